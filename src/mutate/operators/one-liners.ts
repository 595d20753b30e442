import type { SyntaxNode } from '../../lang/parser.js';
import type { MutationOperator } from '../operator.js';
import { methodOf, named, own, renameMethod, replaceNode } from './helpers.js';

/**
 * Generation 4, fallback: near misses of the two- and three-line functions that public datasets are full of
 * (MBPP's `return bin(n).replace("0b", "")`, `return tuple(res)`, `return re.findall(r"\d{4}", s)`), where the
 * other operators leave a task short of its distractors. Like every fallback operator they are screened only for a
 * task whose pool is not full without them, so they change no pool that already was.
 */

/** String methods that return a transformed copy of their receiver; dropping one keeps the receiver. */
const TRANSFORMS = new Set([
  'replace',
  'strip',
  'lstrip',
  'rstrip',
  'lower',
  'upper',
  'swapcase',
  'capitalize',
  'title',
  'casefold',
  'zfill',
  'ljust',
  'rjust',
  'center',
]);

export const dropTransform: MutationOperator = {
  id: 'drop-transform',
  bugType: 'call_removal',
  description:
    'A string transform is forgotten: `s.replace(a, b)`, `s.strip()`, `s.lower()`, `s.upper()`, `s.swapcase()`, `s.title()`, `s.zfill(n)` ... becomes `s`.',
  example: { before: 'return bin(n).replace("0b", "")', after: 'return bin(n)' },
  languages: ['python'],
  nodeTypes: ['call'],
  generation: 4,
  fallback: true,
  *mutate(node) {
    const m = methodOf(node);
    // `str.upper(s)` names the type, not a receiver: nothing to keep
    if (m && TRANSFORMS.has(m.name.text) && !/^(str|bytes)$/.test(m.receiver.text))
      yield replaceNode(node, m.receiver.text);
  },
};

const CONTAINERS: Record<string, string> = { tuple: 'list', list: 'tuple', set: 'list', frozenset: 'set' };

export const containerSwap: MutationOperator = {
  id: 'container-swap',
  bugType: 'method_swap',
  description:
    'The wrong container is built: `tuple(...)` becomes `list(...)` and back, `set(...)` becomes `list(...)`, `frozenset(...)` becomes `set(...)`.',
  example: { before: 'return tuple(res)', after: 'return list(res)' },
  languages: ['python'],
  nodeTypes: ['call'],
  generation: 4,
  fallback: true,
  *mutate(node) {
    if (node.type !== 'call') return;
    const fn = node.childForFieldName('function');
    const args = node.childForFieldName('arguments');
    if (fn?.type !== 'identifier' || !args || !own(CONTAINERS, fn.text)) return;
    if (
      args.type === 'argument_list' &&
      (named(args).length !== 1 || named(args)[0].type === 'keyword_argument')
    )
      return;
    yield replaceNode(fn, CONTAINERS[fn.text]);
  },
};

const RE_FUNCTIONS = new Set([
  'search',
  'match',
  'fullmatch',
  'findall',
  'finditer',
  'sub',
  'subn',
  'split',
  'compile',
]);

