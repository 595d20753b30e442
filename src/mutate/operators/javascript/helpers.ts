export { named } from '../../../lang/parser.js';
import { named } from '../../../lang/parser.js';
import type { SyntaxNode } from '../../../lang/parser.js';

/** Node helpers shared by the JavaScript (and TypeScript) operators: tree-sitter-javascript's node types. */

/** The languages every JavaScript operator works on: tree-sitter-typescript extends the JavaScript grammar. */
export const JS_LANGUAGES = Object.freeze(['javascript', 'typescript'] as const);

/** The operator token of a binary, unary, update or augmented-assignment expression, as text. */
export function operatorText(node: SyntaxNode): string {
  return node.childForFieldName('operator')?.text ?? '';
}

/** A plain decimal integer literal's value, or null (hex, octal, separators, exponents and fractions are left alone). */
export function decimalInt(node: SyntaxNode | null): number | null {
  if (!node || node.type !== 'number' || !/^(0|[1-9][0-9]*)$/.test(node.text)) return null;
  const v = Number(node.text);
  return Number.isSafeInteger(v) ? v : null;
}

/** `X + 1` or `X - 1` (the 1 a literal): X and the operator, else null. */
export function plusMinusOne(node: SyntaxNode | null): { base: SyntaxNode; op: '+' | '-' } | null {
  if (!node || node.type !== 'binary_expression') return null;
  const op = operatorText(node);
  if (op !== '+' && op !== '-') return null;
  const left = node.childForFieldName('left');
  if (!left || decimalInt(node.childForFieldName('right')) !== 1) return null;
  return { base: left, op };
}

/** `obj.name(...)`: the method name, else null. */
export function methodName(call: SyntaxNode | null): string | null {
  if (!call || call.type !== 'call_expression') return null;
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'member_expression') return null;
  return fn.childForFieldName('property')?.text ?? null;
}

/** `Math.min(...)` -> "Math.min"; `f(...)` -> "f"; otherwise the callee's text. */
export function calleeText(call: SyntaxNode): string {
  return call.childForFieldName('function')?.text ?? '';
}

/** The arguments of a call, or null when one is a spread (`f(...xs)`) or the call is a tagged template. */
export function plainArguments(call: SyntaxNode): SyntaxNode[] | null {
  const args = call.childForFieldName('arguments');
  if (!args || args.type !== 'arguments') return null;
  const list = named(args);
  return list.some((a) => a.type === 'spread_element') ? null : list;
}

/** JavaScript precedence of binary operators (higher binds tighter; MDN's table). */
const BINARY_PREC: Record<string, number> = {
  '??': 4,
  '||': 4,
  '&&': 5,
  '|': 6,
  '^': 7,
  '&': 8,
  '==': 9,
  '!=': 9,
  '===': 9,
  '!==': 9,
  '<': 10,
  '<=': 10,
  '>': 10,
  '>=': 10,
  instanceof: 10,
  in: 10,
  '<<': 11,
  '>>': 11,
  '>>>': 11,
  '+': 12,
  '-': 12,
  '*': 13,
  '/': 13,
  '%': 13,
  '**': 14,
};

export function binaryPrecedence(op: string): number {
  return BINARY_PREC[op] ?? 0;
}

export function precedence(node: SyntaxNode): number {
  switch (node.type) {
    case 'sequence_expression':
      return 1;
    case 'assignment_expression':
    case 'augmented_assignment_expression':
    case 'arrow_function':
    case 'yield_expression':
      return 2;
    case 'ternary_expression':
      return 3;
    case 'binary_expression':
      return binaryPrecedence(operatorText(node));
    case 'unary_expression':
    case 'await_expression':
      return 15;
    case 'update_expression':
      return 16;
    case 'as_expression':
    case 'satisfies_expression':
      return 10;
    default:
      return 20; // atoms, calls, members, subscripts, parenthesised forms
  }
}

/** Text of `node` to stand as the left (or right) operand of binary operator `op`, parenthesised if needed. */
export function asOperand(node: SyntaxNode, op: string, side: 'left' | 'right'): string {
  const p = precedence(node);
  const q = binaryPrecedence(op);
  const rightAssoc = op === '**';
  // `**` takes no unary operand on its left (`-a ** b` is a syntax error)
  if (op === '**' && side === 'left' && node.type === 'unary_expression') return `(${node.text})`;
  const ok = p > q || (p === q && (side === 'left' ? !rightAssoc : rightAssoc));
  return ok ? node.text : `(${node.text})`;
}

/** `X + 1` / `X - 1` as text, with X parenthesised where needed (a literal just changes value). */
export function shifted(node: SyntaxNode, delta: 1 | -1): string {
  const n = decimalInt(node);
  if (n !== null && n + delta >= 0) return String(n + delta);
  return `${asOperand(node, '+', 'left')} ${delta > 0 ? '+' : '-'} 1`;
}

/** True for string-ish operands: `+` on them is concatenation, and swapping it for `-` only makes NaN. */
export function isStringLike(node: SyntaxNode | null): boolean {
  return !!node && (node.type === 'string' || node.type === 'template_string');
}

/** The parameter names of a function node (plain, default, rest and TypeScript's typed parameters). */
export function parameterNames(fn: SyntaxNode): string[] {
  const params = fn.childForFieldName('parameters') ?? fn.childForFieldName('parameter');
  if (!params) return [];
  if (params.type === 'identifier') return [params.text];
  const names: string[] = [];
  for (const p of named(params)) {
    let id: SyntaxNode | null = p;
    if (p.type === 'required_parameter' || p.type === 'optional_parameter')
      id = p.childForFieldName('pattern');
    if (id?.type === 'assignment_pattern') id = id.childForFieldName('left');
    if (id?.type === 'identifier') names.push(id.text);
  }
  return names;
}
