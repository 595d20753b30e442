import type { SyntaxNode } from '../../../lang/parser.js';
import { FUNCTION_TYPES } from '../../../lang/javascript/syntax.js';
import type { MutationOperator } from '../../operator.js';
import { replaceNode, separatorAlternatives } from '../helpers.js';
import {
  calleeText,
  JS_LANGUAGES,
  methodName,
  named,
  parameterNames,
  plainArguments,
  precedence,
} from './helpers.js';

/** Further bug types beyond the published six, for JavaScript and TypeScript. */

/** The condition of an if, while, do-while or for statement, or of a ternary, without its parentheses. */
function isCondition(node: SyntaxNode): boolean {
  const p = node.parent;
  if (!p) return false;
  if (p.type === 'ternary_expression' || p.type === 'for_statement')
    return p.childForFieldName('condition')?.id === node.id;
  if (p.type !== 'parenthesized_expression') return false;
  const owner = p.parent;
  return (
    !!owner &&
    ['if_statement', 'while_statement', 'do_statement'].includes(owner.type) &&
    owner.childForFieldName('condition')?.id === p.id
  );
}

export const jsNegateCondition: MutationOperator = {
  id: 'negate-condition',
  bugType: 'negate_condition',
  description: 'Negate the condition of an if, while, for or ternary (`c` -> `!c`, `!c` -> `c`).',
  example: { before: 'if (seen.has(x)) {\n  k++;\n}\n', after: 'if (!seen.has(x)) {\n  k++;\n}\n' },
  languages: JS_LANGUAGES,
  *mutate(node) {
    if (!isCondition(node)) return;
    if (node.type === 'unary_expression' && node.childForFieldName('operator')?.text === '!') {
      const arg = node.childForFieldName('argument');
      if (arg) yield replaceNode(node, arg.text);
      return;
    }
    yield replaceNode(node, precedence(node) >= 15 ? `!${node.text}` : `!(${node.text})`);
  },
};

