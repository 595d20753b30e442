import type { SyntaxNode } from '../../lang/parser.js';
import type { EditProposal, MutationOperator } from '../operator.js';
import { replaceNode, tokens } from './helpers.js';

/** wrong_comparison: a comparison operator is replaced by a neighbouring one. */

const COMPARISONS: Record<string, readonly string[]> = {
  '<': ['<=', '>'],
  '<=': ['<', '>='],
  '>': ['>=', '<'],
  '>=': ['>', '<='],
  '==': ['!='],
  '!=': ['=='],
  is: ['is not'],
  'is not': ['is'],
  in: ['not in'],
  'not in': ['in'],
};

/** Each comparison token of a (possibly chained) comparison, with the replacements `table` offers. */
export function* swapComparisons(
  node: SyntaxNode,
  table: Record<string, readonly string[]>,
): Iterable<EditProposal> {
  if (node.type !== 'comparison_operator') return;
  for (const tok of tokens(node)) {
    for (const t of table[tok.type] ?? []) yield replaceNode(tok, t);
  }
}

export const comparisonOperator: MutationOperator = {
  id: 'comparison-operator',
  bugType: 'wrong_comparison',
  description:
    'Swap a comparison: < and <=, > and >=, < and >, == and !=, `is` and `is not`, `in` and `not in`.',
  example: { before: 'ok = a < b', after: 'ok = a <= b' },
  languages: ['python'],
  mutate: (node) => swapComparisons(node, COMPARISONS),
};
