import { named } from '../../lang/parser.js';
import { findFunction, topLevelStatements, type JsLike } from '../../lang/javascript/syntax.js';
import { withTree, type SyntaxNode } from '../../lang/parser.js';
import type { Task } from '../../core/types.js';
import type { JsReference } from './js-code.js';
import { normaliseLineEnds } from './python-code.js';
import { dedupeTests, type DropReason, type Harvest } from './python-tests.js';
import { cut, lineSpan, statementText } from './statement-text.js';
import { skip, type RecordOutcome } from './types.js';

/**
 * Turning the test code of public JavaScript and TypeScript datasets into execret tests, one statement each.
 * HumanEval-X wraps `console.assert(...)` calls in `const testName = () => { ... }` and calls it at the bottom
 * (three of its 164 modules never do); MultiPL-E wraps `assert.deepEqual(candidate(...), ...)` calls in
 * `function test() { let candidate = f; ... }` after `const assert = require('node:assert');`. The rules mirror
 * the Python harvest (python-tests.ts): each assert of the test function that uses none of its local variables is
 * a test of its own; an alias of the entry point (`let candidate = f;`) moves to the setup; what is left (loops,
 * local set-up, asserts on local variables) stays a reduced test function in the setup, run by one test `name();`,
 * when it still calls the function. Asserts that cannot fail are dropped as `trivial`, asserts that never touch the
 * function as `noCall`.
 */

const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'function']);
const LITERALS = new Set(['true', 'false', 'null', 'undefined', 'number', 'string', 'template_string']);

/** The names of top-level functions (declarations and `const f = () => ...`), in order. */
function topLevelFunctionNames(root: SyntaxNode): string[] {
  const out: string[] = [];
  for (const s of topLevelStatements(root)) {
    if (s.type === 'function_declaration') out.push(s.childForFieldName('name')?.text ?? '');
    else if (s.type === 'lexical_declaration' || s.type === 'variable_declaration') {
      for (const d of named(s)) {
        const value = d.childForFieldName('value');
        if (d.type === 'variable_declarator' && value && FUNCTION_VALUES.has(value.type))
          out.push(d.childForFieldName('name')?.text ?? '');
      }
    }
  }
  return out.filter(Boolean);
}

/**
 * The call of an expression statement, if that is all it is; also the call on the left of a comparison, as in
 * HumanEval-X's `console.assert(JSON.stringify(f(x))) === JSON.stringify(y)` (a misplaced parenthesis that compares
 * the assert's result instead of asserting the comparison).
 */
function statementCall(s: SyntaxNode): SyntaxNode | null {
  if (s.type !== 'expression_statement') return null;
  let e: SyntaxNode | null = named(s)[0] ?? null;
  while (e?.type === 'binary_expression') e = e.childForFieldName('left');
  return e?.type === 'call_expression' ? e : null;
}

/** `console.assert(...)`, `assert(...)` or `assert.<method>(...)`: the method name ('' for a bare assert). */
function assertKind(s: SyntaxNode): string | null {
  const fn = statementCall(s)?.childForFieldName('function');
  if (!fn) return null;
  if (fn.type === 'identifier') return fn.text === 'assert' ? '' : null;
  if (fn.type !== 'member_expression') return null;
  const obj = fn.childForFieldName('object')?.text;
  const prop = fn.childForFieldName('property')?.text ?? '';
  if (obj === 'console' && prop === 'assert') return 'console';
  return obj === 'assert' ? prop : null;
}

/** Identifiers read under a node (strings and property names are not identifiers). */
function identifiers(node: SyntaxNode): Set<string> {
  return new Set(node.descendantsOfType(['identifier', 'shorthand_property_identifier']).map((n) => n!.text));
}

