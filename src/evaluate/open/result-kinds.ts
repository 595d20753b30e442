/**
 * The result rule of open-domain evaluation (docs/open.md, "The candidate rule"): a candidate whose entry point can
 * only return values of kinds that a test's expected value cannot equal cannot pass that test, so it is not run.
 *
 * Both sides are read from the syntax, and only where the language makes the answer certain:
 *
 * - **what a candidate returns**: the kinds of every `return` of its entry point (nested functions and classes left
 *   out), and of falling off its end; each return must be a literal or an expression whose kind the language fixes
 *   (a comparison is a boolean in JavaScript; `not x`, `is`, `in` are in Python; a list comprehension is a list).
 *   Any other return (a name, a call, `a + b`, `a or b`) makes the kinds unknown, and the rule says nothing.
 * - **what a test expects**: its first statement, when that is an assertion of a direct call of the query's entry
 *   point against a literal: `assert.strictEqual(f(...), LIT)` or `assert.deepStrictEqual(...)` (either order) in
 *   JavaScript, `assert f(...) == LIT` (either order), `assert f(...) is None|True|False` in Python.
 *
 * Equality across kinds: JavaScript's strict comparisons never equate values of two kinds (deepStrictEqual compares
 * primitives with Object.is and an array only with an array); Python's `==` equates bool, int and float, a set with
 * a frozenset, and nothing else across the built-in kinds a literal has (a list never equals a tuple, a str never
 * bytes), and `is True` holds only for a bool.
 *
 * The rule gives up (unknown) whenever something else could decide: an entry point that is defined twice or
 * assigned to, decorated, async or a generator; a setup that names the entry point; and a candidate that names
 * what could change how the assertion itself behaves (JavaScript: `assert`, the prototype chain, the global
 * object, `eval`; Python: imports, `exec`/`eval`, dunder names). Such pairs are run as any other.
 */
import type { SyntaxNode } from '../../lang/parser.js';
import { named, withTree } from '../../lang/parser.js';
import { FUNCTION_TYPES } from '../../lang/javascript/syntax.js';

/** The kinds of value a candidate may return (null: not known, any kind). */
export type Kinds = ReadonlySet<string> | null;

/** What a test requires of the entry point's result: a kind under a language's equality. */
export interface Expectation {
  /** `strict`: JavaScript's strictEqual/deepStrictEqual, Python's `is`; `eq`: Python's `==` */
  mode: 'strict' | 'eq';
  kind: string;
}

/**
 * JavaScript names a candidate may use to change how an assertion behaves, or what the binding binds (the harness's
 * sharing screen's, `assert`, and the legacy accessors: a bare `__defineGetter__('q', ...)` in sloppy mode puts a
 * getter for the query's name on the global object, which the binding's assignment then cannot replace).
 */
const JS_UNSAFE =
  /\b(assert|constructor|__\w+__|prototype|getPrototypeOf|setPrototypeOf|defineProperty|defineProperties|Reflect|Proxy|Function|eval|globalThis|global|this|process|require|import|with)\b/;
/**
 * Python: what could reach the harness, the assertion or the module's names other than by the syntax the rule reads
 * (imports, dynamic code, dunder names, frames and their globals).
 */
const PY_UNSAFE =
  /\b(import|exec|eval|compile|globals|locals|vars|setattr|getattr|delattr|__\w+__|sys|builtins|f_globals|f_locals|f_builtins|f_back|f_code|gi_frame|gi_code|cr_frame|ag_frame|tb_frame|tb_next)\b/;

/**
 * Text no candidate may hold for the rule to read it: a JavaScript `\u` escape (an identifier written `\u0067` is
 * `g`), and in Python any character outside ASCII (identifiers are NFKC-normalised: a fullwidth `ｇ` is `g`).
 */
const JS_ESCAPE = /\\u/;
const NON_ASCII = /[^\t\n\r\x20-\x7e]/;

