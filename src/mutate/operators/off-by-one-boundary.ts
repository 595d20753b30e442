import type { SyntaxNode } from '../../lang/parser.js';
import type { EditProposal, MutationOperator } from '../operator.js';
import {
  callName,
  decimalInt,
  insideField,
  named,
  plainArguments,
  plusMinusOne,
  replaceNode,
  shifted,
  tokens,
} from './helpers.js';
import { swapComparisons } from './wrong-comparison.js';

/** off_by_one_boundary: the bound of a range, slice, len() or loop condition is off by one. */

/** Shift a bound by one either way: `x - 1` -> `x`, `n` -> `n + 1` / `n - 1`, `5` -> `6` / `4`. */
function* shiftBound(bound: SyntaxNode): Iterable<EditProposal> {
  const pm = plusMinusOne(bound);
  if (pm) {
    yield replaceNode(bound, pm.base.text);
    return;
  }
  yield replaceNode(bound, shifted(bound, 1));
  const n = decimalInt(bound);
  if (n === null || n > 0) yield replaceNode(bound, shifted(bound, -1));
}

export const rangeBound: MutationOperator = {
  id: 'range-bound',
  bugType: 'off_by_one_boundary',
  description:
    '`range(n)` becomes `range(n + 1)`, `range(n - 1)` or `range(1, n)`; either bound of `range(a, b)` shifts by one.',
  example: { before: 'for i in range(n):\n    pass\n', after: 'for i in range(n + 1):\n    pass\n' },
  languages: ['python'],
  nodeTypes: ['call'],
  *mutate(node) {
    if (callName(node) !== 'range') return;
    const args = plainArguments(node);
    if (!args || args.length === 0 || args.length > 3) return;
    if (args.length === 1) {
      yield* shiftBound(args[0]);
      yield replaceNode(args[0], `1, ${args[0].text}`);
      return;
    }
    yield* shiftBound(args[0]);
    yield* shiftBound(args[1]);
  },
};

/** Start, stop and step of a slice `[start:stop:step]` (null where absent), and its colon tokens. */
export function sliceParts(slice: SyntaxNode): { parts: (SyntaxNode | null)[]; colons: SyntaxNode[] } {
  const parts: (SyntaxNode | null)[] = [null];
  const colons: SyntaxNode[] = [];
  for (const c of slice.children) {
    if (!c || c.type === 'comment') continue;
    if (c.type === ':') {
      colons.push(c);
      parts.push(null);
    } else parts[parts.length - 1] = c;
  }
  return { parts, colons };
}

export const sliceBound: MutationOperator = {
  id: 'slice-bound',
  bugType: 'off_by_one_boundary',
  description:
    'A slice bound shifts by one: `[i:j]` becomes `[i:j + 1]`, `[i + 1:j]`, ...; `[:j]` becomes `[1:j]`, `[i:]` becomes `[i:-1]`.',
  example: { before: 'y = a[i:j]', after: 'y = a[i:j + 1]' },
  languages: ['python'],
  nodeTypes: ['slice'],
  *mutate(node) {
    if (node.type !== 'slice') return;
    const { parts, colons } = sliceParts(node);
    if (parts.length > 2 && parts[2] !== null) return; // a step: reversed and strided slices are left alone
    const [start, stop] = parts;
    if (start) yield* shiftBound(start);
    if (stop) yield* shiftBound(stop);
    if (!start && stop) yield { start: colons[0].startIndex, end: colons[0].startIndex, replacement: '1' };
    if (start && !stop) yield { start: colons[0].endIndex, end: colons[0].endIndex, replacement: '-1' };
  },
};

function isLenCall(node: SyntaxNode | null): boolean {
  return callName(node) === 'len';
}

export const lenBoundary: MutationOperator = {
  id: 'len-boundary',
  bugType: 'off_by_one_boundary',
  description:
    '`len(x) - 1` or `len(x) + 1` becomes `len(x)`; `len(x)` becomes `len(x) - 1` or `len(x) + 1`.',
  example: { before: 'last = len(a) - 1', after: 'last = len(a)' },
  languages: ['python'],
  nodeTypes: ['binary_operator', 'call'],
  *mutate(node) {
    const pm = plusMinusOne(node);
    if (pm && isLenCall(pm.base)) {
      yield replaceNode(node, pm.base.text);
      return;
    }
    if (!isLenCall(node) || !node.parent || plusMinusOne(node.parent)) return;
    yield replaceNode(node, `${node.text} - 1`);
    yield replaceNode(node, `${node.text} + 1`);
  },
};

const BOUNDARY_SHIFTS: Record<string, readonly string[]> = {
  '<': ['<='],
  '<=': ['<'],
  '>': ['>='],
  '>=': ['>'],
};

export const loopBoundComparison: MutationOperator = {
  id: 'loop-bound-comparison',
  bugType: 'off_by_one_boundary',
  description:
    'On a loop bound (a `while` condition, or a comparison with len()), < becomes <= and > becomes >=, and back.',
  example: { before: 'while i <= n:\n    i += 1\n', after: 'while i < n:\n    i += 1\n' },
  languages: ['python'],
  nodeTypes: ['comparison_operator'],
  *mutate(node) {
    if (node.type !== 'comparison_operator') return;
    const onBound =
      insideField(node, ['while_statement'], 'condition') ||
      named(node).some((o) => isLenCall(o) || isLenCall(plusMinusOne(o)?.base ?? null));
    if (onBound && tokens(node).length > 0) yield* swapComparisons(node, BOUNDARY_SHIFTS);
  },
};
