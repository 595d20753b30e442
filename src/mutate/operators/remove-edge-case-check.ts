import type { SyntaxNode } from '../../lang/parser.js';
import type { MutationOperator } from '../operator.js';
import { named, replaceNode } from './helpers.js';

/** remove_edge_case_check: an early guard, or one clause of a boolean condition, is gone. */

const EXITS = new Set(['return_statement', 'raise_statement', 'continue_statement', 'break_statement']);

/** `if cond: ...; return/raise/continue/break` with no elif/else and a short body. */
function isGuard(node: SyntaxNode): boolean {
  if (node.type !== 'if_statement' || node.childForFieldName('alternative')) return false;
  const body = node.childForFieldName('consequence');
  if (!body) return false;
  const stmts = named(body);
  return stmts.length >= 1 && stmts.length <= 3 && EXITS.has(stmts[stmts.length - 1].type);
}

export const removeGuard: MutationOperator = {
  id: 'remove-guard',
  bugType: 'remove_edge_case_check',
  description:
    'Delete an early guard `if ...: return/raise/continue/break` (a lone statement becomes `pass`).',
  example: {
    before: 'def f(x):\n    if x < 0:\n        return 0\n    return x\n',
    after: 'def f(x):\n    return x\n',
  },
  languages: ['python'],
  *mutate(node, source) {
    if (!isGuard(node) || !node.parent) return;
    if (named(node.parent).length === 1) {
      yield replaceNode(node, 'pass');
      return;
    }
    // Delete whole lines: the guard's indentation through the newline ending its last line.
    const lineStart = source.lastIndexOf('\n', node.startIndex - 1) + 1;
    if (source.slice(lineStart, node.startIndex).trim() !== '') return;
    const nl = source.indexOf('\n', node.endIndex);
    const end = nl === -1 ? source.length : nl + 1;
    const rest = source.slice(node.endIndex, nl === -1 ? source.length : nl);
    if (!/^\s*(#.*)?$/.test(rest)) return;
    yield { start: lineStart, end, replacement: '' };
  },
};

export const removeConditionClause: MutationOperator = {
  id: 'remove-condition-clause',
  bugType: 'remove_edge_case_check',
  description: 'Drop one clause of `a and b` / `a or b`, keeping the other.',
  example: { before: 'if i < n and a[i] > 0:\n    pass\n', after: 'if a[i] > 0:\n    pass\n' },
  languages: ['python'],
  *mutate(node) {
    if (node.type !== 'boolean_operator') return;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (!left || !right) return;
    yield replaceNode(node, left.text);
    yield replaceNode(node, right.text);
  },
};
