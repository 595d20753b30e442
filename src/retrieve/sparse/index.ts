import type { RetrieverFactory } from '../types.js';

/** Built-in offline retrievers, by name. */
export const builtinRetrievers: Readonly<Record<string, RetrieverFactory>> = Object.freeze({});
