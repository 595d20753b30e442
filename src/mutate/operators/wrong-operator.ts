import type { SyntaxNode } from '../../lang/parser.js';
import type { EditProposal, MutationOperator } from '../operator.js';
import { LITERAL_TYPES, operatorOf, replaceNode } from './helpers.js';

/** wrong_operator: an arithmetic, bitwise or boolean operator is swapped for a related one. */

const ARITH: Record<string, readonly string[]> = {
  '+': ['-'],
  '-': ['+'],
  '*': ['//', '/'],
  '/': ['//', '*'],
  '//': ['/', '*'],
  '%': ['//'],
  '**': ['*'],
};

const BITWISE: Record<string, readonly string[]> = {
  '&': ['|'],
  '|': ['&'],
  '^': ['|'],
  '<<': ['>>'],
  '>>': ['<<'],
};

/** Swap the operator token of a binary operator or an augmented assignment (`+=` -> `-=`). */
function* swapOperator(node: SyntaxNode, table: Record<string, readonly string[]>): Iterable<EditProposal> {
  if (node.type !== 'binary_operator' && node.type !== 'augmented_assignment') return;
  const op = operatorOf(node);
  if (!op) return;
  const aug = node.type === 'augmented_assignment';
  const base = aug ? op.type.slice(0, -1) : op.type;
  const targets = table[base];
  if (!targets) return;
  // Sequence literals (`'-' * n`, `[0] * k`, `s + 'x'`) turn into type errors, not plausible bugs.
  const operands = [node.childForFieldName('left'), node.childForFieldName('right')];
  if (operands.some((o) => o && LITERAL_TYPES.has(o.type))) return;
  for (const t of targets) yield replaceNode(op, aug ? `${t}=` : t);
}

export const arithmeticOperator: MutationOperator = {
  id: 'arithmetic-operator',
  bugType: 'wrong_operator',
  description: 'Swap an arithmetic operator: + and -, * and / or //, % to //, ** to * (also in `+=` forms).',
  example: { before: 'd = a - b', after: 'd = a + b' },
  languages: ['python'],
  mutate: (node) => swapOperator(node, ARITH),
};

export const bitwiseOperator: MutationOperator = {
  id: 'bitwise-operator',
  bugType: 'wrong_operator',
  description: 'Swap a bitwise operator: & and |, ^ to |, << and >>.',
  example: { before: 'm = x & y', after: 'm = x | y' },
  languages: ['python'],
  mutate: (node) => swapOperator(node, BITWISE),
};

export const booleanOperator: MutationOperator = {
  id: 'boolean-operator',
  bugType: 'wrong_operator',
  description: 'Swap `and` and `or`.',
  example: { before: 'ok = a and b', after: 'ok = a or b' },
  languages: ['python'],
  *mutate(node) {
    if (node.type !== 'boolean_operator') return;
    const op = operatorOf(node);
    if (op) yield replaceNode(op, op.type === 'and' ? 'or' : 'and');
  },
};
