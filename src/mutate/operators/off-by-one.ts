import type { MutationOperator } from '../operator.js';
import { decimalInt, named, operatorOf, plusMinusOne, replaceNode, shifted } from './helpers.js';

/** off_by_one: an integer constant or an index is one too big or too small. */

export const integerLiteral: MutationOperator = {
  id: 'integer-literal',
  bugType: 'off_by_one',
  description: 'An integer literal n becomes n + 1 or n - 1 (0 becomes 1, or -1 as an index).',
  example: { before: 'x = a[i] * 2', after: 'x = a[i] * 3' },
  languages: ['python'],
  *mutate(node) {
    const n = decimalInt(node);
    if (n === null) return;
    yield replaceNode(node, String(n + 1));
    if (n > 0) yield replaceNode(node, String(n - 1));
    else if (node.parent?.type === 'subscript') yield replaceNode(node, '-1');
  },
};

export const dropPlusMinusOne: MutationOperator = {
  id: 'drop-plus-minus-one',
  bugType: 'off_by_one',
  description: '`x + 1` or `x - 1` (or `1 + x`) becomes `x`.',
  example: { before: 'j = i + 1', after: 'j = i' },
  languages: ['python'],
  *mutate(node) {
    const pm = plusMinusOne(node);
    if (pm) {
      yield replaceNode(node, pm.base.text);
      return;
    }
    if (node.type === 'binary_operator' && operatorOf(node)?.type === '+') {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      if (right && decimalInt(left) === 1) yield replaceNode(node, right.text);
    }
  },
};

export const indexShift: MutationOperator = {
  id: 'index-shift',
  bugType: 'off_by_one',
  description: 'A variable index `a[i]` becomes `a[i + 1]` or `a[i - 1]`.',
  example: { before: 'y = a[i]', after: 'y = a[i + 1]' },
  languages: ['python'],
  *mutate(node) {
    if (node.type !== 'subscript') return;
    const subs = named(node).filter((c) => c !== node.childForFieldName('value'));
    if (subs.length !== 1 || subs[0].type !== 'identifier') return;
    yield replaceNode(subs[0], shifted(subs[0], 1));
    yield replaceNode(subs[0], shifted(subs[0], -1));
  },
};
