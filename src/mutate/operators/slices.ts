import type { SyntaxNode } from '../../lang/parser.js';
import type { MutationOperator } from '../operator.js';
import { decimalInt, named, replaceNode } from './helpers.js';
import { sliceParts } from './off-by-one-boundary.js';

/**
 * slice_change: a slice loses a bound or its step changes (`s[::-1]` -> `s[:]`, `a[1:]` -> `a[:]`). The
 * off-by-one shifts of slice bounds are `slice-bound` (a core type); these are the other slice near misses.
 * Generation 2.
 */

export const sliceStep: MutationOperator = {
  id: 'slice-step',
  bugType: 'slice_change',
  description:
    'The step of a slice is dropped (`s[::-1]` -> `s[:]`) or negated (`a[::2]` -> `a[::-2]`, `a[::-k]` -> `a[::k]` for k != 1); a strided slice from the start starts at 1 (`a[::2]` -> `a[1::2]`).',
  example: { before: 'r = s[::-1]', after: 'r = s[:]' },
  languages: ['python'],
  nodeTypes: ['slice'],
  generation: 2,
  *mutate(node) {
    if (node.type !== 'slice') return;
    const { parts, colons } = sliceParts(node);
    const [start, , step] = parts;
    if (parts.length < 3 || !step) return;
    yield { start: colons[1].startIndex, end: step.endIndex, replacement: '' };
    if (step.type === 'unary_operator' && step.childForFieldName('operator')?.type === '-') {
      const arg = step.childForFieldName('argument');
      if (arg && decimalInt(arg) !== 1) yield replaceNode(step, arg.text);
    } else if (step.type === 'integer' || step.type === 'identifier') {
      if (decimalInt(step) !== 1) yield replaceNode(step, `-${step.text}`);
      if (!start) yield { start: colons[0].startIndex, end: colons[0].startIndex, replacement: '1' };
    }
  },
};

export const sliceBoundDrop: MutationOperator = {
  id: 'slice-bound-drop',
  bugType: 'slice_change',
  description: 'A slice without a step loses its start or its stop: `a[i:j]` becomes `a[:j]` or `a[i:]`.',
  example: { before: 'y = a[1:]', after: 'y = a[:]' },
  languages: ['python'],
  nodeTypes: ['slice'],
  generation: 2,
  *mutate(node) {
    if (node.type !== 'slice') return;
    const { parts } = sliceParts(node);
    if (parts.length > 2 && parts[2] !== null) return;
    for (const bound of parts.slice(0, 2)) if (bound) yield replaceNode(bound, '');
  },
};

/** Calls that consume a whole sequence: passing it one element short is the classic fencepost slip. */
const CONSUMERS = new Set([
  'len',
  'sum',
  'max',
  'min',
  'sorted',
  'set',
  'list',
  'tuple',
  'reversed',
  'enumerate',
  'any',
  'all',
]);

/** A plain name a loop or comprehension iterates over, or the one argument of a consuming call (or of `.join`). */
function isIterated(node: SyntaxNode): boolean {
  const p = node.parent;
  if (!p) return false;
  if (p.type === 'for_statement' || p.type === 'for_in_clause')
    return p.childForFieldName('right')?.id === node.id;
  if (p.type !== 'argument_list' || named(p).length !== 1 || p.parent?.type !== 'call') return false;
  const fn = p.parent.childForFieldName('function');
  if (fn?.type === 'identifier') return CONSUMERS.has(fn.text);
  return fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'join';
}

export const iterableSlice: MutationOperator = {
  id: 'iterable-slice',
  bugType: 'slice_change',
  description:
    'A sequence that a loop, a comprehension or a consuming call goes over loses its first or its last element: `for x in a` becomes `for x in a[1:]` or `for x in a[:-1]`, and likewise the argument of len, sum, max, min, sorted, set, list, tuple, reversed, enumerate, any, all and `.join`.',
  example: { before: "s = ''.join(parts)", after: "s = ''.join(parts[1:])" },
  languages: ['python'],
  nodeTypes: ['identifier'],
  generation: 3,
  fallback: true,
  *mutate(node) {
    if (node.type !== 'identifier' || !isIterated(node)) return;
    yield replaceNode(node, `${node.text}[1:]`);
    yield replaceNode(node, `${node.text}[:-1]`);
  },
};
