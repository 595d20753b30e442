import type { SyntaxNode } from '../../lang/parser.js';
import type { MutationOperator } from '../operator.js';
import { callName, named, plainArguments, precedence, renameMethod, replaceNode } from './helpers.js';

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
  nodeTypes: ['true', 'false'],
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
  nodeTypes: ['call'],
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
  nodeTypes: ['return_statement'],
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
  nodeTypes: ['call'],
  *mutate(node) {
    yield* renameMethod(node, MIRROR_METHODS);
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
  nodeTypes: ['expression_statement'],
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

/** Parents under which an identifier is bound or named, never read. */
const BINDING_PARENTS = new Set([
  'parameters',
  'lambda_parameters',
  'default_parameter',
  'typed_parameter',
  'typed_default_parameter',
  'list_splat_pattern',
  'dictionary_splat_pattern',
  'pattern_list',
  'tuple_pattern',
  'list_pattern',
  'as_pattern_target',
  'function_definition',
  'class_definition',
  'global_statement',
  'nonlocal_statement',
  'dotted_name',
  'aliased_import',
  'import_statement',
  'import_from_statement',
]);

/** Where an identifier is read as a value (not a definition, parameter, target, keyword name, attribute or callee). */
function isValueUse(node: SyntaxNode): boolean {
  const p = node.parent;
  if (!p || BINDING_PARENTS.has(p.type)) return false;
  const is = (field: string): boolean => p.childForFieldName(field)?.id === node.id;
  switch (p.type) {
    case 'keyword_argument':
      return is('value');
    case 'for_in_clause':
    case 'for_statement':
      return is('right');
    case 'named_expression':
      return is('value');
    case 'attribute':
      return is('object');
    case 'call':
      return !is('function');
    case 'assignment':
    case 'augmented_assignment':
      return !is('left');
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
  nodeTypes: ['identifier'],
  *mutate(node) {
    if (node.type !== 'identifier' || !isValueUse(node)) return;
    const params = enclosingParameters(node);
    if (!params.includes(node.text)) return;
    for (const other of params.filter((q) => q !== node.text).slice(0, 2)) yield replaceNode(node, other);
  },
};

/** Builtins that transform their one argument; dropping the call leaves plausible but wrong code. */
const DROPPABLE_CALLS = new Set(['abs', 'set', 'sorted', 'reversed', 'round', 'int', 'float', 'str']);

export const dropCall: MutationOperator = {
  id: 'drop-call',
  bugType: 'call_removal',
  description:
    'Drop a one-argument call of abs, set, sorted, reversed, round, int, float or str, keeping its argument.',
  example: { before: 'd = abs(a - b)', after: 'd = (a - b)' },
  languages: ['python'],
  nodeTypes: ['call'],
  *mutate(node) {
    const name = callName(node);
    if (!name || !DROPPABLE_CALLS.has(name)) return;
    const args = plainArguments(node);
    if (!args || args.length !== 1 || args[0].type === 'generator_expression') return;
    const arg = args[0];
    yield replaceNode(node, precedence(arg) >= 15 ? arg.text : `(${arg.text})`);
  },
};

export const sortOrder: MutationOperator = {
  id: 'sort-order',
  bugType: 'sort_order',
  description:
    'Sort the other way: `sorted(x)` becomes `sorted(x, reverse=True)`, `a.sort()` becomes `a.sort(reverse=True)`.',
  example: { before: 'y = sorted(a)', after: 'y = sorted(a, reverse=True)' },
  languages: ['python'],
  nodeTypes: ['call'],
  *mutate(node) {
    if (node.type !== 'call') return;
    const fn = node.childForFieldName('function');
    const isSorted = fn?.type === 'identifier' && fn.text === 'sorted';
    const isSort = fn?.type === 'attribute' && fn.childForFieldName('attribute')?.text === 'sort';
    if (!isSorted && !isSort) return;
    const args = node.childForFieldName('arguments');
    if (!args || args.type !== 'argument_list') return;
    const list = named(args);
    if (list.some((a) => a.type === 'keyword_argument' && a.childForFieldName('name')?.text === 'reverse'))
      return;
    if (list.some((a) => a.type.endsWith('splat'))) return;
    if (isSorted && list.length === 0) return;
    const close = args.lastChild;
    if (!close || close.type !== ')') return;
    const last = list[list.length - 1];
    // insert after the last argument (a trailing comma stays where it is)
    const at = last ? last.endIndex : close.startIndex;
    yield { start: at, end: at, replacement: last ? ', reverse=True' : 'reverse=True' };
  },
};
