/**
 * What kind of edit turns a canonical into a variant, read from the two syntax trees (never from what a model
 * says it did). Both programs become token sequences (tree-sitter leaves, comments left out, a string literal one
 * token); the common leading and trailing tokens are stripped, and what is left on each side (`from`, `to`) is
 * classified. A kind is a single edit of the sort the mutation engine's operators make, and supports the bug types
 * of those operators (EDIT_KIND_BUG_TYPES); a change no kind describes is not a single edit.
 */
import type { Edit, LanguageId } from '../core/types.js';
import { lineOf, lineStartsOf, loadParser, type SyntaxNode, type SyntaxTree } from '../lang/parser.js';

export const EDIT_KINDS = Object.freeze([
  'comparison-boundary',
  'comparison',
  'operator',
  'literal-shift',
  'plus-minus-one',
  'swap',
  'guard-removal',
  'clause-removal',
  'constant',
  'variable',
  'token',
] as const);
export type EditKind = (typeof EDIT_KINDS)[number];

/**
 * The bug types each kind of edit supports: the bug types of the engine's operators that make that kind of edit
 * (docs/mutation.md). `<` to `<=` is both a wrong comparison and an off-by-one at a boundary (the engine's
 * `comparison-operator` and `loop-bound-comparison`); `n` to `n + 1` is an off-by-one, or at a boundary
 * (`range-bound`, `slice-bound`, `len-boundary`).
 */
export const EDIT_KIND_BUG_TYPES: Readonly<Record<EditKind, readonly string[]>> = Object.freeze({
  'comparison-boundary': ['wrong_comparison', 'off_by_one_boundary'],
  comparison: ['wrong_comparison'],
  operator: ['wrong_operator'],
  'literal-shift': ['off_by_one', 'off_by_one_boundary'],
  'plus-minus-one': ['off_by_one', 'off_by_one_boundary'],
  swap: ['swap_arguments'],
  'guard-removal': ['remove_edge_case_check'],
  'clause-removal': ['remove_edge_case_check'],
  constant: ['wrong_constant'],
  variable: ['wrong_variable', 'min_max_swap'],
  token: [],
});

interface Token {
  type: string;
  text: string;
  start: number;
  end: number;
}

const BOUNDARY_PAIRS = new Set(['<|<=', '<=|<', '>|>=', '>=|>']);
const COMPARISONS = new Set(['<', '<=', '>', '>=', '==', '!=', '===', '!==', 'in', 'is']);
const OPERATORS = new Set([
  '+', '-', '*', '/', '//', '%', '**', '&', '|', '^', '<<', '>>', '>>>', 'and', 'or', '&&', '||', '??',
  '+=', '-=', '*=', '/=', '//=', '%=', '**=', '&=', '|=', '^=', '<<=', '>>=',
]); // prettier-ignore
const BOOLEAN = new Set(['and', 'or', '&&', '||']);
const NUMBER_TYPES = new Set(['integer', 'float', 'number']);
const STRING_TYPES = new Set(['string', 'template_string']);

/** The tokens of a tree: leaves, with strings whole and comments out. */
function tokens(tree: SyntaxTree): Token[] {
  const out: Token[] = [];
  const walk = (n: SyntaxNode) => {
    if (n.type === 'comment') return;
    if (n.childCount === 0 || STRING_TYPES.has(n.type)) {
      if (n.endIndex > n.startIndex)
        out.push({ type: n.type, text: n.text, start: n.startIndex, end: n.endIndex });
      return;
    }
    for (const c of n.children) if (c) walk(c);
  };
  walk(tree.rootNode);
  return out;
}

const same = (a: Token, b: Token) => a.type === b.type && a.text === b.text;

export interface EditReading {
  /** the two programs have the same syntax tree (up to whitespace and comments) */
  identical: boolean;
  /** the kinds the change is (empty: not a single edit of a known kind) */
  kinds: EditKind[];
  /** the bug types those kinds support */
  bugTypes: string[];
  /** tokens changed on the canonical's side and the variant's */
  changed: { from: number; to: number };
  /** the canonical's lines the change touches (1-based, first and last) */
  lines: [number, number];
  /** the one text edit (shortest common prefix and suffix of the texts) that turns canonical into variant */
  edit: Edit;
}

