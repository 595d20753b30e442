import { named } from '../../lang/parser.js';
import type { SyntaxNode } from '../../lang/parser.js';
import { loadParser } from '../../lang/parser.js';
import { cut, lineSpan, statementText } from './statement-text.js';

/**
 * Turning the test code of public Python datasets into execret tests: one statement each, each calling the entry
 * point. HumanEval wraps its asserts in `def check(candidate)` next to METADATA and helpers; MBPP lists assert
 * strings. Asserts that test nothing are dropped and counted: `assert True, '...'` (HumanEval has 14 of them)
 * and asserts that never call the function under test.
 */

/** Why a test of the source was not taken; counted per import. */
export const DROP_REASONS = Object.freeze({
  trivial: 'a trivial assert (a condition that cannot fail, e.g. `assert True`)',
  noCall: 'an assert that does not call the entry point',
  duplicate: 'the same test twice in one task',
  notAssert: 'a statement that is neither an assert nor setup',
  inputTooLong: 'an input of the record over the length limit',
  inputCap: 'inputs beyond the cap per task',
  inputUnreadable: 'an input that is not a list of literal arguments',
});
export type DropReason = keyof typeof DROP_REASONS;

export interface Harvest {
  tests: string[];
  /** statements that go before every test (imports, METADATA, helpers, the alias binding the function) */
  setup: string[];
  dropped: DropReason[];
}

async function parse<T>(code: string, fn: (root: SyntaxNode) => T): Promise<T> {
  const parser = await loadParser('python');
  const tree = parser.parse(code);
  try {
    return fn(tree.rootNode);
  } finally {
    tree.delete();
  }
}

const CONSTANTS = new Set(['true', 'false', 'none', 'integer', 'float', 'string', 'concatenated_string']);

/** Identifiers read anywhere under a node (strings are opaque). */
function identifiers(node: SyntaxNode, out = new Set<string>()): Set<string> {
  if (node.type === 'identifier') out.add(node.text);
  else if (node.type !== 'string') for (const c of node.namedChildren) if (c) identifiers(c, out);
  return out;
}

/** ok, or why an assert is not a test of `callees` (the entry point and the names that stand for it). */
function classifyAssert(node: SyntaxNode, callees: ReadonlySet<string>): 'ok' | DropReason {
  const cond = named(node)[0];
  if (!cond || CONSTANTS.has(cond.type)) return 'trivial';
  const ids = identifiers(cond);
  return [...callees].some((c) => ids.has(c)) ? 'ok' : 'noCall';
}

const SCOPES = new Set(['function_definition', 'class_definition', 'lambda']);
const COMPREHENSIONS = new Set([
  'list_comprehension',
  'set_comprehension',
  'dictionary_comprehension',
  'generator_expression',
]);

/** Names a function body binds (assignments, loop and with targets, imports, nested defs), not nested scopes. */
function boundNames(body: SyntaxNode): Set<string> {
  const out = new Set<string>();
  const targets = (t: SyntaxNode | null) => {
    if (t) identifiers(t, out);
  };
  const visit = (n: SyntaxNode): void => {
    for (const c of n.namedChildren) {
      if (!c || COMPREHENSIONS.has(c.type)) continue;
      switch (c.type) {
        case 'assignment':
        case 'augmented_assignment':
        case 'for_statement':
          targets(c.childForFieldName('left'));
          break;
        case 'as_pattern_target':
          targets(c);
          break;
        case 'import_statement':
        case 'import_from_statement':
          for (const n2 of c.descendantsOfType(['dotted_name', 'identifier']))
            if (n2) out.add(n2.text.split('.')[0]);
          continue;
        case 'function_definition':
        case 'class_definition':
          targets(c.childForFieldName('name'));
          continue;
        case 'named_expression':
          targets(c.childForFieldName('name'));
          break;
      }
      if (!SCOPES.has(c.type)) visit(c);
    }
  };
  visit(body);
  return out;
}

function definitionOf(stmt: SyntaxNode): SyntaxNode | null {
  return stmt.type === 'decorated_definition' ? stmt.childForFieldName('definition') : stmt;
}

/** A module-level call of the check function (`check(candidate)` at the bottom of some test files). */
function callsCheck(stmt: SyntaxNode, check: string): boolean {
  if (stmt.type !== 'expression_statement') return false;
  const call = named(stmt)[0];
  return call?.type === 'call' && call.childForFieldName('function')?.text === check;
}

