import type { MutationOperator } from '../../operator.js';

export const JS_OPERATORS: readonly MutationOperator[] = Object.freeze([]);