/** The pattern string of `re.f(pattern, ...)`: a plain one-line literal, raw or not, without interpolation. */
function patternOf(
  node: SyntaxNode,
): { node: SyntaxNode; fn: string; open: string; body: string; close: string } | null {
  if (node.type !== 'call') return null;
  const fn = node.childForFieldName('function');
  if (fn?.type !== 'attribute' || fn.childForFieldName('object')?.text !== 're') return null;
  const name = fn.childForFieldName('attribute')?.text ?? '';
  if (!RE_FUNCTIONS.has(name)) return null;
  const first = named(node.childForFieldName('arguments') ?? node)[0];
  if (first?.type !== 'string' || first.namedChildren.some((c) => c?.type === 'interpolation')) return null;
  const m = /^([rRbB]*)(['"])([^\n]*)\2$/.exec(first.text);
  if (!m || first.text.startsWith(`${m[1]}${m[2].repeat(3)}`)) return null;
  return { node: first, fn: name, open: m[1] + m[2], body: m[3], close: m[2] };
}

/**
 * Single edits of a regular expression, at most one of each kind, at its first place outside escapes and character
 * classes: a `+` quantifier becomes `*` (and `*` becomes `+`), a `{m,n}` or `{n}` bound grows by one, a `\d`
 * becomes `\w`, an anchor `^` or `$` is dropped (`anchors: false` for re.match and re.fullmatch, where dropping one
 * changes nothing). A quantifier right after another is left alone (`{2}*` is an error in Python before 3.11).
 */
export function regexAlternatives(body: string, anchors = true): string[] {
  const out: string[] = [];
  const at = (re: RegExp) => {
    for (let i = 0; i < body.length; i++) {
      if (body[i] === '\\') i++;
      else if (body[i] === '[') i = classEnd(body, i);
      else if (re.test(body.slice(i))) return i;
    }
    return -1;
  };
  const quantifier = (i: number) => i > 0 && !'*+?}'.includes(body[i - 1]);
  const plus = at(/^\+/);
  if (quantifier(plus)) out.push(`${body.slice(0, plus)}*${body.slice(plus + 1)}`);
  const star = at(/^\*/);
  if (quantifier(star)) out.push(`${body.slice(0, star)}+${body.slice(star + 1)}`);
  const bound = at(/^\{\d+(,\d+)?\}/);
  if (bound >= 0) {
    const m = /^\{(\d+)(?:,(\d+))?\}/.exec(body.slice(bound))!;
    const grown = m[2] === undefined ? `{${Number(m[1]) + 1}}` : `{${m[1]},${Number(m[2]) + 1}}`;
    out.push(body.slice(0, bound) + grown + body.slice(bound + m[0].length));
  }
  const digit = body.indexOf('\\d');
  if (digit >= 0 && (digit === 0 || body[digit - 1] !== '\\'))
    out.push(`${body.slice(0, digit)}\\w${body.slice(digit + 2)}`);
  if (anchors && body.startsWith('^')) out.push(body.slice(1));
  if (anchors && body.endsWith('$') && !body.endsWith('\\$')) out.push(body.slice(0, -1));
  return out.filter((b) => b !== body && b !== '');
}

/** The index of the `]` that closes the character class opening at `open` (escapes respected), or the end. */
function classEnd(body: string, open: number): number {
  let i = open + 1;
  if (body[i] === '^') i++;
  if (body[i] === ']') i++;
  for (; i < body.length; i++) {
    if (body[i] === '\\') i++;
    else if (body[i] === ']') return i;
  }
  return body.length;
}

export const regexEdit: MutationOperator = {
  id: 'regex-edit',
  bugType: 'wrong_constant',
  description:
    'The pattern of a `re` call is one edit off: `+` becomes `*` (or `*` becomes `+`), a `{m,n}` bound grows by one, `\\d` becomes `\\w`, or an anchor `^`/`$` is dropped.',
  example: { before: 're.findall(r"\\d+", s)', after: 're.findall(r"\\d*", s)' },
  languages: ['python'],
  nodeTypes: ['call'],
  generation: 4,
  fallback: true,
  *mutate(node) {
    const p = patternOf(node);
    if (!p) return;
    for (const alt of regexAlternatives(p.body, !/^(match|fullmatch)$/.test(p.fn)))
      yield replaceNode(p.node, `${p.open}${alt}${p.close}`);
  },
};

/** Methods one name away from another that does a related thing (the mirror pairs are method-swap's). */
const RELATED_METHODS: Record<string, string> = {
  keys: 'values',
  values: 'keys',
  intersection: 'union',
  union: 'intersection',
  difference: 'symmetric_difference',
  symmetric_difference: 'difference',
  issubset: 'issuperset',
  issuperset: 'issubset',
  count: 'index',
  nlargest: 'nsmallest',
  nsmallest: 'nlargest',
  strip: 'rstrip',
  partition: 'rpartition',
  rpartition: 'partition',
  removeprefix: 'removesuffix',
  removesuffix: 'removeprefix',
  isalnum: 'isalpha',
  bisect_left: 'bisect_right',
  bisect_right: 'bisect_left',
};

export const relatedMethod: MutationOperator = {
  id: 'related-method',
  bugType: 'method_swap',
  description:
    'Call a related method: keys/values, intersection/union, difference/symmetric_difference, issubset/issuperset, count to index, nlargest/nsmallest, bisect_left/bisect_right, strip to rstrip, partition/rpartition, removeprefix/removesuffix, isalnum to isalpha.',
  example: { before: 't = sum(d.values())', after: 't = sum(d.keys())' },
  languages: ['python'],
  nodeTypes: ['call'],
  generation: 4,
  fallback: true,
  *mutate(node) {
    yield* renameMethod(node, RELATED_METHODS);
  },
};

/** Builtins passed as a function (to map, or as a key) and the related one a slip would pass instead. */
const RELATED_FUNCTIONS: Record<string, string> = {
  int: 'float',
  float: 'int',
  list: 'tuple',
  tuple: 'list',
  set: 'list',
  sum: 'len',
  len: 'sum',
  max: 'min',
  min: 'max',
};

/** True for the function argument of `map(f, ...)` or the value of a `key=f` keyword. */
function isPassedFunction(node: SyntaxNode): boolean {
  const p = node.parent;
  if (p?.type === 'keyword_argument') return p.childForFieldName('name')?.text === 'key';
  if (p?.type !== 'argument_list' || named(p)[0]?.id !== node.id) return false;
  const fn = p.parent?.childForFieldName('function');
  return fn?.type === 'identifier' && fn.text === 'map';
}

export const passedFunction: MutationOperator = {
  id: 'passed-function',
  bugType: 'method_swap',
  description:
    'A builtin passed as a function, to `map` or as `key=`, is a related one: int/float, list/tuple, set to list, sum/len, max/min.',
  example: { before: 'best = max(rows, key=sum)', after: 'best = max(rows, key=len)' },
  languages: ['python'],
  nodeTypes: ['identifier'],
  generation: 4,
  fallback: true,
  *mutate(node) {
    const to = node.type === 'identifier' ? own(RELATED_FUNCTIONS, node.text) : undefined;
    if (to && isPassedFunction(node)) yield replaceNode(node, to);
  },
};
