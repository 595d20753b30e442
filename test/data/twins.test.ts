import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createContext, Script } from 'node:vm';
import { join } from 'node:path';
import { loadAuthoredTasks } from '../../src/tasks/authoring.js';
import type { Task } from '../../src/core/types.js';
import { REPO_ROOT } from '../helpers/cli.js';

/**
 * The JavaScript twins of the bundled Python tasks (data/tasks/<domain>/<name>.js beside <name>.py): the same
 * query, the same test cases, a reference that passes them. "The same test cases" is checked on the literals:
 * the numbers, strings, booleans and nulls of each Python test appear among those of the matching JavaScript
 * test, as many times (JavaScript may add some, e.g. the 0 of a `reduce` that stands for `sum`, and may order them
 * otherwise, as `Array(3).fill(null)` does for `[None] * 3`).
 */
const tasks = loadAuthoredTasks(join(REPO_ROOT, 'data', 'tasks'));
const python = new Map(tasks.filter((t) => t.language === 'python').map((t) => [t.id, t]));
const twins = tasks.filter((t) => t.language === 'javascript');

/**
 * Literal tokens of a test: numbers by value, strings by content (a bare JavaScript object key counts as its string),
 * booleans and null/None; signs ignored.
 */
export function literals(code: string, language: 'python' | 'javascript'): string[] {
  const out: string[] = [];
  const re =
    /([rbuRBU]?)("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')|\b(0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|(?:\d[\d_]*\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)n?\b|\b(True|False|None|true|false|null)\b|([A-Za-z_$][\w$]*)(\s*:(?!:))?/g;
  for (const m of code.matchAll(re)) {
    if (m[2] !== undefined) out.push(`s:${unescape(m[2].slice(1, -1), m[1])}`);
    else if (m[3] !== undefined) out.push(`n:${Number(m[3].replace(/_/g, ''))}`);
    else if (m[4] !== undefined) out.push(`k:${{ True: 'true', False: 'false', None: 'null' }[m[4]] ?? m[4]}`);
    else if (m[6] !== undefined && language === 'javascript') out.push(`s:${m[5]}`); // a bare key: `{ a: 1 }`
  }
  return out;
}

function unescape(s: string, prefix: string): string {
  if (/r/i.test(prefix)) return s;
  return s.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, e: string) => {
    if (e[0] === 'x' || e[0] === 'u') return String.fromCharCode(parseInt(e.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', '0': '\0' }[e] ?? e;
  });
}

/** True when every token of `small` is in `big`, as many times (multiset inclusion: order may differ). */
function included(small: readonly string[], big: readonly string[]): boolean {
  const left = new Map<string, number>();
  for (const x of big) left.set(x, (left.get(x) ?? 0) + 1);
  for (const x of small) {
    const n = left.get(x) ?? 0;
    if (n === 0) return false;
    left.set(x, n - 1);
  }
  return true;
}

test('every JavaScript twin has a Python task of the same name, domain and query, and as many tests', () => {
  for (const t of twins) {
    const name = t.id.replace(/^js\./, '');
    const py = python.get(name);
    assert.ok(py, `${t.id}: no Python task ${name}`);
    assert.equal(t.domain, py.domain, `${t.id}: domain`);
    assert.equal(t.query, py.query, `${t.id}: query`);
    assert.equal(t.tests.length, py.tests.length, `${t.id}: number of tests`);
    t.tests.forEach((jt, i) => {
      const want = literals(py.tests[i], 'python');
      const got = literals(jt, 'javascript');
      assert.ok(
        included(want, got),
        `${t.id} test ${i}: the Python test's literals ${JSON.stringify(want)} are not all in ${JSON.stringify(got)}`,
      );
    });
  }
});

/** Run a task's code then one test in a fresh context (as the Node runner does): the error, or null. */
function runTest(t: Task, testSource: string): unknown {
  const context = createContext({ assert });
  try {
    new Script(`${t.code}\n${t.setup ?? ''}\n${testSource}`, { filename: `${t.id}.js` }).runInContext(context, {
      timeout: 2000,
    });
    return null;
  } catch (e) {
    return e;
  }
}

test('every JavaScript twin passes its own tests, each in a fresh context', () => {
  for (const t of twins) {
    t.tests.forEach((source, i) => {
      const err = runTest(t, source);
      assert.equal(err, null, `${t.id} test ${i} fails: ${String((err as Error)?.message ?? err)}`);
    });
  }
});

test('the twin set: at least 150 tasks, at least 15 in each domain that has twins', () => {
  const perDomain = new Map<string, number>();
  for (const t of twins) perDomain.set(t.domain, (perDomain.get(t.domain) ?? 0) + 1);
  assert.ok(twins.length >= 150, `${twins.length} twins`);
  for (const [d, n] of perDomain) assert.ok(n >= 15, `${d}: ${n} twins`);
});

test('literals() reads both languages alike', () => {
  const py = (code: string) => literals(code, 'python');
  const js = (code: string) => literals(code, 'javascript');
  assert.deepEqual(py(`assert f([1, 2.0], 'a\\'b') is None`), js(`assert.strictEqual(f([1, 2], "a'b"), null);`));
  assert.deepEqual(py('assert g(0xFF, True) == (1, -3)'), ['n:255', 'k:true', 'n:1', 'n:3']);
  assert.deepEqual(js('x.slice(8)'), ['n:8']);
  assert.deepEqual(js(`f({ a: ['b'] })`), py(`f({"a": ["b"]})`));
  assert.deepEqual(py('(lambda g: g)(1)'), ['n:1']);
});
