import { swapAdjacent } from '../../edits.js';
import type { SyntaxNode } from '../../../lang/parser.js';
import type { EditProposal, MutationOperator } from '../../operator.js';
import { replaceNode } from '../helpers.js';
import {
  asOperand,
  calleeText,
  decimalInt,
  isStringLike,
  JS_LANGUAGES,
  methodName,
  named,
  operatorText,
  plainArguments,
  plusMinusOne,
  shifted,
} from './helpers.js';

/** The six bug types of the published benchmark, for JavaScript and TypeScript. */

// ---------------------------------------------------------------- off_by_one

export const jsIntegerLiteral: MutationOperator = {
  id: 'integer-literal',
  bugType: 'off_by_one',
  description: 'An integer literal n becomes n + 1 or n - 1 (0 becomes 1).',
  example: { before: 'const x = a[i] * 2;', after: 'const x = a[i] * 3;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['number'],
  *mutate(node) {
    const n = decimalInt(node);
    if (n === null) return;
    yield replaceNode(node, String(n + 1));
    if (n > 0) yield replaceNode(node, String(n - 1));
  },
};

export const jsDropPlusMinusOne: MutationOperator = {
  id: 'drop-plus-minus-one',
  bugType: 'off_by_one',
  description: '`x + 1` or `x - 1` (or `1 + x`) becomes `x`.',
  example: { before: 'const j = i + 1;', after: 'const j = i;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression'],
  *mutate(node) {
    const pm = plusMinusOne(node);
    if (pm) {
      yield replaceNode(node, pm.base.text);
      return;
    }
    if (node.type === 'binary_expression' && operatorText(node) === '+') {
      const right = node.childForFieldName('right');
      if (right && decimalInt(node.childForFieldName('left')) === 1) yield replaceNode(node, right.text);
    }
  },
};

export const jsIndexShift: MutationOperator = {
  id: 'index-shift',
  bugType: 'off_by_one',
  description: 'A variable index `a[i]` becomes `a[i + 1]` or `a[i - 1]`.',
  example: { before: 'const y = a[i];', after: 'const y = a[i + 1];' },
  languages: JS_LANGUAGES,
  nodeTypes: ['subscript_expression'],
  *mutate(node) {
    if (node.type !== 'subscript_expression') return;
    const index = node.childForFieldName('index');
    if (index?.type !== 'identifier') return;
    yield replaceNode(index, shifted(index, 1));
    yield replaceNode(index, shifted(index, -1));
  },
};

// ---------------------------------------------------------------- wrong_operator

const ARITH: Record<string, readonly string[]> = {
  '+': ['-'],
  '-': ['+'],
  '*': ['/'],
  '/': ['*'],
  '%': ['/'],
  '**': ['*'],
};

const BITWISE: Record<string, readonly string[]> = {
  '&': ['|'],
  '|': ['&'],
  '^': ['|'],
  '<<': ['>>'],
  '>>': ['<<'],
  '>>>': ['>>'],
};

/** Swap the operator of a binary expression or an augmented assignment (`+=` -> `-=`). */
function* swapOperator(node: SyntaxNode, table: Record<string, readonly string[]>): Iterable<EditProposal> {
  if (node.type !== 'binary_expression' && node.type !== 'augmented_assignment_expression') return;
  const op = node.childForFieldName('operator');
  if (!op) return;
  const aug = node.type === 'augmented_assignment_expression';
  const base = aug ? op.text.slice(0, -1) : op.text;
  const targets = Object.prototype.hasOwnProperty.call(table, base) ? table[base] : undefined;
  if (!targets) return;
  // string concatenation turned into subtraction only makes NaN, not a plausible bug
  const operands = [node.childForFieldName('left'), node.childForFieldName('right')];
  if (base === '+' && operands.some(isStringLike)) return;
  for (const t of targets) yield replaceNode(op, aug ? `${t}=` : t);
}

export const jsArithmeticOperator: MutationOperator = {
  id: 'arithmetic-operator',
  bugType: 'wrong_operator',
  description:
    'Swap an arithmetic operator: + and -, * and /, % to /, ** to * (also in `+=` forms), and ++ and --.',
  example: { before: 'const d = a - b;', after: 'const d = a + b;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression', 'augmented_assignment_expression', 'update_expression'],
  *mutate(node) {
    if (node.type === 'update_expression') {
      const op = node.childForFieldName('operator');
      if (op) yield replaceNode(op, op.text === '++' ? '--' : '++');
      return;
    }
    yield* swapOperator(node, ARITH);
  },
};

export const jsBitwiseOperator: MutationOperator = {
  id: 'bitwise-operator',
  bugType: 'wrong_operator',
  description: 'Swap a bitwise operator: & and |, ^ to |, << and >>, >>> to >>.',
  example: { before: 'const m = x & y;', after: 'const m = x | y;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression', 'augmented_assignment_expression'],
  mutate: (node) => swapOperator(node, BITWISE),
};

export const jsBooleanOperator: MutationOperator = {
  id: 'boolean-operator',
  bugType: 'wrong_operator',
  description: 'Swap `&&` and `||`; `??` becomes `||`.',
  example: { before: 'const ok = a && b;', after: 'const ok = a || b;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression'],
  *mutate(node) {
    if (node.type !== 'binary_expression') return;
    const op = node.childForFieldName('operator');
    const to = { '&&': '||', '||': '&&', '??': '||' }[op?.text ?? ''];
    if (op && to) yield replaceNode(op, to);
  },
};

// ---------------------------------------------------------------- swap_arguments

/** Calls whose result does not depend on argument order, or that only print: swapping is no bug. */
const SYMMETRIC_CALLS = new Set(['Math.max', 'Math.min', 'Math.hypot', 'console.log', 'console.error']);

export const jsSwapCallArguments: MutationOperator = {
  id: 'swap-call-arguments',
  bugType: 'swap_arguments',
  description:
    'Swap two adjacent arguments of a call (not of Math.max, Math.min and other order-blind calls; not a spread).',
  example: { before: 'const r = Math.pow(b, e);', after: 'const r = Math.pow(e, b);' },
  languages: JS_LANGUAGES,
  nodeTypes: ['call_expression'],
  *mutate(node, source) {
    if (node.type !== 'call_expression' || SYMMETRIC_CALLS.has(calleeText(node))) return;
    const args = plainArguments(node);
    if (!args) return;
    yield* swapAdjacent(args, source);
  },
};

const NON_COMMUTATIVE = new Set(['-', '/', '%', '**', '<<', '>>', '>>>']);

export const jsSwapOperands: MutationOperator = {
  id: 'swap-operands',
  bugType: 'swap_arguments',
  description: 'Swap the operands of a non-commutative operator (-, /, %, **, <<, >>, >>>).',
  example: { before: 'const d = a - b;', after: 'const d = b - a;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression'],
  *mutate(node, source) {
    if (node.type !== 'binary_expression') return;
    const op = operatorText(node);
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (!NON_COMMUTATIVE.has(op) || !left || !right || left.text === right.text) return;
    yield {
      start: node.startIndex,
      end: node.endIndex,
      replacement:
        asOperand(right, op, 'left') +
        source.slice(left.endIndex, right.startIndex) +
        asOperand(left, op, 'right'),
    };
  },
};

// ---------------------------------------------------------------- remove_edge_case_check

const EXITS = new Set(['return_statement', 'throw_statement', 'continue_statement', 'break_statement']);

/** `if (cond) return/throw/continue/break` (or a block of up to three statements ending so), with no else. */
function isGuard(node: SyntaxNode): boolean {
  if (node.type !== 'if_statement' || node.childForFieldName('alternative')) return false;
  const body = node.childForFieldName('consequence');
  if (!body) return false;
  if (EXITS.has(body.type)) return true;
  if (body.type !== 'statement_block') return false;
  const stmts = named(body);
  return stmts.length >= 1 && stmts.length <= 3 && EXITS.has(stmts[stmts.length - 1].type);
}

export const jsRemoveGuard: MutationOperator = {
  id: 'remove-guard',
  bugType: 'remove_edge_case_check',
  description: 'Delete an early guard `if (...) return/throw/continue/break` that has no else.',
  example: {
    before: 'function f(x) {\n  if (x < 0) return 0;\n  return x;\n}\n',
    after: 'function f(x) {\n  return x;\n}\n',
  },
  languages: JS_LANGUAGES,
  nodeTypes: ['if_statement'],
  *mutate(node, source) {
    if (!isGuard(node) || !node.parent) return;
    // a guard that is the whole body of a loop or another if becomes an empty statement
    if (node.parent.type !== 'statement_block' && node.parent.type !== 'program') {
      yield replaceNode(node, ';');
      return;
    }
    // delete whole lines: the guard's indentation through the newline ending its last line
    const lineStart = source.lastIndexOf('\n', node.startIndex - 1) + 1;
    const nl = source.indexOf('\n', node.endIndex);
    const rest = source.slice(node.endIndex, nl === -1 ? source.length : nl);
    if (source.slice(lineStart, node.startIndex).trim() !== '' || !/^\s*(\/\/.*)?$/.test(rest)) {
      yield replaceNode(node, '');
      return;
    }
    yield { start: lineStart, end: nl === -1 ? source.length : nl + 1, replacement: '' };
  },
};

export const jsRemoveConditionClause: MutationOperator = {
  id: 'remove-condition-clause',
  bugType: 'remove_edge_case_check',
  description: 'Drop one clause of `a && b` / `a || b`, keeping the other.',
  example: {
    before: 'if (i < n && a[i] > 0) {\n  k++;\n}\n',
    after: 'if (a[i] > 0) {\n  k++;\n}\n',
  },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression'],
  *mutate(node) {
    if (node.type !== 'binary_expression') return;
    const op = operatorText(node);
    if (op !== '&&' && op !== '||') return;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    if (!left || !right) return;
    yield replaceNode(node, left.text);
    yield replaceNode(node, right.text);
  },
};

// ---------------------------------------------------------------- wrong_comparison

const COMPARISONS: Record<string, readonly string[]> = {
  '<': ['<=', '>'],
  '<=': ['<', '>='],
  '>': ['>=', '<'],
  '>=': ['>', '<='],
  '===': ['!=='],
  '!==': ['==='],
  '==': ['!='],
  '!=': ['=='],
};

function* swapComparison(node: SyntaxNode, table: Record<string, readonly string[]>): Iterable<EditProposal> {
  if (node.type !== 'binary_expression') return;
  const op = node.childForFieldName('operator');
  if (!op || !Object.prototype.hasOwnProperty.call(table, op.text)) return;
  for (const t of table[op.text]) yield replaceNode(op, t);
}

export const jsComparisonOperator: MutationOperator = {
  id: 'comparison-operator',
  bugType: 'wrong_comparison',
  description: 'Swap a comparison: < and <=, > and >=, < and >, === and !==, == and !=.',
  example: { before: 'const ok = a < b;', after: 'const ok = a <= b;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression'],
  mutate: (node) => swapComparison(node, COMPARISONS),
};

// ---------------------------------------------------------------- off_by_one_boundary

/** `x.length` (a member expression reading `length`). */
function isLength(node: SyntaxNode | null): boolean {
  return !!node && node.type === 'member_expression' && node.childForFieldName('property')?.text === 'length';
}

const BOUNDARY_SHIFTS: Record<string, readonly string[]> = {
  '<': ['<='],
  '<=': ['<'],
  '>': ['>='],
  '>=': ['>'],
};

/** True when `node` is the condition of a for or while loop (through the while's parentheses). */
function isLoopCondition(node: SyntaxNode): boolean {
  const p = node.parent;
  if (!p) return false;
  if (p.type === 'for_statement') return p.childForFieldName('condition')?.id === node.id;
  if (p.type === 'parenthesized_expression') {
    const loop = p.parent;
    return (
      (loop?.type === 'while_statement' || loop?.type === 'do_statement') &&
      loop.childForFieldName('condition')?.id === p.id
    );
  }
  return false;
}

export const jsLoopBoundComparison: MutationOperator = {
  id: 'loop-bound-comparison',
  bugType: 'off_by_one_boundary',
  description:
    'On a loop bound (a `for` or `while` condition, or a comparison with `.length`), < becomes <= and > becomes >=, and back.',
  example: {
    before: 'for (let i = 0; i < n; i++) {\n  s += i;\n}\n',
    after: 'for (let i = 0; i <= n; i++) {\n  s += i;\n}\n',
  },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression'],
  *mutate(node) {
    if (node.type !== 'binary_expression') return;
    const operands = [node.childForFieldName('left'), node.childForFieldName('right')];
    const onBound =
      isLoopCondition(node) || operands.some((o) => isLength(o) || isLength(plusMinusOne(o)?.base ?? null));
    if (onBound) yield* swapComparison(node, BOUNDARY_SHIFTS);
  },
};

export const jsLengthBoundary: MutationOperator = {
  id: 'length-boundary',
  bugType: 'off_by_one_boundary',
  description:
    '`x.length - 1` or `x.length + 1` becomes `x.length`; `x.length` becomes `x.length - 1` or `x.length + 1`.',
  example: { before: 'const last = a.length - 1;', after: 'const last = a.length;' },
  languages: JS_LANGUAGES,
  nodeTypes: ['binary_expression', 'member_expression'],
  *mutate(node) {
    const pm = plusMinusOne(node);
    if (pm && isLength(pm.base)) {
      yield replaceNode(node, pm.base.text);
      return;
    }
    const p = node.parent;
    if (!isLength(node) || !p || plusMinusOne(p)) return;
    // not an assignment target (`a.length = 0`) nor the object of a further member (`a.length.toString()`)
    if (
      (p.type === 'assignment_expression' || p.type === 'augmented_assignment_expression') &&
      p.childForFieldName('left')?.id === node.id
    )
      return;
    if (p.type === 'member_expression' || p.type === 'update_expression') return;
    yield replaceNode(node, `${node.text} - 1`);
    yield replaceNode(node, `${node.text} + 1`);
  },
};

/** Methods whose numeric arguments are positions: a bound off by one is the classic bug. */
const POSITION_METHODS = new Set(['slice', 'substring', 'substr', 'splice', 'padStart', 'padEnd', 'at']);

/** Shift a bound by one either way: `x - 1` -> `x`, `n` -> `n + 1` / `n - 1`, `5` -> `6` / `4`. */
function* shiftBound(bound: SyntaxNode): Iterable<EditProposal> {
  const pm = plusMinusOne(bound);
  if (pm) {
    yield replaceNode(bound, pm.base.text);
    return;
  }
  if (bound.type === 'unary_expression' && operatorText(bound) === '-') {
    // a position from the end: `-1` becomes `-2`, `-3` becomes `-4` or `-2`
    const n = decimalInt(bound.childForFieldName('argument'));
    if (n !== null) {
      yield replaceNode(bound, `-${n + 1}`);
      if (n > 1) yield replaceNode(bound, `-${n - 1}`);
    }
    return;
  }
  yield replaceNode(bound, shifted(bound, 1));
  const n = decimalInt(bound);
  if (n === null || n > 0) yield replaceNode(bound, shifted(bound, -1));
}

export const jsSliceBound: MutationOperator = {
  id: 'slice-bound',
  bugType: 'off_by_one_boundary',
  description:
    'A position argument of slice, substring, substr, splice, padStart, padEnd or at shifts by one: `s.slice(i, j)` becomes `s.slice(i, j + 1)`, `s.slice(i + 1, j)`, ...',
  example: { before: 'const y = s.slice(i, j);', after: 'const y = s.slice(i + 1, j);' },
  languages: JS_LANGUAGES,
  nodeTypes: ['call_expression'],
  *mutate(node) {
    const name = methodName(node);
    if (!name || !POSITION_METHODS.has(name)) return;
    const args = plainArguments(node);
    if (!args) return;
    const positions = name === 'splice' || name === 'padStart' || name === 'padEnd' ? args.slice(0, 1) : args;
    for (const a of positions.slice(0, 2)) {
      if (a.type === 'string' || a.type === 'template_string' || a.type === 'arrow_function') continue;
      yield* shiftBound(a);
    }
  },
};