/** Read the edit that turns `canonical` into `variant` (both must parse). */
export async function readEdit(
  canonical: string,
  variant: string,
  language: LanguageId,
): Promise<EditReading> {
  const parser = await loadParser(language);
  const ta = parser.parse(canonical);
  const tb = parser.parse(variant);
  try {
    const a = tokens(ta);
    const b = tokens(tb);
    let p = 0;
    while (p < a.length && p < b.length && same(a[p], b[p])) p++;
    let s = 0;
    while (s < a.length - p && s < b.length - p && same(a[a.length - 1 - s], b[b.length - 1 - s])) s++;
    const from = a.slice(p, a.length - s);
    const to = b.slice(p, b.length - s);
    const starts = lineStartsOf(canonical);
    const span = from.length
      ? [from[0].start, from[from.length - 1].end]
      : [a[p - 1]?.end ?? 0, a[p - 1]?.end ?? 0];
    const lines: [number, number] = [lineOf(starts, span[0]), lineOf(starts, Math.max(span[0], span[1] - 1))];
    const identical = from.length === 0 && to.length === 0;
    const kinds = identical ? [] : classify(from, to, ta);
    const bugTypes = [...new Set(kinds.flatMap((k) => EDIT_KIND_BUG_TYPES[k]))];
    return {
      identical,
      kinds,
      bugTypes,
      changed: { from: from.length, to: to.length },
      lines,
      edit: textEdit(canonical, variant),
    };
  } finally {
    ta.delete();
    tb.delete();
  }
}

function classify(from: Token[], to: Token[], canonicalTree: SyntaxTree): EditKind[] {
  const texts = (ts: Token[]) => ts.map((t) => t.text);
  if (from.length === 1 && to.length === 1) {
    const [x, y] = [from[0].text, to[0].text];
    if (COMPARISONS.has(x) && COMPARISONS.has(y))
      return BOUNDARY_PAIRS.has(`${x}|${y}`) ? ['comparison-boundary'] : ['comparison'];
    if (OPERATORS.has(x) && OPERATORS.has(y)) return ['operator'];
    if (NUMBER_TYPES.has(from[0].type) && NUMBER_TYPES.has(to[0].type)) {
      const d = Math.abs(Number(y) - Number(x));
      return d === 1 ? ['literal-shift'] : ['constant'];
    }
    if (from[0].type === 'identifier' && to[0].type === 'identifier') return ['variable'];
    if (STRING_TYPES.has(from[0].type) && STRING_TYPES.has(to[0].type)) return ['constant'];
    return ['token'];
  }
  const plusMinusOne = (ts: string[]) =>
    ts.length === 2 &&
    (((ts[0] === '+' || ts[0] === '-') && ts[1] === '1') || (ts[0] === '1' && ts[1] === '+'));
  if ((from.length === 0 && plusMinusOne(texts(to))) || (to.length === 0 && plusMinusOne(texts(from))))
    return ['plus-minus-one'];
  if (to.length === 0 && from.length > 0) {
    const start = from[0].start;
    const end = from[from.length - 1].end;
    const guard = canonicalTree.rootNode
      .descendantsOfType('if_statement')
      .some(
        (n) =>
          n !== null && n.startIndex === start && n.endIndex === end && !n.childForFieldName('alternative'),
      );
    if (guard) return ['guard-removal'];
    if (BOOLEAN.has(from[0].text) || BOOLEAN.has(from[from.length - 1].text)) return ['clause-removal'];
    return [];
  }
  if (from.length === to.length && from.length >= 2 && isSwap(texts(from), texts(to))) return ['swap'];
  return [];
}

/** `to` is `from` = X M Y with X and Y exchanged (Y M X), X and Y not empty and different. */
function isSwap(from: string[], to: string[]): boolean {
  const n = from.length;
  if (n > 200) return false;
  const key = (ts: string[]) => ts.join('\u0000');
  const want = key(to);
  for (let i = 1; i < n; i++)
    for (let j = i; j < n; j++) {
      const x = from.slice(0, i);
      const m = from.slice(i, j);
      const y = from.slice(j);
      if (key(x) !== key(y) && key([...y, ...m, ...x]) === want) return true;
    }
  return false;
}

/** The one contiguous text edit between two strings (common prefix and suffix removed). */
export function textEdit(a: string, b: string): Edit {
  let p = 0;
  while (p < a.length && p < b.length && a[p] === b[p]) p++;
  let s = 0;
  while (s < a.length - p && s < b.length - p && a[a.length - 1 - s] === b[b.length - 1 - s]) s++;
  return {
    start: p,
    end: a.length - s,
    original: a.slice(p, a.length - s),
    replacement: b.slice(p, b.length - s),
    line: lineOf(lineStartsOf(a), p),
  };
}