/** Whether `text` has `name` as a whole identifier (ASCII word characters and `$` around it). */
function mentions(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w$])${escaped}(?![\\w$])`).test(text);
}

/** Python kinds `==` cannot tell apart: bool, int and float are one number kind; set and frozenset one set kind. */
function eqKind(kind: string): string {
  return kind === 'bool' || kind === 'int' || kind === 'float' ? 'number' : kind;
}

/** Whether a candidate returning `kinds` may meet `e` (true when either is not known). */
export function mayMeet(kinds: Kinds, e: Expectation | null): boolean {
  if (!kinds || !e) return true;
  if (e.mode === 'strict') return kinds.has(e.kind);
  for (const k of kinds) if (eqKind(k) === eqKind(e.kind)) return true;
  return false;
}

/**
 * The kinds a snippet's entry point may return, or null when they are not certain. `context`: the snippet's
 * module context (it runs first; it must not make the rule uncertain either).
 */
export async function returnKinds(
  code: string,
  entry: string,
  language: string,
  context = '',
): Promise<Kinds> {
  // the module context runs first: it must not name the entry point at all (in JavaScript it is even the same script,
  // where the snippet's function declaration is hoisted above it)
  if (NON_ASCII.test(entry) || mentions(context, entry)) return null;
  if (language === 'javascript') {
    if (JS_UNSAFE.test(code) || JS_UNSAFE.test(context) || JS_ESCAPE.test(code) || JS_ESCAPE.test(context))
      return null;
    return withRoot(code, 'javascript', (root) =>
      onlyDefinedAndCalled(root, entry) ? jsReturns(root, entry) : null,
    );
  }
  if (language === 'python') {
    if (PY_UNSAFE.test(code) || PY_UNSAFE.test(context) || NON_ASCII.test(code) || NON_ASCII.test(context))
      return null;
    return withRoot(code, 'python', (root) =>
      onlyDefinedAndCalled(root, entry) ? pyReturns(root, entry) : null,
    );
  }
  return null;
}

/** What each test of a task expects of its entry point's result (null where a test says nothing certain). */
export async function expectations(task: {
  language: string;
  entry_point: string;
  tests: readonly string[];
  setup?: string;
}): Promise<(Expectation | null)[]> {
  const none = task.tests.map(() => null);
  if (NON_ASCII.test(task.entry_point) || (task.setup && mentions(task.setup, task.entry_point))) return none;
  const language = task.language;
  if (language !== 'javascript' && language !== 'python') return none;
  return Promise.all(
    task.tests.map((test) =>
      withTree(test, language, (tree) => {
        const first = tree.rootNode.hasError ? undefined : named(tree.rootNode)[0];
        if (!first) return null;
        return language === 'javascript'
          ? jsExpectation(first, task.entry_point)
          : pyExpectation(first, task.entry_point);
      }),
    ),
  );
}

/** The kinds `fn` reads from the snippet's tree, when it parses without an error. */
function withRoot(
  code: string,
  language: 'javascript' | 'python',
  fn: (root: SyntaxNode) => Kinds,
): Promise<Kinds> {
  return withTree(code, language, (tree) => (tree.rootNode.hasError ? null : fn(tree.rootNode)));
}

/**
 * Whether the snippet names its entry point only where the rule understands it: as the name of its definition, and
 * as the callee of a call (a recursive call). Any other place (an assignment or a declaration in any block, a
 * destructuring pattern, a `for` target, a `match` capture, a `global` statement, a second definition, a plain read
 * that could hand the function elsewhere) may rebind it, and the rule then says nothing.
 */
function onlyDefinedAndCalled(root: SyntaxNode, entry: string): boolean {
  let definitions = 0;
  const walk = (n: SyntaxNode): boolean => {
    if (n.type.includes('identifier') && n.text === entry) {
      const p = n.parent;
      const field = (name: string) => p?.childForFieldName(name)?.id === n.id;
      const definition =
        (p?.type === 'function_declaration' || p?.type === 'function_definition') && field('name');
      const callee = (p?.type === 'call_expression' || p?.type === 'call') && field('function');
      if (definition) definitions++;
      else if (!callee) return false;
    }
    for (const c of n.namedChildren) if (c && !walk(c)) return false;
    return true;
  };
  return walk(root) && definitions === 1;
}

/** Every node under `node` a return of its own function can be in: nested functions and classes left out. */
function returnsIn(node: SyntaxNode, nested: ReadonlySet<string>): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  const walk = (n: SyntaxNode) => {
    for (const c of n.namedChildren) {
      if (!c || nested.has(c.type)) continue;
      if (c.type === 'return_statement') out.push(c);
      walk(c);
    }
  };
  walk(node);
  return out;
}

function union(parts: Kinds[]): Set<string> | null {
  const out = new Set<string>();
  for (const p of parts) {
    if (!p) return null;
    for (const k of p) out.add(k);
  }
  return out;
}

/**
 * The kinds a function body returns: each of its own returns' values (`none` for a bare return), and `none` when it
 * may fall off its end (its last statement is neither a return nor an `ender`: a throw, a raise).
 */
function bodyKinds(
  body: SyntaxNode,
  nested: ReadonlySet<string>,
  kindOf: (value: SyntaxNode) => Kinds,
  none: string,
  ender: string,
): Kinds {
  const kinds = union(
    returnsIn(body, nested).map((r) => {
      const value = named(r)[0];
      return value ? kindOf(value) : new Set([none]);
    }),
  );
  if (!kinds) return null;
  const last = named(body).at(-1);
  if (!last || (last.type !== 'return_statement' && last.type !== ender)) kinds.add(none);
  return kinds;
}

// ------------------------------------------------------------------------------------------------ JavaScript

/** What a JavaScript function's own returns are not in: nested functions and classes. */
const JS_NESTED: ReadonlySet<string> = new Set([...FUNCTION_TYPES, 'class_declaration', 'class']);

/**
 * The kinds the entry point returns: its declaration must be a statement of the module (onlyDefinedAndCalled has
 * made sure it is the name's one binding), not async.
 */
function jsReturns(root: SyntaxNode, entry: string): Kinds {
  const def = named(root).find(
    (s) => s.type === 'function_declaration' && s.childForFieldName('name')?.text === entry,
  );
  if (!def || /^\s*async\b/.test(def.text)) return null;
  const body = def.childForFieldName('body');
  return body ? bodyKinds(body, JS_NESTED, jsKind, 'undefined', 'throw_statement') : null;
}

const JS_BOOLEAN_OPS = new Set(['===', '!==', '==', '!=', '<', '>', '<=', '>=', 'instanceof', 'in']);
const JS_NUMERIC_OPS = new Set(['-', '*', '/', '%', '**', '&', '|', '^', '<<', '>>', '>>>']);

function jsKind(n: SyntaxNode): Kinds {
  switch (n.type) {
    case 'number':
      return new Set(['number']);
    case 'string':
    case 'template_string':
      return new Set(['string']);
    case 'true':
    case 'false':
      return new Set(['boolean']);
    case 'null':
      return new Set(['null']);
    case 'array':
      return new Set(['array']);
    case 'object':
      return new Set(['object']);
    case 'parenthesized_expression': {
      const inner = named(n);
      return inner.length === 1 ? jsKind(inner[0]) : null;
    }
    case 'ternary_expression': {
      const a = n.childForFieldName('consequence');
      const b = n.childForFieldName('alternative');
      return a && b ? union([jsKind(a), jsKind(b)]) : null;
    }
    case 'binary_expression': {
      const op = n.childForFieldName('operator')?.text ?? '';
      if (JS_BOOLEAN_OPS.has(op)) return new Set(['boolean']);
      if (JS_NUMERIC_OPS.has(op)) return new Set(['number', 'bigint']);
      return null;
    }
    case 'unary_expression': {
      const op = n.childForFieldName('operator')?.text ?? '';
      if (op === '!') return new Set(['boolean']);
      if (op === 'typeof') return new Set(['string']);
      if (op === 'void') return new Set(['undefined']);
      if (op === '-' || op === '~') return new Set(['number', 'bigint']);
      if (op === '+') return new Set(['number']);
      return null;
    }
    default:
      return null;
  }
}

const JS_LITERALS: Record<string, string> = {
  number: 'number',
  string: 'string',
  template_string: 'string',
  true: 'boolean',
  false: 'boolean',
  null: 'null',
  array: 'array',
  object: 'object',
};

/** A literal's kind in JavaScript (null: not a literal the rule reads). */
function jsLiteral(n: SyntaxNode): string | null {
  if (n.type === 'unary_expression' && ['-', '+'].includes(n.childForFieldName('operator')?.text ?? ''))
    return n.childForFieldName('argument')?.type === 'number' ? 'number' : null;
  return JS_LITERALS[n.type] ?? null;
}

function jsExpectation(stmt: SyntaxNode, entry: string): Expectation | null {
  if (stmt.type !== 'expression_statement') return null;
  const call = named(stmt)[0];
  if (call?.type !== 'call_expression') return null;
  const fn = call.childForFieldName('function');
  if (fn?.type !== 'member_expression' || fn.childForFieldName('object')?.text !== 'assert') return null;
  const method = fn.childForFieldName('property')?.text;
  if (method !== 'strictEqual' && method !== 'deepStrictEqual') return null;
  const args = named(call.childForFieldName('arguments') ?? call).filter((a) => a !== fn);
  if (args.length < 2) return null;
  const callsEntry = (a: SyntaxNode) =>
    a.type === 'call_expression' && a.childForFieldName('function')?.text === entry;
  const [a, b] = args;
  const literal = callsEntry(a) ? b : callsEntry(b) ? a : null;
  const kind = literal && jsLiteral(literal);
  return kind ? { mode: 'strict', kind } : null;
}

// ------------------------------------------------------------------------------------------------ Python

const PY_NESTED = new Set(['function_definition', 'decorated_definition', 'class_definition', 'lambda']);

/**
 * The kinds the entry point returns: its definition must be a statement of the module, undecorated (onlyDefinedAndCalled
 * has made sure it is the name's one binding), neither async nor a generator.
 */
function pyReturns(root: SyntaxNode, entry: string): Kinds {
  const def = named(root).find(
    (s) => s.type === 'function_definition' && s.childForFieldName('name')?.text === entry,
  );
  if (!def || /^\s*async\b/.test(def.text)) return null;
  const body = def.childForFieldName('body');
  if (!body) return null;
  // a yield anywhere in its own body makes it a generator
  if (body.descendantsOfType('yield').some((y) => y && !insideNested(y, body))) return null;
  return bodyKinds(body, PY_NESTED, pyKind, 'None', 'raise_statement');
}

function insideNested(n: SyntaxNode, top: SyntaxNode): boolean {
  for (let p = n.parent; p && p.id !== top.id; p = p.parent) if (PY_NESTED.has(p.type)) return true;
  return false;
}

function pyKind(n: SyntaxNode): Kinds {
  switch (n.type) {
    case 'integer':
      return /[jJ]$/.test(n.text) ? null : new Set(['int']);
    case 'float':
      return /[jJ]$/.test(n.text) ? null : new Set(['float']);
    case 'string':
    case 'concatenated_string':
      return new Set([/^[a-zA-Z]*[bB]/.test(n.text) ? 'bytes' : 'str']);
    case 'true':
    case 'false':
    case 'not_operator':
      return new Set(['bool']);
    case 'none':
      return new Set(['None']);
    case 'list':
    case 'list_comprehension':
      return new Set(['list']);
    case 'tuple':
      return new Set(['tuple']);
    case 'dictionary':
    case 'dictionary_comprehension':
      return new Set(['dict']);
    case 'set':
    case 'set_comprehension':
      return new Set(['set']);
    case 'comparison_operator': {
      // `is`, `is not`, `in`, `not in` give a bool whatever the operands; `==`, `<` ... may give anything
      const ops = n.children.filter((c) => c && !c.isNamed).map((c) => c!.text);
      return ops.every((o) => o === 'is' || o === 'in' || o === 'not') ? new Set(['bool']) : null;
    }
    case 'parenthesized_expression': {
      const inner = named(n);
      return inner.length === 1 ? pyKind(inner[0]) : null;
    }
    case 'conditional_expression': {
      const parts = named(n);
      return parts.length === 3 ? union([pyKind(parts[0]), pyKind(parts[2])]) : null;
    }
    case 'unary_operator': {
      const arg = n.childForFieldName('argument');
      return arg && (arg.type === 'integer' || arg.type === 'float') ? pyKind(arg) : null;
    }
    default:
      return null;
  }
}

/** Python literals the rule reads as a test's expected value (an f-string is a str too). */
const PY_LITERALS = new Set([
  'integer',
  'float',
  'string',
  'concatenated_string',
  'true',
  'false',
  'none',
  'list',
  'tuple',
  'dictionary',
  'set',
  'unary_operator',
]);

function pyExpectation(stmt: SyntaxNode, entry: string): Expectation | null {
  if (stmt.type !== 'assert_statement') return null;
  const cond = named(stmt)[0];
  if (cond?.type !== 'comparison_operator') return null;
  const operands = named(cond);
  const ops = cond.children.filter((c) => c && !c.isNamed).map((c) => c!.text);
  if (operands.length !== 2) return null;
  const callsEntry = (a: SyntaxNode) => a.type === 'call' && a.childForFieldName('function')?.text === entry;
  const [a, b] = operands;
  const literal = callsEntry(a) ? b : callsEntry(b) ? a : null;
  if (!literal) return null;
  if (ops.length === 1 && ops[0] === '==') {
    const k = PY_LITERALS.has(literal.type) ? pyKind(literal) : null;
    return k && k.size === 1 ? { mode: 'eq', kind: [...k][0] } : null;
  }
  if (ops.length === 1 && ops[0] === 'is' && literal.id === b.id) {
    if (literal.type === 'none') return { mode: 'strict', kind: 'None' };
    if (literal.type === 'true' || literal.type === 'false') return { mode: 'strict', kind: 'bool' };
  }
  return null;
}
