import { swapAdjacent } from '../edits.js';
import type { MutationOperator } from '../operator.js';
import { asOperand, callName, operatorOf, plainArguments } from './helpers.js';

/** swap_arguments: two positional arguments, or the operands of a non-commutative operator, trade places. */

/** Calls whose result does not depend on argument order: swapping is no bug. */
const SYMMETRIC_CALLS = new Set(['max', 'min', 'print', 'gcd', 'lcm', 'hypot', 'isclose', 'set']);
/** Calls that raise TypeError whenever their arguments are swapped: a crash, not a plausible bug. */
const TYPE_ONLY_CALLS = new Set(['isinstance', 'issubclass', 'hasattr', 'getattr', 'setattr', 'delattr']);

export const swapCallArguments: MutationOperator = {
  id: 'swap-call-arguments',
  bugType: 'swap_arguments',
  description:
    'Swap two adjacent positional arguments of a call (not of max, min, isinstance and other order-blind calls).',
  example: { before: 'r = pow(b, e)', after: 'r = pow(e, b)' },
  languages: ['python'],
  nodeTypes: ['call'],
  *mutate(node, source) {
    if (node.type !== 'call') return;
    const name = callName(node) ?? node.childForFieldName('function')?.lastNamedChild?.text ?? '';
    if (SYMMETRIC_CALLS.has(name) || TYPE_ONLY_CALLS.has(name)) return;
    const args = plainArguments(node);
    if (!args) return;
    yield* swapAdjacent(args, source);
  },
};

const NON_COMMUTATIVE = new Set(['-', '/', '//', '%', '**', '<<', '>>']);

export const swapOperands: MutationOperator = {
  id: 'swap-operands',
  bugType: 'swap_arguments',
  description: 'Swap the operands of a non-commutative operator (-, /, //, %, **, <<, >>).',
  example: { before: 'd = a - b', after: 'd = b - a' },
  languages: ['python'],
  nodeTypes: ['binary_operator'],
  *mutate(node, source) {
    if (node.type !== 'binary_operator') return;
    const op = operatorOf(node)?.type ?? '';
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (!NON_COMMUTATIVE.has(op) || !left || !right || left.text === right.text) return;
    yield {
      start: node.startIndex,
      end: node.endIndex,
      replacement:
        asOperand(right, op, 'left') +
        source.slice(left.endIndex, right.startIndex) +
        asOperand(left, op, 'right'),
    };
  },
};
