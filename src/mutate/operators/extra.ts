import type { SyntaxNode } from '../../lang/parser.js';
import type { MutationOperator } from '../operator.js';
import { named, precedence, replaceNode } from './helpers.js';

/** Further bug types beyond the published six, each from its own operator. */

const CONDITION_OWNERS = new Set([
  'if_statement',
  'elif_clause',
  'while_statement',
  'conditional_expression',
]);

/** The condition expression of an if/elif/while, a conditional expression, or a comprehension's `if` clause. */
function conditionOf(owner: SyntaxNode): SyntaxNode | null {
  if (owner.type === 'if_clause') return named(owner)[0] ?? null;
  return CONDITION_OWNERS.has(owner.type) ? owner.childForFieldName('condition') : null;
}

export const negateCondition: MutationOperator = {
  id: 'negate-condition',
  bugType: 'negate_condition',
  description:
    'Negate the condition of an if, elif, while, conditional expression or comprehension filter (`c` -> `not c`, `not c` -> `c`).',
  example: { before: 'if x in seen:\n    pass\n', after: 'if not x in seen:\n    pass\n' },
  languages: ['python'],
  *mutate(node) {
    const owner = node.parent;
    const cond = owner ? conditionOf(owner) : null;
    if (!cond || cond.startIndex !== node.startIndex || cond.endIndex !== node.endIndex) return;
    if (node.type === 'not_operator') {
      const arg = node.childForFieldName('argument');
      if (arg) yield replaceNode(node, arg.text);
      return;
    }
    // `not` binds looser than comparisons and tighter than and/or.
    yield replaceNode(node, precedence(node) > 4 ? `not ${node.text}` : `not (${node.text})`);
  },
};

export const booleanLiteral: MutationOperator = {
  id: 'boolean-literal',
  bugType: 'boolean_flip',
  description: 'Flip a boolean literal: True and False.',
  example: { before: 'found = False', after: 'found = True' },
  languages: ['python'],
  *mutate(node) {
    if (node.type === 'true') yield replaceNode(node, 'False');
    else if (node.type === 'false') yield replaceNode(node, 'True');
  },
};

export const minMax: MutationOperator = {
  id: 'min-max',
  bugType: 'min_max_swap',
  description: 'Call max instead of min, and min instead of max.',
  example: { before: 'best = max(best, x)', after: 'best = min(best, x)' },
  languages: ['python'],
  *mutate(node) {
    if (node.type !== 'call') return;
    const fn = node.childForFieldName('function');
    if (fn?.type !== 'identifier') return;
    if (fn.text === 'min') yield replaceNode(fn, 'max');
    else if (fn.text === 'max') yield replaceNode(fn, 'min');
  },
};

/** Literal return values: replacing them by None is rarely a plausible near-miss (False -> None is falsy too). */
const SIMPLE_VALUES = new Set([
  'none',
  'true',
  'false',
  'integer',
  'float',
  'string',
  'concatenated_string',
  'expression_list',
  'list',
  'dictionary',
  'tuple',
]);

export const returnValue: MutationOperator = {
  id: 'return-value',
  bugType: 'return_value',
  description: 'An early `return expr` (inside an if or loop) returns None instead.',
  example: {
    before: 'def f(a):\n    for x in a:\n        if x:\n            return x\n    return 0\n',
    after: 'def f(a):\n    for x in a:\n        if x:\n            return None\n    return 0\n',
  },
  languages: ['python'],
  *mutate(node) {
    if (node.type !== 'return_statement') return;
    const value = named(node)[0];
    if (!value || SIMPLE_VALUES.has(value.type)) return;
    // Only returns nested in a branch or loop: a function's final return replaced by None is no near-miss.
    const block = node.parent;
    if (!block || block.type !== 'block' || block.parent?.type === 'function_definition') return;
    yield replaceNode(value, 'None');
  },
};

