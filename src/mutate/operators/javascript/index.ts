import type { MutationOperator } from '../../operator.js';
import {
  jsArithmeticOperator,
  jsBitwiseOperator,
  jsBooleanOperator,
  jsComparisonOperator,
  jsDropPlusMinusOne,
  jsIndexShift,
  jsIntegerLiteral,
  jsLengthBoundary,
  jsLoopBoundComparison,
  jsRemoveConditionClause,
  jsRemoveGuard,
  jsSliceBound,
  jsSwapCallArguments,
  jsSwapOperands,
} from './core.js';
import {
  jsBooleanLiteral,
  jsDropCall,
  jsMethodSwap,
  jsMinMax,
  jsNegateCondition,
  jsRemoveStatement,
  jsReturnValue,
  jsSeparatorConstant,
  jsSomeEvery,
  jsSortOrder,
  jsWrongVariable,
} from './extra.js';

/**
 * The JavaScript operators (TypeScript uses the same ones on its own grammar, which extends JavaScript's), in
 * priority order: the specific boundary operators first, as in the Python table (src/mutate/operators/index.ts).
 * Where an operator does what a Python one does, it has the same id, so `--ops` names it in both languages.
 */
export const JS_OPERATORS: readonly MutationOperator[] = Object.freeze([
  jsSliceBound,
  jsLengthBoundary,
  jsLoopBoundComparison,
  jsDropPlusMinusOne,
  jsIndexShift,
  jsIntegerLiteral,
  jsComparisonOperator,
  jsArithmeticOperator,
  jsBitwiseOperator,
  jsBooleanOperator,
  jsSwapCallArguments,
  jsSwapOperands,
  jsRemoveGuard,
  jsRemoveConditionClause,
  jsNegateCondition,
  jsBooleanLiteral,
  jsMinMax,
  jsReturnValue,
  jsMethodSwap,
  jsRemoveStatement,
  jsWrongVariable,
  jsDropCall,
  jsSortOrder,
  jsSomeEvery,
  jsSeparatorConstant,
]);
