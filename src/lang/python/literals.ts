import { named } from '../parser.js';
import type { SyntaxNode } from '../parser.js';
import { loadParser } from '../parser.js';
import type { Argument, Value } from '../values.js';

/**
 * Python literals <-> language-neutral values. `renderPython` writes what Python's `repr` writes for the same
 * value (strings, floats, containers), so a rendered test reads like one a person wrote, and
 * `ast.literal_eval(renderPython(v))` gives `v` back (test/lang/python-literals.test.ts checks both against the
 * real interpreter).
 */

/** The value of a literal expression node, or null when it is not a literal execret reads (names, calls, bytes). */
export function literalValue(node: SyntaxNode): Value | null {
  switch (node.type) {
    case 'integer':
      return intLiteral(node.text);
    case 'float': {
      if (/[jJ]$/.test(node.text)) return null;
      const v = Number(node.text.replace(/_/g, ''));
      return Number.isNaN(v) ? null : { kind: 'float', value: v };
    }
    case 'string': {
      const s = stringLiteral(node.text);
      return s === null ? null : { kind: 'str', value: s };
    }
    case 'concatenated_string': {
      const parts = named(node).map((c) => stringLiteral(c.text));
      return parts.every((p): p is string => p !== null) ? { kind: 'str', value: parts.join('') } : null;
    }
    case 'true':
    case 'false':
      return { kind: 'bool', value: node.type === 'true' };
    case 'none':
      return { kind: 'none' };
    case 'unary_operator':
      return signed(node);
    case 'parenthesized_expression': {
      const inner = named(node);
      return inner.length === 1 ? literalValue(inner[0]) : null;
    }
    case 'list':
    case 'tuple':
    case 'set':
      return sequence(node.type, named(node));
    case 'dictionary':
      return dictionary(named(node));
    default:
      return null;
  }
}

function intLiteral(text: string): Value | null {
  if (/[jJ]$/.test(text)) return null;
  const t = text.replace(/_/g, '');
  try {
    // BigInt reads 0x/0o/0b prefixes; Python allows leading zeros only in "0", "00", ...
    return { kind: 'int', value: BigInt(/^0+$/.test(t) ? '0' : t) };
  } catch {
    return null;
  }
}

function signed(node: SyntaxNode): Value | null {
  const op = node.childForFieldName('operator')?.type;
  const arg = node.childForFieldName('argument');
  const v = arg ? literalValue(arg) : null;
  if (!v || (op !== '-' && op !== '+')) return null;
  if (v.kind === 'int') return op === '-' ? { kind: 'int', value: -v.value } : v;
  if (v.kind === 'float') return op === '-' ? { kind: 'float', value: -v.value } : v;
  return null;
}

function sequence(kind: 'list' | 'tuple' | 'set', children: SyntaxNode[]): Value | null {
  const items: Value[] = [];
  for (const c of children) {
    const v = literalValue(c);
    if (!v) return null;
    items.push(v);
  }
  return { kind, items };
}

function dictionary(children: SyntaxNode[]): Value | null {
  const entries: [Value, Value][] = [];
  for (const pair of children) {
    if (pair.type !== 'pair') return null;
    const k = pair.childForFieldName('key');
    const v = pair.childForFieldName('value');
    const kv = k && literalValue(k);
    const vv = v && literalValue(v);
    if (!kv || !vv) return null;
    entries.push([kv, vv]);
  }
  return { kind: 'dict', entries };
}