/** Mirror-image methods of str and list. */
const MIRROR_METHODS: Record<string, string> = {
  lower: 'upper',
  upper: 'lower',
  startswith: 'endswith',
  endswith: 'startswith',
  lstrip: 'rstrip',
  rstrip: 'lstrip',
  find: 'rfind',
  rfind: 'find',
  index: 'rindex',
  rindex: 'index',
  isupper: 'islower',
  islower: 'isupper',
  isdigit: 'isalpha',
  isalpha: 'isdigit',
  ljust: 'rjust',
  rjust: 'ljust',
  append: 'extend',
  extend: 'append',
};

export const methodSwap: MutationOperator = {
  id: 'method-swap',
  bugType: 'method_swap',
  description:
    'Call the mirror-image method: lower/upper, startswith/endswith, lstrip/rstrip, find/rfind, append/extend, ...',
  example: { before: 'ok = s.startswith(p)', after: 'ok = s.endswith(p)' },
  languages: ['python'],
  *mutate(node) {
    if (node.type !== 'call') return;
    const fn = node.childForFieldName('function');
    if (fn?.type !== 'attribute') return;
    const attr = fn.childForFieldName('attribute');
    const to = attr ? MIRROR_METHODS[attr.text] : undefined;
    if (attr && to) yield replaceNode(attr, to);
  },
};

function isSideEffectStatement(node: SyntaxNode): boolean {
  if (node.type !== 'expression_statement') return false;
  const kids = named(node);
  if (kids.length !== 1) return false;
  const k = kids[0];
  return k.type === 'augmented_assignment' || k.type === 'call';
}

export const removeStatement: MutationOperator = {
  id: 'remove-statement',
  bugType: 'statement_deletion',
  description: 'Replace a call statement or an augmented assignment (`x += 1`, `out.append(v)`) by `pass`.',
  example: { before: 'for v in a:\n    out.append(v)\n', after: 'for v in a:\n    pass\n' },
  languages: ['python'],
  *mutate(node) {
    if (!isSideEffectStatement(node) || node.parent?.type !== 'block') return;
    yield replaceNode(node, 'pass');
  },
};

/** Parameter names of the function that encloses `node` (plain, default and typed parameters). */
function enclosingParameters(node: SyntaxNode): string[] {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'lambda') return [];
    if (p.type !== 'function_definition') continue;
    const names: string[] = [];
    for (const param of named(p.childForFieldName('parameters') ?? p)) {
      const id = param.type === 'identifier' ? param : (param.childForFieldName('name') ?? named(param)[0]);
      if (id?.type === 'identifier') names.push(id.text);
    }
    return names;
  }
  return [];
}

/** Where an identifier is read as a value (not a definition, parameter, keyword name, attribute or call target). */
function isValueUse(node: SyntaxNode): boolean {
  const p = node.parent;
  if (!p) return false;
  switch (p.type) {
    case 'parameters':
    case 'default_parameter':
    case 'typed_parameter':
    case 'typed_default_parameter':
    case 'keyword_argument':
    case 'function_definition':
    case 'class_definition':
    case 'global_statement':
    case 'nonlocal_statement':
    case 'dotted_name':
    case 'aliased_import':
    case 'for_in_clause':
    case 'for_statement':
      return p.type === 'keyword_argument'
        ? p.childForFieldName('value') === node || p.childForFieldName('value')?.id === node.id
        : p.type === 'for_in_clause' || p.type === 'for_statement'
          ? p.childForFieldName('right')?.id === node.id
          : false;
    case 'attribute':
      return p.childForFieldName('object')?.id === node.id;
    case 'call':
      return p.childForFieldName('function')?.id !== node.id;
    case 'assignment':
    case 'augmented_assignment':
      return p.childForFieldName('left')?.id !== node.id;
    default:
      return true;
  }
}

export const wrongVariable: MutationOperator = {
  id: 'wrong-variable',
  bugType: 'wrong_variable',
  description:
    'Read another parameter of the enclosing function instead of this one (at most two alternatives).',
  example: { before: 'def f(a, b):\n    return a - 1\n', after: 'def f(a, b):\n    return b - 1\n' },
  languages: ['python'],
  *mutate(node) {
    if (node.type !== 'identifier' || !isValueUse(node)) return;
    const params = enclosingParameters(node);
    if (!params.includes(node.text)) return;
    for (const other of params.filter((q) => q !== node.text).slice(0, 2)) yield replaceNode(node, other);
  },
};