export const jsBooleanLiteral: MutationOperator = {
  id: 'boolean-literal',
  bugType: 'boolean_flip',
  description: 'Flip a boolean literal: true and false.',
  example: { before: 'let found = false;', after: 'let found = true;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['true', 'false'],
  *mutate(node) {
    if (node.type === 'true') yield replaceNode(node, 'false');
    else if (node.type === 'false') yield replaceNode(node, 'true');
  },
};

export const jsMinMax: MutationOperator = {
  id: 'min-max',
  bugType: 'min_max_swap',
  description: 'Call Math.max instead of Math.min, and Math.min instead of Math.max.',
  example: { before: 'best = Math.max(best, x);', after: 'best = Math.min(best, x);' },
  languages: JS_LANGUAGES,
  nodeTypes: ['call_expression'],
  *mutate(node) {
    if (node.type !== 'call_expression') return;
    const fn = node.childForFieldName('function');
    const prop = fn?.type === 'member_expression' ? fn.childForFieldName('property') : null;
    if (!prop || fn?.childForFieldName('object')?.text !== 'Math') return;
    if (prop.text === 'min') yield replaceNode(prop, 'max');
    else if (prop.text === 'max') yield replaceNode(prop, 'min');
  },
};

/** Mirror-image methods of String, Array and Math. */
const MIRROR_METHODS: Record<string, string> = {
  toLowerCase: 'toUpperCase',
  toUpperCase: 'toLowerCase',
  startsWith: 'endsWith',
  endsWith: 'startsWith',
  trimStart: 'trimEnd',
  trimEnd: 'trimStart',
  padStart: 'padEnd',
  padEnd: 'padStart',
  indexOf: 'lastIndexOf',
  lastIndexOf: 'indexOf',
  find: 'findLast',
  findLast: 'find',
  findIndex: 'findLastIndex',
  findLastIndex: 'findIndex',
  push: 'unshift',
  unshift: 'push',
  pop: 'shift',
  shift: 'pop',
  floor: 'ceil',
  ceil: 'floor',
  reduce: 'reduceRight',
  reduceRight: 'reduce',
};

export const jsMethodSwap: MutationOperator = {
  id: 'method-swap',
  bugType: 'method_swap',
  description:
    'Call the mirror-image method: toLowerCase/toUpperCase, startsWith/endsWith, indexOf/lastIndexOf, push/unshift, pop/shift, Math.floor/Math.ceil, ...',
  example: { before: 'const ok = s.startsWith(p);', after: 'const ok = s.endsWith(p);' },
  languages: JS_LANGUAGES,
  nodeTypes: ['call_expression'],
  *mutate(node) {
    const name = methodName(node);
    if (!name || !Object.prototype.hasOwnProperty.call(MIRROR_METHODS, name)) return;
    const prop = node.childForFieldName('function')?.childForFieldName('property');
    if (prop) yield replaceNode(prop, MIRROR_METHODS[name]);
  },
};

export const jsSomeEvery: MutationOperator = {
  id: 'any-all',
  bugType: 'any_all_swap',
  description: 'Call every instead of some, and some instead of every.',
  example: { before: 'const ok = a.some((x) => x > 0);', after: 'const ok = a.every((x) => x > 0);' },
  languages: JS_LANGUAGES,
  nodeTypes: ['call_expression'],
  *mutate(node) {
    const name = methodName(node);
    if (name !== 'some' && name !== 'every') return;
    const prop = node.childForFieldName('function')?.childForFieldName('property');
    if (prop) yield replaceNode(prop, name === 'some' ? 'every' : 'some');
  },
};

/** `const out = []` style updates: a call statement, an augmented assignment or `i++` as a statement. */
function isSideEffectStatement(node: SyntaxNode): boolean {
  if (node.type !== 'expression_statement') return false;
  const e = named(node)[0];
  return (
    !!e &&
    named(node).length === 1 &&
    ['call_expression', 'augmented_assignment_expression', 'update_expression'].includes(e.type)
  );
}

export const jsRemoveStatement: MutationOperator = {
  id: 'remove-statement',
  bugType: 'statement_deletion',
  description:
    'Replace a call statement, an augmented assignment or an increment (`out.push(v);`, `s += x;`, `i++;`) by an empty statement.',
  example: {
    before: 'for (const v of a) {\n  out.push(v);\n}\n',
    after: 'for (const v of a) {\n  ;\n}\n',
  },
  languages: JS_LANGUAGES,
  nodeTypes: ['expression_statement'],
  *mutate(node) {
    if (!isSideEffectStatement(node) || node.parent?.type !== 'statement_block') return;
    yield replaceNode(node, ';');
  },
};

/** Literal return values: replacing them by null is rarely a plausible near-miss. */
const SIMPLE_VALUES = new Set([
  'null',
  'undefined',
  'true',
  'false',
  'number',
  'string',
  'template_string',
  'array',
  'object',
]);

export const jsReturnValue: MutationOperator = {
  id: 'return-value',
  bugType: 'return_value',
  description: 'An early `return expr` (inside an if or a loop) returns null instead.',
  example: {
    before: 'function f(a) {\n  for (const x of a) {\n    if (x) return x;\n  }\n  return 0;\n}\n',
    after: 'function f(a) {\n  for (const x of a) {\n    if (x) return null;\n  }\n  return 0;\n}\n',
  },
  languages: JS_LANGUAGES,
  nodeTypes: ['return_statement'],
  *mutate(node) {
    if (node.type !== 'return_statement') return;
    const value = named(node)[0];
    if (!value || SIMPLE_VALUES.has(value.type)) return;
    // only returns nested in a branch or loop: a function's final return replaced by null is no near-miss
    const p = node.parent;
    if (!p || (p.type === 'statement_block' && p.parent && FUNCTION_TYPES.has(p.parent.type))) return;
    yield replaceNode(value, 'null');
  },
};

/** Where an identifier is read as a value (not declared, assigned, a property name or a callee). */
function isValueUse(node: SyntaxNode): boolean {
  const p = node.parent;
  if (!p) return false;
  const is = (field: string): boolean => p.childForFieldName(field)?.id === node.id;
  switch (p.type) {
    case 'variable_declarator':
      return is('value');
    case 'assignment_expression':
    case 'augmented_assignment_expression':
      return is('right');
    case 'call_expression':
      return !is('function');
    case 'member_expression':
      return is('object');
    case 'formal_parameters':
    case 'required_parameter':
    case 'optional_parameter':
    case 'assignment_pattern':
    case 'rest_pattern':
    case 'array_pattern':
    case 'object_pattern':
    case 'pair_pattern':
    case 'update_expression':
    case 'for_in_statement':
    case 'arrow_function':
    case 'function_declaration':
    case 'function_expression':
    case 'labeled_statement':
    case 'break_statement':
    case 'continue_statement':
    case 'catch_clause':
      return false;
    default:
      return true;
  }
}

/** The parameters of the innermost function around `node` that declares any. */
function enclosingParameters(node: SyntaxNode): string[] {
  for (let p = node.parent; p; p = p.parent) if (FUNCTION_TYPES.has(p.type)) return parameterNames(p);
  return [];
}

export const jsWrongVariable: MutationOperator = {
  id: 'wrong-variable',
  bugType: 'wrong_variable',
  description:
    'Read another parameter of the enclosing function instead of this one (at most two alternatives).',
  example: {
    before: 'function f(a, b) {\n  return a - 1;\n}\n',
    after: 'function f(a, b) {\n  return b - 1;\n}\n',
  },
  languages: JS_LANGUAGES,
  nodeTypes: ['identifier'],
  *mutate(node) {
    if (node.type !== 'identifier' || !isValueUse(node)) return;
    const params = enclosingParameters(node);
    if (!params.includes(node.text)) return;
    for (const other of params.filter((q) => q !== node.text).slice(0, 2)) yield replaceNode(node, other);
  },
};

/** One-argument calls that transform their argument; dropping the call leaves plausible but wrong code. */
const DROPPABLE_CALLS = new Set([
  'Math.abs',
  'Math.round',
  'Math.floor',
  'Math.ceil',
  'Math.trunc',
  'Math.sqrt',
  'Number',
  'String',
  'parseInt',
  'parseFloat',
  'Array.from',
]);

export const jsDropCall: MutationOperator = {
  id: 'drop-call',
  bugType: 'call_removal',
  description:
    'Drop a one-argument call of Math.abs, Math.round, Math.floor, Math.ceil, Math.trunc, Math.sqrt, Number, String, parseInt, parseFloat or Array.from, keeping its argument.',
  example: { before: 'const d = Math.abs(a - b);', after: 'const d = (a - b);' },
  languages: JS_LANGUAGES,
  nodeTypes: ['call_expression'],
  *mutate(node) {
    if (node.type !== 'call_expression' || !DROPPABLE_CALLS.has(calleeText(node))) return;
    const args = plainArguments(node);
    if (!args || args.length !== 1) return;
    const arg = args[0];
    yield replaceNode(node, precedence(arg) >= 20 ? arg.text : `(${arg.text})`);
  },
};

/** `(a, b) => a - b` (or `a.x - b.x`, or a block returning it): the comparator body's subtraction. */
function comparatorSubtraction(fn: SyntaxNode): SyntaxNode | null {
  if (fn.type !== 'arrow_function' && fn.type !== 'function_expression') return null;
  const params = parameterNames(fn);
  if (params.length !== 2) return null;
  let body = fn.childForFieldName('body');
  if (body?.type === 'statement_block') {
    const stmts = named(body);
    body = stmts.length === 1 && stmts[0].type === 'return_statement' ? (named(stmts[0])[0] ?? null) : null;
  }
  if (body?.type !== 'binary_expression' || body.childForFieldName('operator')?.text !== '-') return null;
  return body;
}

export const jsSortOrder: MutationOperator = {
  id: 'sort-order',
  bugType: 'sort_order',
  description:
    'Sort the other way: the comparator `(a, b) => a - b` of sort/toSorted becomes `(a, b) => b - a` (and back); a comparator-less `.sort()` becomes `.sort().reverse()`.',
  example: { before: 'a.sort((x, y) => x - y);', after: 'a.sort((x, y) => y - x);' },
  languages: JS_LANGUAGES,
  nodeTypes: ['call_expression'],
  *mutate(node, source) {
    const name = methodName(node);
    if (name !== 'sort' && name !== 'toSorted') return;
    const args = plainArguments(node);
    if (!args) return;
    if (args.length === 0) {
      const parent = node.parent;
      if (parent?.type === 'member_expression' && parent.childForFieldName('property')?.text === 'reverse')
        return;
      yield { start: node.endIndex, end: node.endIndex, replacement: '.reverse()' };
      return;
    }
    const sub = comparatorSubtraction(args[0]);
    const left = sub?.childForFieldName('left');
    const right = sub?.childForFieldName('right');
    if (!sub || !left || !right || left.text === right.text) return;
    yield {
      start: sub.startIndex,
      end: sub.endIndex,
      replacement: right.text + source.slice(left.endIndex, right.startIndex) + left.text,
    };
  },
};

export const jsSeparatorConstant: MutationOperator = {
  id: 'separator-constant',
  bugType: 'wrong_constant',
  description:
    "The separator string of `join` or `split`: `''` and `' '` trade places (a split never gets `''`), `','` becomes `', '` or `''`, `', '` becomes `','`.",
  example: { before: "const s = parts.join('');", after: "const s = parts.join(' ');" },
  languages: JS_LANGUAGES,
  nodeTypes: ['call_expression'],
  *mutate(node) {
    const name = methodName(node);
    if (name !== 'join' && name !== 'split') return;
    const args = plainArguments(node);
    const sep = args?.[0];
    if (!sep || sep.type !== 'string') return;
    const m = /^(['"])([^'"\\\n]*)\1$/.exec(sep.text);
    if (!m) return;
    for (const alt of separatorAlternatives(m[2])) {
      if (alt !== '' || name === 'join') yield replaceNode(sep, `${m[1]}${alt}${m[1]}`);
    }
  },
};
