import type { SyntaxNode } from '../../lang/parser.js';
import type { EditProposal, MutationOperator } from '../operator.js';
import { named, replaceNode, separatorAlternatives } from './helpers.js';

/**
 * wrong_constant: a string, separator or number constant is a near miss of the right one. These are the bugs a
 * one-line function can have (`' '.join(words)` for `''.join(words)`, `% 10` for `% 100`), where the six core
 * types often find nothing to edit. Generation 2: their candidates are numbered after the first operators'.
 */

/** A plain one-line string literal: no f-prefix, no escapes or interpolations, not triple-quoted. */
interface SimpleString {
  node: SyntaxNode;
  prefix: string;
  quote: string;
  content: string;
}

function simpleString(node: SyntaxNode): SimpleString | null {
  if (node.type !== 'string') return null;
  // escape sequences sit inside the string's content node in tree-sitter-python, not directly under the string
  if (node.descendantsOfType(['interpolation', 'escape_sequence']).some((c) => c !== null)) return null;
  const m = /^([A-Za-z]*)(['"])([^\n]*)\2$/.exec(node.text);
  if (!m || /f/i.test(m[1]) || node.text.startsWith(`${m[1]}${m[2].repeat(3)}`)) return null;
  if (m[3].includes(m[2]) || m[3].endsWith('\\')) return null;
  return { node, prefix: m[1], quote: m[2], content: m[3] };
}

function withContent(s: SimpleString, content: string): EditProposal {
  return replaceNode(s.node, `${s.prefix}${s.quote}${content}${s.quote}`);
}

/** Where a string literal sits: a separator of join/split, a statement of its own (a docstring), or any value. */
function stringRole(node: SyntaxNode): 'separator' | 'statement' | 'value' {
  const p = node.parent;
  if (!p) return 'value';
  if (p.type === 'expression_statement') return 'statement';
  if (p.type === 'attribute' && p.childForFieldName('object')?.id === node.id) {
    const method = p.childForFieldName('attribute')?.text;
    if (method === 'join' && p.parent?.type === 'call') return 'separator';
  }
  if (p.type === 'argument_list' && named(p)[0]?.id === node.id && p.parent?.type === 'call') {
    const fn = p.parent.childForFieldName('function');
    const method = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : undefined;
    if (method && SPLITTERS.has(method)) return 'separator';
  }
  return 'value';
}

const SPLITTERS = new Set(['split', 'rsplit', 'partition', 'rpartition']);

/** The plain strings among a node's children that play `role` (the engine never visits inside a string). */
function childStrings(node: SyntaxNode, role: 'separator' | 'value'): SimpleString[] {
  const out: SimpleString[] = [];
  for (const c of node.children) {
    const s = c && simpleString(c);
    if (s && stringRole(c) === role) out.push(s);
  }
  return out;
}

/** True for the separator of a split-like call (an empty separator only raises there). */
function splits(s: SimpleString): boolean {
  return s.node.parent?.type === 'argument_list';
}

export const separatorConstant: MutationOperator = {
  id: 'separator-constant',
  bugType: 'wrong_constant',
  description:
    "The separator of `sep.join(...)` or of `split`/`rsplit`/`partition`: `''` and `' '` trade places (a split never gets `''`), `','` becomes `', '` or `''`, `', '` becomes `','`.",
  example: { before: "s = ''.join(parts)", after: "s = ' '.join(parts)" },
  languages: ['python'],
  generation: 2,
  *mutate(node) {
    for (const s of childStrings(node, 'separator')) {
      for (const alt of separatorAlternatives(s.content)) {
        if (alt !== '' || !splits(s)) yield withContent(s, alt);
      }
    }
  },
};

function swapCase(ch: string): string {
  const up = ch.toUpperCase();
  return up === ch ? ch.toLowerCase() : up;
}

/** Near-miss strings: '' becomes ' '; a one-letter string changes case; a longer one loses its last character. */
function stringAlternatives(content: string): string[] {
  if (content === '') return [' '];
  const chars = [...content];
  if (chars.length === 1) return swapCase(content) !== content ? [swapCase(content)] : [''];
  return [chars.slice(0, -1).join('')];
}

export const stringConstant: MutationOperator = {
  id: 'string-constant',
  bugType: 'wrong_constant',
  description:
    "A string constant (not a docstring, separator or f-string): `''` becomes `' '`, one letter changes case, a longer string loses its last character.",
  example: { before: "vowels = 'aeiou'", after: "vowels = 'aeio'" },
  languages: ['python'],
  generation: 2,
  *mutate(node) {
    for (const s of childStrings(node, 'value')) {
      for (const alt of stringAlternatives(s.content)) yield withContent(s, alt);
    }
  },
};

/** `d` moved one decimal place: a digit string with an optional point, e.g. "2.5" x10 = "25.0". */
function shiftDecimal(text: string, up: boolean): string | null {
  const m = /^([0-9]+)\.([0-9]*)$/.exec(text);
  if (!m) return null;
  const digits = m[1] + m[2];
  const point = m[1].length + (up ? 1 : -1);
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  const intPart = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const frac = padded.slice(at) || '0';
  return `${intPart}.${frac}`;
}

export const numberConstant: MutationOperator = {
  id: 'number-constant',
  bugType: 'wrong_constant',
  description:
    'A number constant has a zero too many or too few: an integer n >= 2 becomes 10n (and n / 10 when it ends in 0); a decimal float moves its point one place.',
  example: { before: 'd = n % 10', after: 'd = n % 100' },
  languages: ['python'],
  nodeTypes: ['integer', 'float'],
  generation: 2,
  *mutate(node) {
    if (node.type === 'integer') {
      if (!/^[1-9][0-9]*$/.test(node.text) || node.text.length > 15) return;
      const n = Number(node.text);
      if (n < 2) return;
      yield replaceNode(node, `${node.text}0`);
      if (n % 10 === 0) yield replaceNode(node, node.text.slice(0, -1));
    } else if (node.type === 'float') {
      for (const up of [true, false]) {
        const t = shiftDecimal(node.text, up);
        if (t !== null && Number(t) !== 0) yield replaceNode(node, t);
      }
    }
  },
};

/** Expressions whose value is a bool: comparisons, `not`, `and`/`or` and the usual predicate calls. */
const PREDICATE_CALLS = new Set(['any', 'all', 'isinstance', 'callable', 'bool']);

function isBooleanExpression(node: SyntaxNode): boolean {
  if (['comparison_operator', 'not_operator', 'boolean_operator'].includes(node.type)) return true;
  if (node.type === 'parenthesized_expression') {
    const inner = named(node)[0];
    return !!inner && isBooleanExpression(inner);
  }
  if (node.type !== 'call') return false;
  const fn = node.childForFieldName('function');
  if (fn?.type === 'identifier') return PREDICATE_CALLS.has(fn.text);
  const method = fn?.type === 'attribute' ? fn.childForFieldName('attribute')?.text : undefined;
  return !!method && (/^is[a-z]+$/.test(method) || method === 'startswith' || method === 'endswith');
}

export const returnConstant: MutationOperator = {
  id: 'return-constant',
  bugType: 'return_value',
  description:
    'A function that returns a condition returns a constant instead: `return a < b` becomes `return True` or `return False`.',
  example: {
    before: 'def f(s):\n    return s.isdigit()\n',
    after: 'def f(s):\n    return True\n',
  },
  languages: ['python'],
  nodeTypes: ['return_statement'],
  generation: 2,
  *mutate(node) {
    if (node.type !== 'return_statement') return;
    const value = named(node)[0];
    if (!value || !isBooleanExpression(value)) return;
    yield replaceNode(value, 'True');
    yield replaceNode(value, 'False');
  },
};