/** The value of one Python string literal (any quotes, r/u prefixes); null for bytes and f-strings. */
export function stringLiteral(text: string): string | null {
  const m = /^([A-Za-z]*)('''|"""|'|")([\s\S]*)\2$/.exec(text);
  if (!m) return null;
  const prefix = m[1].toLowerCase();
  if (/[bf]/.test(prefix) || /[^ru]/.test(prefix)) return null;
  return prefix.includes('r') ? m[3] : decodeEscapes(m[3]);
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  '\n': '',
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/** Python's escape sequences in a non-raw str literal (an unknown escape keeps its backslash, as Python does). */
function decodeEscapes(s: string): string | null {
  let bad = false;
  const out = s.replace(
    /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|N\{[^}]*\}|[\s\S])/g,
    (all, e: string) => {
      if (/^[xuU]/.test(e) && e.length > 1) {
        const cp = parseInt(e.slice(1), 16);
        if (cp > 0x10ffff) bad = true;
        return bad ? '' : String.fromCodePoint(cp);
      }
      if (/^[0-7]+$/.test(e)) return String.fromCodePoint(parseInt(e, 8));
      if (e.startsWith('N{')) {
        bad = true; // named characters need Unicode's name table: not read here
        return '';
      }
      return Object.prototype.hasOwnProperty.call(SIMPLE_ESCAPES, e) ? SIMPLE_ESCAPES[e] : all;
    },
  );
  return bad ? null : out;
}

/** Parse a Python expression that should be a literal; null when it is not one (or does not parse). */
export async function parsePythonLiteral(text: string): Promise<Value | null> {
  const parser = await loadParser('python');
  const tree = parser.parse(text);
  try {
    const stmts = named(tree.rootNode);
    if (tree.rootNode.hasError || stmts.length !== 1 || stmts[0].type !== 'expression_statement') return null;
    const exprs = named(stmts[0]);
    return exprs.length === 1 ? literalValue(exprs[0]) : null;
  } finally {
    tree.delete();
  }
}

/** The arguments of a call node when every one is a literal (keyword arguments included), else null. */
export function literalArguments(call: SyntaxNode): Argument[] | null {
  const list = call.childForFieldName('arguments');
  if (!list || list.type !== 'argument_list') return null;
  const out: Argument[] = [];
  for (const a of named(list)) {
    if (a.type === 'keyword_argument') {
      const name = a.childForFieldName('name')?.text;
      const v = a.childForFieldName('value');
      const value = v && literalValue(v);
      if (!name || !value) return null;
      out.push({ name, value });
    } else {
      const value = literalValue(a);
      if (!value) return null;
      out.push({ value });
    }
  }
  return out;
}

// ---------------------------------------------------------------- rendering

/** Python source for a value, as `repr` writes it. */
export function renderPython(v: Value): string {
  switch (v.kind) {
    case 'none':
      return 'None';
    case 'bool':
      return v.value ? 'True' : 'False';
    case 'int':
      return v.value.toString();
    case 'float':
      return pythonFloatRepr(v.value);
    case 'str':
      return pythonStrRepr(v.value);
    case 'list':
      return `[${v.items.map(renderPython).join(', ')}]`;
    case 'tuple':
      return v.items.length === 1
        ? `(${renderPython(v.items[0])},)`
        : `(${v.items.map(renderPython).join(', ')})`;
    case 'set':
      return v.items.length === 0 ? 'set()' : `{${v.items.map(renderPython).join(', ')}}`;
    case 'dict':
      return `{${v.entries.map(([k, x]) => `${renderPython(k)}: ${renderPython(x)}`).join(', ')}}`;
  }
}

/** Call arguments as Python source: `1, 'a', key=[2]`. */
export function renderPythonArguments(args: readonly Argument[]): string {
  return args.map((a) => (a.name ? `${a.name}=${renderPython(a.value)}` : renderPython(a.value))).join(', ');
}

/**
 * `repr(float)`: the shortest digits that read back to the same double (JavaScript's own choice of digits is the
 * same), in positional notation when the decimal exponent is in [-4, 16), else `d.ddde+XX`. Non-finite values
 * have no literal: `float('inf')` and `float('nan')` are written as the calls they need.
 */
export function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return "float('nan')";
  if (!Number.isFinite(x)) return x > 0 ? "float('inf')" : "-float('inf')";
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mant, expText] = Math.abs(x).toExponential().split('e');
  const exp = Number(expText);
  const digits = mant.replace('.', '');
  const sign = x < 0 ? '-' : '';
  if (exp < -4 || exp >= 16) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${String(Math.abs(exp)).padStart(2, '0')}`;
  }
  if (exp < 0) return `${sign}0.${'0'.repeat(-exp - 1)}${digits}`;
  const intPart = digits.slice(0, exp + 1).padEnd(exp + 1, '0');
  const frac = digits.slice(exp + 1);
  return `${sign}${intPart}.${frac || '0'}`;
}

/** Characters `str.isprintable()` rejects: Unicode categories Other and Separator, except the space. */
const NON_PRINTABLE = /[\p{C}\p{Z}]/u;

/** `repr(str)`: single quotes unless the text holds a single quote and no double quote; escapes as CPython. */
export function pythonStrRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (cp < 0x20 || cp === 0x7f) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp < 0x7f || (ch !== ' ' && !NON_PRINTABLE.test(ch)) || ch === ' ') out += ch;
    else if (cp <= 0xff) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return out + quote;
}
