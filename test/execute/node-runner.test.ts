import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createOracle } from '../../src/execute/index.js';
import type { Oracle, Suite } from '../../src/execute/types.js';

// The Node runner through the real oracle: bubblewrap, the minimal view, a Node server per worker, runners per
// batch, a fresh vm context per test. Outcome statuses and messages as docs/sandbox.md states them.

let oracle: Oracle;
before(async () => {
  oracle = await createOracle({ cache: false, jobs: 2, timeoutS: 3, languages: ['javascript'] });
});
after(() => oracle.close());

const js = (snippet: string, code: string, tests: string[], extra: Partial<Suite> = {}): Suite => ({
  snippet,
  task: snippet,
  language: 'javascript',
  code,
  tests,
  ...extra,
});

test('statuses: passed, failed (node:assert and console.assert), error, with the phase of the error', async () => {
  const [r] = await oracle.run([
    js('s', 'const inc = (x) => x + 1;\nfunction dec(x) { return x - 1; }', [
      'assert.strictEqual(inc(1), 2); assert.strictEqual(dec(1), 0);',
      'assert.deepStrictEqual([inc(1)], [3]);',
      "console.assert(inc(2) === 4, 'inc(2) is', inc(2));",
      'console.assert(inc(2) === 3);',
      "inc(null).toFixed(); throw new TypeError('no');",
      'missing(1);',
    ]),
  ]);
  assert.deepEqual(
    r.tests.map((t) => t.status),
    ['passed', 'failed', 'failed', 'passed', 'error', 'error'],
  );
  assert.match(r.tests[1].message, /^AssertionError: Expected values to be strictly deep-equal/);
  assert.equal(r.tests[2].message, 'AssertionError: inc(2) is 3');
  assert.equal(r.tests[5].message, 'ReferenceError: missing is not defined');
  const [bad] = await oracle.run([
    js('b', 'function f( {', ['f()']),
    js('c', 'throw new RangeError("x")', ['1']),
  ]);
  assert.match(bad.tests[0].message, /^in snippet: SyntaxError: /);
});

test('each test runs in a fresh context: globals and built-ins a test changes do not reach the next', async () => {
  const [r] = await oracle.run([
    js('fresh', 'var calls = (typeof calls === "number" ? calls : 0) + 1;', [
      'Array.prototype.includes = () => true; globalThis.leak = 1; assert.strictEqual(calls, 1);',
      'assert.strictEqual([1].includes(2), false); assert.strictEqual(typeof leak, "undefined"); assert.strictEqual(calls, 1);',
    ]),
  ]);
  assert.deepEqual(
    r.tests.map((t) => t.status),
    ['passed', 'passed'],
  );
});

test('a suite that loops ends as timeout, the tests after it as not run, and the next suite still runs', async () => {
  const results = await oracle.run([
    js('loop', 'function spin() { for (;;) {} }', ['spin()', 'assert.ok(true)'], { timeoutS: 0.5 }),
    js('after', 'const ok = () => 1;', ['assert.strictEqual(ok(), 1)']),
  ]);
  assert.deepEqual(
    results[0].tests.map((t) => t.status),
    ['timeout', 'timeout'],
  );
  assert.match(results[0].tests[1].message, /^not run: /);
  assert.equal(results[1].passed, true);
});

test('TypeScript is type-stripped before it runs; a TypeScript syntax error errors every test', async () => {
  const ts = (snippet: string, code: string, tests: string[]): Suite => ({
    ...js(snippet, code, tests),
    language: 'typescript',
  });
  const [ok, broken] = await oracle.run([
    ts(
      'ts',
      'const sum = (xs: number[]): number => xs.reduce((a: number, b) => a + b, 0);\ninterface P { x: number }',
      [
        'assert.strictEqual(sum([1, 2, 3] as number[]), 6);',
        'const p: P = { x: sum([]) }; assert.strictEqual(p.x, 1);',
      ],
    ),
    ts('tsbad', 'function f(x: number { return x; }', ['f(1)']),
  ]);
  assert.deepEqual(
    ok.tests.map((t) => t.status),
    ['passed', 'failed'],
  );
  assert.match(broken.tests[0].message, /^in snippet: SyntaxError: TS\d+: /);
  assert.ok(oracle.runtimes.some((r) => /^Node v\d+/.test(r.version)));
});

test('suites sharing a runner get the same outcomes as suites run alone', async () => {
  const suites = Array.from({ length: 12 }, (_, i) =>
    js(`share${i}`, `function g${i}(a) { return a.map((x) => x * ${i}); }`, [
      `assert.deepStrictEqual(g${i}([1, 2]), [${i}, ${2 * i}]);`,
      `assert.deepStrictEqual(g${i}([3]), [${3 * i + (i % 3 === 0 ? 1 : 0)}]);`,
      i % 4 === 0 ? `g${i}(null)` : `assert.ok(g${i}([]).length === 0)`,
    ]),
  );
  const alone = await createOracle({
    cache: false,
    jobs: 1,
    share: 1,
    timeoutS: 3,
    languages: ['javascript'],
  });
  try {
    const a = await alone.run(suites);
    const b = await oracle.run(suites);
    const strip = (rs: typeof a) => rs.map((r) => r.tests.map((t) => [t.status, t.message]));
    assert.deepEqual(strip(b), strip(a));
    assert.ok(a.some((r) => !r.passed) && a.some((r) => r.passed));
  } finally {
    await alone.close();
  }
});
