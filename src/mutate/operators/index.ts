import type { LanguageId } from '../../core/types.js';
import type { MutationOperator } from '../operator.js';
import { JS_OPERATORS } from './javascript/index.js';
import { integerLiteral, floatLiteral, dropPlusMinusOne, indexShift } from './off-by-one.js';
import { arithmeticOperator, bitwiseOperator, booleanOperator } from './wrong-operator.js';
import { swapCallArguments, swapOperands } from './swap-arguments.js';
import { removeGuard, removeConditionClause } from './remove-edge-case-check.js';
import { comparisonOperator } from './wrong-comparison.js';
import { rangeBound, sliceBound, lenBoundary, loopBoundComparison } from './off-by-one-boundary.js';
import {
  negateCondition,
  booleanLiteral,
  minMax,
  returnValue,
  methodSwap,
  removeStatement,
  wrongVariable,
  dropCall,
  sortOrder,
} from './extra.js';
import { numberConstant, returnConstant, separatorConstant, stringConstant } from './constants.js';
import { anyAll, caseMethodSwap, dropArgumentOp } from './calls.js';
import { iterableSlice, sliceBoundDrop, sliceStep } from './slices.js';
import { containerSwap, dropTransform, passedFunction, regexEdit, relatedMethod } from './one-liners.js';

/**
 * Every mutation operator, in priority order. When two operators produce the same code, the mutant is
 * credited to the one listed first, so the specific boundary operators come before the generic ones
 * (`while i <= n` -> `while i < n` is an off_by_one_boundary, not a wrong_comparison). Operators of a later
 * generation come after every operator of an earlier one (see MutationOperator.generation).
 */
export const OPERATORS: readonly MutationOperator[] = Object.freeze([
  rangeBound,
  sliceBound,
  lenBoundary,
  loopBoundComparison,
  dropPlusMinusOne,
  indexShift,
  integerLiteral,
  floatLiteral,
  comparisonOperator,
  arithmeticOperator,
  bitwiseOperator,
  booleanOperator,
  swapCallArguments,
  swapOperands,
  removeGuard,
  removeConditionClause,
  negateCondition,
  booleanLiteral,
  minMax,
  returnValue,
  methodSwap,
  removeStatement,
  wrongVariable,
  dropCall,
  sortOrder,
  // generation 2: the near misses of one-line functions (constants, case methods, slices, arguments)
  separatorConstant,
  stringConstant,
  numberConstant,
  caseMethodSwap,
  anyAll,
  sliceStep,
  sliceBoundDrop,
  returnConstant,
  dropArgumentOp,
  // generation 3: a sequence gone over one element short (the first or the last)
  iterableSlice,
  // generation 4: near misses of two- and three-line functions (a forgotten transform, a container, a regex)
  dropTransform,
  containerSwap,
  regexEdit,
  relatedMethod,
  passedFunction,
]);

/** The same operators keyed by id (for `--ops` and did-you-mean errors). */
export const operatorTable: Readonly<Record<string, MutationOperator>> = Object.freeze(
  Object.fromEntries(OPERATORS.map((op) => [op.id, op])),
);

/**
 * The operator table of each language, in priority order. JavaScript and TypeScript share one table
 * (TypeScript's grammar extends JavaScript's). Adding a language adds its entry here.
 */
export const OPERATORS_BY_LANGUAGE: Readonly<Record<LanguageId, readonly MutationOperator[]>> = Object.freeze(
  {
    python: OPERATORS,
    javascript: JS_OPERATORS,
    typescript: JS_OPERATORS,
  },
);