/**
 * A HumanEval-style test module: `def check(candidate)` (any parameter name) plus imports, METADATA and helpers.
 * Each assert of check's body that uses none of the body's own variables becomes a test of its own; what is left
 * of the body (loops, set-up, asserts on local variables) stays a reduced `check`, run by one test
 * `check(<entry>)`, when it still calls the function. Everything else of the module goes to the setup, followed
 * by `<parameter> = <entry>`.
 */
export function harvestCheckModule(test: string, entry: string): Promise<Harvest> {
  return parse(test, (root) => {
    const stmts = named(root);
    const checkStmt = stmts.find((s) => {
      const d = definitionOf(s);
      return d?.type === 'function_definition' && d.childForFieldName('name')?.text === 'check';
    });
    if (!checkStmt) return harvestTopLevel(stmts, test, new Set([entry]));
    const check = definitionOf(checkStmt)!;
    const param = named(check.childForFieldName('parameters') ?? check)[0]?.text ?? 'candidate';
    const body = check.childForFieldName('body');
    const callees = new Set([entry, param]);
    const bound = body ? boundNames(body) : new Set<string>();
    const tests: string[] = [];
    const dropped: DropReason[] = [];
    const lifted: [number, number][] = [];
    for (const s of body ? named(body) : []) {
      if (s.type !== 'assert_statement' || [...identifiers(s)].some((n) => bound.has(n))) continue;
      const verdict = classifyAssert(s, callees);
      if (verdict === 'ok') tests.push(statementText(s, test));
      else dropped.push(verdict);
      lifted.push(lineSpan(s, test));
    }
    const reduced = cut(test.slice(checkStmt.startIndex, checkStmt.endIndex), lifted, checkStmt.startIndex);
    const keepsCheck = body !== null && lifted.length < named(body).length && mentionsAny(reduced, callees);
    if (keepsCheck) tests.push(`check(${entry})`);
    const setup: string[] = [];
    for (const s of stmts) {
      if (s === checkStmt) {
        if (keepsCheck) setup.push(reduced.trimEnd());
      } else if (!callsCheck(s, 'check')) setup.push(s.text);
    }
    setup.push(`${param} = ${entry}`);
    return { tests, setup, dropped };
  });
}

function mentionsAny(code: string, names: ReadonlySet<string>): boolean {
  return [...names].some((n) => new RegExp(`(?<![\\w.])${n}\\s*\\(`).test(code));
}

/** Statements at module level: asserts become tests, imports and definitions setup, anything else is dropped. */
function harvestTopLevel(stmts: SyntaxNode[], source: string, callees: ReadonlySet<string>): Harvest {
  const h: Harvest = { tests: [], setup: [], dropped: [] };
  for (const s of stmts) {
    if (s.type === 'assert_statement') {
      const verdict = classifyAssert(s, callees);
      if (verdict === 'ok') h.tests.push(statementText(s, source));
      else h.dropped.push(verdict);
    } else if (SETUP_STATEMENTS.has(definitionOf(s)?.type ?? s.type) || isAssignment(s)) {
      h.setup.push(s.text);
    } else if (s.type === 'expression_statement' && mentionsAny(s.text, callees)) {
      h.tests.push(s.text); // a bare call such as `check(f)`: it raises on failure
    } else h.dropped.push('notAssert');
  }
  return h;
}

const SETUP_STATEMENTS = new Set([
  'import_statement',
  'import_from_statement',
  'future_import_statement',
  'function_definition',
  'class_definition',
]);

function isAssignment(s: SyntaxNode): boolean {
  return s.type === 'expression_statement' && named(s)[0]?.type === 'assignment';
}

/** MBPP-style tests: strings of statements. Each assert a test; imports and assignments setup. */
export async function harvestStatements(texts: readonly string[], entry: string): Promise<Harvest> {
  const out: Harvest = { tests: [], setup: [], dropped: [] };
  for (const text of texts) {
    const h = await parse(text, (root) => harvestTopLevel(named(root), text, new Set([entry])));
    out.tests.push(...h.tests);
    out.setup.push(...h.setup);
    out.dropped.push(...h.dropped);
  }
  return out;
}

/** Drop repeated tests (keeping the first), counting them. */
export function dedupeTests(h: Harvest): Harvest {
  const seen = new Set<string>();
  const tests: string[] = [];
  const dropped = [...h.dropped];
  for (const t of h.tests) {
    if (seen.has(t)) dropped.push('duplicate');
    else {
      seen.add(t);
      tests.push(t);
    }
  }
  return { tests, setup: [...new Set(h.setup)], dropped };
}
