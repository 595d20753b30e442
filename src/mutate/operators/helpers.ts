import type { SyntaxNode } from '../../lang/parser.js';
import type { EditProposal } from '../operator.js';

/** Node helpers shared by the Python operators. */

export function replaceNode(node: SyntaxNode, replacement: string): EditProposal {
  return { start: node.startIndex, end: node.endIndex, replacement };
}

/** Named children, without extras (comments, line continuations). */
export function named(node: SyntaxNode): SyntaxNode[] {
  return node.namedChildren.filter((c): c is SyntaxNode => c !== null && !c.isExtra && c.type !== 'comment');
}

/** Anonymous (token) children, e.g. the operators of a comparison chain. */
export function tokens(node: SyntaxNode): SyntaxNode[] {
  return node.children.filter((c): c is SyntaxNode => c !== null && !c.isNamed);
}

/** The operator token of a binary, boolean or augmented-assignment node. */
export function operatorOf(node: SyntaxNode): SyntaxNode | null {
  return node.childForFieldName('operator');
}

/** A plain decimal integer literal's value, or null (hex, octal, underscores and floats are left alone). */
export function decimalInt(node: SyntaxNode | null): number | null {
  if (!node || node.type !== 'integer' || !/^(0|[1-9][0-9]*)$/.test(node.text)) return null;
  const v = Number(node.text);
  return Number.isSafeInteger(v) ? v : null;
}

/** `X + 1` or `X - 1` (the 1 a literal): returns X, else null. */
export function plusMinusOne(node: SyntaxNode | null): { base: SyntaxNode; op: '+' | '-' } | null {
  if (!node || node.type !== 'binary_operator') return null;
  const op = operatorOf(node)?.type;
  if (op !== '+' && op !== '-') return null;
  const left = node.childForFieldName('left');
  if (!left || decimalInt(node.childForFieldName('right')) !== 1) return null;
  return { base: left, op };
}

/** The function name of a call when it is a plain identifier (`len(x)` -> "len"). */
export function callName(node: SyntaxNode | null): string | null {
  if (!node || node.type !== 'call') return null;
  const fn = node.childForFieldName('function');
  return fn?.type === 'identifier' ? fn.text : null;
}

/** A call of a method, `receiver.name(...)`: the name node and the receiver node, or null. */
export function methodOf(call: SyntaxNode | null): { name: SyntaxNode; receiver: SyntaxNode } | null {
  if (!call || call.type !== 'call') return null;
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'attribute') return null;
  const name = fn.childForFieldName('attribute');
  const receiver = fn.childForFieldName('object');
  return name && receiver ? { name, receiver } : null;
}

/** `table[key]` when the table itself has the key (never an inherited `constructor` or `toString`). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;
}

/** The edit of a method call whose name the table maps to another (`s.lower()` -> `s.upper()`), if any. */
export function* renameMethod(
  call: SyntaxNode,
  table: Readonly<Record<string, string>>,
): Iterable<EditProposal> {
  const name = methodOf(call)?.name;
  const to = name && own(table, name.text);
  if (name && to) yield replaceNode(name, to);
}

/** The positional arguments of a call, or null when it has keyword, splat or generator arguments. */
export function plainArguments(call: SyntaxNode): SyntaxNode[] | null {
  const args = call.childForFieldName('arguments');
  if (!args || args.type !== 'argument_list') return null;
  const list = named(args);
  if (list.some((a) => a.type === 'keyword_argument' || a.type.endsWith('splat'))) return null;
  return list;
}

/** Python precedence levels (higher binds tighter); used to add parentheses only where a move needs them. */
const BINARY_PREC: Record<string, number> = {
  '|': 6,
  '^': 7,
  '&': 8,
  '<<': 9,
  '>>': 9,
  '+': 10,
  '-': 10,
  '*': 11,
  '/': 11,
  '//': 11,
  '%': 11,
  '@': 11,
  '**': 13,
};

export function binaryPrecedence(op: string): number {
  return BINARY_PREC[op] ?? 0;
}

export function precedence(node: SyntaxNode): number {
  switch (node.type) {
    case 'lambda':
      return 0;
    case 'conditional_expression':
      return 1;
    case 'boolean_operator':
      return operatorOf(node)?.type === 'or' ? 2 : 3;
    case 'not_operator':
      return 4;
    case 'comparison_operator':
      return 5;
    case 'binary_operator':
      return binaryPrecedence(operatorOf(node)?.type ?? '');
    case 'unary_operator':
      return 12;
    case 'await':
      return 14;
    case 'named_expression':
    case 'expression_list':
    case 'yield':
      return -1;
    default:
      return 15; // atoms, calls, subscripts, attributes, parenthesised forms
  }
}

/** Text of `node` to stand as the left (or right) operand of binary operator `op`, parenthesised if needed. */
export function asOperand(node: SyntaxNode, op: string, side: 'left' | 'right'): string {
  const p = precedence(node);
  const q = binaryPrecedence(op);
  const rightAssoc = op === '**';
  const ok = p > q || (p === q && (side === 'left' ? !rightAssoc : rightAssoc));
  return ok ? node.text : `(${node.text})`;
}

/** `X + 1` / `X - 1` as text, with X parenthesised where needed. */
export function shifted(node: SyntaxNode, delta: 1 | -1): string {
  const n = decimalInt(node);
  if (n !== null && n + delta >= 0) return String(n + delta);
  return `${asOperand(node, '+', 'left')} ${delta > 0 ? '+' : '-'} 1`;
}

/** True when `node` lies inside the `field` child of the nearest ancestor of type `type`. */
export function insideField(node: SyntaxNode, types: readonly string[], field: string): boolean {
  let child = node;
  for (let p = node.parent; p; child = p, p = p.parent) {
    if (types.includes(p.type)) {
      const f = p.childForFieldName(field);
      return !!f && f.startIndex <= child.startIndex && child.endIndex <= f.endIndex;
    }
    if (p.type === 'block' || p.type === 'function_definition' || p.type === 'lambda') return false;
  }
  return false;
}

export const LITERAL_TYPES = new Set([
  'string',
  'concatenated_string',
  'list',
  'tuple',
  'dictionary',
  'set',
  'list_comprehension',
  'dictionary_comprehension',
  'set_comprehension',
]);

/**
 * Near-miss separators of a join or split (Python and JavaScript alike): '' and ' ' trade places, ',' gains a
 * space, ', ' loses it, any other loses its last character.
 */
export function separatorAlternatives(sep: string): string[] {
  if (sep === '') return [' '];
  if (sep.trim() === '') return sep.length > 1 ? [' ', ''] : [''];
  if (sep.length === 1) return [`${sep} `, ''];
  if (sep.endsWith(' ')) return [sep.trimEnd()];
  return [sep.slice(0, -1)];
}