/** Names a function body declares (variables, functions, loop heads, catch parameters), nested functions aside. */
function boundNames(body: SyntaxNode): Set<string> {
  const out = new Set<string>();
  const pattern = (p: SyntaxNode | null) => {
    if (!p) return;
    if (p.type === 'identifier') out.add(p.text);
    else
      for (const id of p.descendantsOfType(['identifier', 'shorthand_property_identifier_pattern']))
        out.add(id!.text);
  };
  const visit = (n: SyntaxNode): void => {
    for (const c of named(n)) {
      if (c.type === 'variable_declarator') pattern(c.childForFieldName('name'));
      else if (c.type === 'function_declaration') pattern(c.childForFieldName('name'));
      else if (c.type === 'for_in_statement') pattern(c.childForFieldName('left'));
      else if (c.type === 'catch_clause') pattern(c.childForFieldName('parameter'));
      if (!FUNCTION_VALUES.has(c.type) && c.type !== 'function_declaration') visit(c);
    }
  };
  visit(body);
  return out;
}

/** ok, or why an assert statement is not a test of `callees`. */
function classifyAssert(s: SyntaxNode, kind: string, callees: ReadonlySet<string>): 'ok' | DropReason {
  const args = named(statementCall(s)!.childForFieldName('arguments')!);
  const first = args[0];
  if (!first) return 'trivial';
  const condition = kind === 'console' || kind === '' || kind === 'ok';
  if (condition && LITERALS.has(first.type)) return 'trivial';
  // console.assert(JSON.stringify(f(x))) === ...: a typo that leaves a non-empty string as the condition
  if (
    condition &&
    args.length === 1 &&
    /^JSON\.stringify\s*\(/.test(first.text) &&
    first.type === 'call_expression'
  )
    return 'trivial';
  const ids = identifiers(s);
  return [...callees].some((c) => ids.has(c)) ? 'ok' : 'noCall';
}

/** `const assert = require('node:assert')`, TypeScript's `declare var require: any;`, `'use strict'`. */
function isHarness(s: SyntaxNode): boolean {
  if (s.type === 'ambient_declaration') return /^declare\s+(var|let|const)\s+require\b/.test(s.text);
  if (s.type === 'expression_statement' && /^['"]use strict['"];?$/.test(s.text)) return true;
  return /^(const|let|var)\s+assert\s*=\s*require\(\s*['"](node:)?assert(\/strict)?['"]\s*\)\s*;?$/.test(
    s.text,
  );
}

/** `let candidate = f;` in the test function: an alias of the entry point. */
function aliasOf(s: SyntaxNode, entry: string): string | null {
  if (s.type !== 'lexical_declaration' && s.type !== 'variable_declaration') return null;
  const ds = named(s);
  if (ds.length !== 1 || ds[0].type !== 'variable_declarator') return null;
  const value = ds[0].childForFieldName('value');
  const name = ds[0].childForFieldName('name');
  return value?.type === 'identifier' && value.text === entry && name?.type === 'identifier'
    ? name.text
    : null;
}

/** The test function: the first top-level function whose body asserts and that the module calls, else the first. */
function findTestFunction(
  root: SyntaxNode,
): { name: string; statement: SyntaxNode; body: SyntaxNode } | null {
  const called = new Set(
    topLevelStatements(root)
      .map((s) => statementCall(s)?.childForFieldName('function'))
      .filter((f): f is SyntaxNode => f?.type === 'identifier')
      .map((f) => f.text),
  );
  const found = topLevelFunctionNames(root)
    .map((name) => ({ name, fn: findFunction(root, name) }))
    .filter(({ fn }) => {
      const body = fn?.fn.childForFieldName('body');
      return body?.type === 'statement_block' && /\b(console\.)?assert\b/.test(body.text);
    });
  const pick = found.find((f) => called.has(f.name)) ?? found[0];
  if (!pick) return null;
  return { name: pick.name, statement: pick.fn!.statement, body: pick.fn!.fn.childForFieldName('body')! };
}

export function harvestJsTestModule(test: string, entry: string, lang: JsLike): Promise<Harvest> {
  return withTree(test, lang, (tree) => {
    const root = tree.rootNode;
    const stmts = topLevelStatements(root).filter((s) => !isHarness(s));
    const fn = findTestFunction(root);
    if (!fn) return harvestTopLevel(stmts, test, new Set([entry]));
    const callees = new Set([entry]);
    const aliases: string[] = [];
    const lifted: [number, number][] = [];
    const body = named(fn.body);
    for (const s of body) {
      const alias = aliasOf(s, entry);
      if (alias === null) continue;
      callees.add(alias);
      aliases.push(`${s.text.replace(/;?\s*$/, '')};`);
      lifted.push(lineSpan(s, test));
    }
    const bound = boundNames(fn.body);
    for (const a of callees) bound.delete(a);
    const h: Harvest = { tests: [], setup: [], dropped: [] };
    for (const s of body) {
      const kind = assertKind(s);
      if (kind === null || [...identifiers(s)].some((n) => bound.has(n))) continue;
      const verdict = classifyAssert(s, kind, callees);
      if (verdict === 'ok') h.tests.push(statementText(s, test));
      else h.dropped.push(verdict);
      lifted.push(lineSpan(s, test));
    }
    const reduced = cut(
      test.slice(fn.statement.startIndex, fn.statement.endIndex),
      lifted,
      fn.statement.startIndex,
    );
    const rest = body.filter((s) => !lifted.some(([a, b]) => s.startIndex >= a && s.endIndex <= b));
    const keepsRest = rest.length > 0 && rest.some((s) => callsAny(s, callees));
    if (keepsRest) h.tests.push(`${fn.name}();`);
    for (const s of stmts) {
      if (s === fn.statement) {
        if (keepsRest) h.setup.push(reduced.trimEnd());
      } else if (statementCall(s)?.childForFieldName('function')?.text !== fn.name) h.setup.push(s.text);
    }
    h.setup.push(...aliases);
    return h;
  });
}

function callsAny(s: SyntaxNode, callees: ReadonlySet<string>): boolean {
  return s.descendantsOfType('call_expression').some((c) => {
    const f = c!.childForFieldName('function');
    return f?.type === 'identifier' && callees.has(f.text);
  });
}

/** A module without a test function: its asserts are tests, its declarations setup, anything else is dropped. */
function harvestTopLevel(stmts: SyntaxNode[], source: string, callees: ReadonlySet<string>): Harvest {
  const h: Harvest = { tests: [], setup: [], dropped: [] };
  for (const s of stmts) {
    const kind = assertKind(s);
    if (kind !== null) {
      const verdict = classifyAssert(s, kind, callees);
      if (verdict === 'ok') h.tests.push(statementText(s, source));
      else h.dropped.push(verdict);
    } else if (/declaration$/.test(s.type)) h.setup.push(s.text);
    else if (statementCall(s) && callsAny(s, callees)) h.tests.push(statementText(s, source));
    else h.dropped.push('notAssert');
  }
  return h;
}

/**
 * The task of a JavaScript or TypeScript record (HumanEval-X, MultiPL-E): its reference taken apart, and the tests
 * of its test module that call the entry point, each once, with their setup; a skip when no test calls it.
 */
export async function jsTask(
  ref: JsReference,
  testModule: string,
  lang: JsLike,
  meta: { id: string; domain: string; record: string },
): Promise<RecordOutcome> {
  const h = dedupeTests(await harvestJsTestModule(normaliseLineEnds(testModule), ref.entry, lang));
  if (h.tests.length === 0) return skip(`no test calls "${ref.entry}"`, meta.record, h.dropped);
  const task: Task = {
    id: meta.id,
    language: lang,
    domain: meta.domain,
    query: ref.query,
    entry_point: ref.entry,
    code: ref.code,
    tests: h.tests,
  };
  const setup = h.setup.join('\n').trim();
  if (setup) task.setup = setup;
  return { kind: 'task', task, dropped: h.dropped };
}
