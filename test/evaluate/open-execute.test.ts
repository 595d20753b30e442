import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Oracle, Suite, SuiteResult } from '../../src/execute/types.js';
import { runPairs, OPEN_PHASES, type OpenPair, type PairOutcome } from '../../src/evaluate/open/execute.js';
import type { OpenTask } from '../../src/evaluate/open/release-extras.js';
import { lastDoctestSource } from '../../src/evaluate/open/doctest-calls.js';

/**
 * An oracle that runs nothing: it records every suite and answers each test by a rule on its source, so that what
 * the open step sends (groups, phases) can be checked without a sandbox. Verdicts come from `verdict(code, test)`.
 */
function recordingOracle(verdict: (code: string, test: string) => 'passed' | 'failed'): {
  oracle: Oracle;
  calls: Suite[][];
} {
  const calls: Suite[][] = [];
  const oracle: Oracle = {
    isolation: { level: 'full', mechanisms: ['fake'], missing: [] },
    runtimes: [{ language: 'python', executable: 'fake', version: '0' }],
    limits: { timeoutS: 5, memoryMb: 1024, jobs: 1 },
    async run(suites: readonly Suite[]): Promise<SuiteResult[]> {
      calls.push([...suites]);
      return suites.map((s) => {
        const tests = s.tests.map((t) => ({ status: verdict(s.code, t), ms: 0, message: '' }));
        return {
          snippet: s.snippet,
          task: s.task,
          tests,
          passed: tests.every((t) => t.status === 'passed'),
          cached: false,
        };
      });
    },
    async close() {},
  };
  return { oracle, calls };
}

const target = (id: string, tests: string[]): OpenTask => ({
  id,
  language: 'python',
  domain: 'd',
  query: id,
  entry_point: id,
  code: `def ${id}(x):\n    return x\n`,
  tests,
});

test("open pairs: a process holds one task's snippets only (group = the snippet's task), tests run in three phases, and the first failing test is the verdict", async () => {
  const q = target('q', [
    'assert q(0) == 0',
    'assert q(1) == 1',
    'assert q(2) == 2',
    'assert q(3) == 3',
    'assert q(4) == 4',
  ]);
  const r = target('r', ['assert r(5) == 5', 'assert r(6) == 6']);
  // snippets of two tasks, a and b; b's second snippet fails q's test 3 (and 4); a's first fails r's test 0
  const snip = (id: string, task: string, code: string) => ({ id, task, code, entry: task });
  const a1 = snip('a-1', 'a', 'def a(x):\n    return x  # a1\n');
  const a2 = snip('a-2', 'a', 'def a(x):\n    return x  # a2\n');
  const b1 = snip('b-1', 'b', 'def b(x):\n    return x  # b1\n');
  const b2 = snip('b-2', 'b', 'def b(x):\n    return x  # b2\n');
  const pairs: OpenPair[] = [a1, a2, b1, b2].flatMap((s) => [
    { snippet: s, target: q, referenceMs: q.tests.map(() => 1) },
    { snippet: s, target: r, referenceMs: r.tests.map(() => 1) },
  ]);
  const { oracle, calls } = recordingOracle((code, t) =>
    (code.includes('# b2') && /q\([34]\)/.test(t)) || (code.includes('# a1') && t.includes('r(5)'))
      ? 'failed'
      : 'passed',
  );
  const out = await runPairs(oracle, pairs, () => 0.1, { cache: false });
  assert.equal(OPEN_PHASES, 3);
  // phase 1: test 0 of every pair; phase 2: test 1 of the survivors; phase 3: every test left
  assert.equal(calls.length, 3);
  const tested = (n: number) => calls[n].flatMap((s) => s.tests.map((t) => /[qr]\((\d)\)/.exec(t)![1]));
  assert.deepEqual([...new Set(tested(0))].sort(), ['0', '5']);
  assert.deepEqual([...new Set(tested(1))].sort(), ['1', '6']);
  assert.deepEqual([...new Set(tested(2))].sort(), ['2', '3', '4']);
  for (const suite of calls.flat()) {
    const owner = [a1, a2, b1, b2].find((s) => suite.code === s.code)!;
    assert.equal(suite.group, `open:${owner.task}`, "a suite is grouped with its own task's snippets only");
  }
  const groups = new Map<string, Set<string>>();
  for (const suite of calls.flat())
    (groups.get(suite.group!) ?? groups.set(suite.group!, new Set()).get(suite.group!)!).add(suite.code);
  assert.deepEqual([...groups.keys()].sort(), ['open:a', 'open:b']);
  assert.deepEqual([...groups.get('open:a')!].sort(), [a1.code, a2.code].sort());
  const verdicts = out.map((o) => (o.passed ? 'pass' : `fail@${o.failure!.test}`));
  // a1 x q, a1 x r, a2 x q, a2 x r, b1 x q, b1 x r, b2 x q, b2 x r
  assert.deepEqual(verdicts, ['pass', 'fail@0', 'pass', 'pass', 'pass', 'pass', 'fail@3', 'pass']);
});

test('lastDoctestSource: the last example of a doctest test, as Python reads the %r literal; none when it expects an exception', () => {
  const t = (rows: string) => `execret_doctest(gcd, ${rows})`;
  // escapes as %r writes them: \n, \', \\, \x.., \u....; a double-quoted string when the text holds a single quote
  assert.equal(
    lastDoctestSource(
      t(
        `[('x = 1\\n', '', None, []), ("gcd(x, 'a\\\\b') + ord('\\x07') + len('\\u00e9')\\n", '3\\n', None, [('ELLIPSIS', True)])]`,
      ),
    ),
    "gcd(x, 'a\\b') + ord('\x07') + len('\u00e9')\n",
  );
  // the last example expects an exception: it might expect the TypeError a wrong arity raises
  assert.equal(lastDoctestSource(t(`[('gcd(1, 2, 3)\\n', '', 'TypeError: too many\\n', [])]`)), undefined);
  // not the checker's form, or not a literal it writes
  assert.equal(lastDoctestSource('assert gcd(4, 6) == 2'), undefined);
  assert.equal(lastDoctestSource(t(`[(f'x', '', None, [])]`)), undefined);
  assert.equal(lastDoctestSource(t(`[('gcd(1)\\n', '1\\n', None, [])]) + 1`)), undefined);
});

test("open pairs: the query's module context runs before the snippet (the suite's context), so a sibling of the query's file cannot replace the snippet", async () => {
  // q's module also defines `b` (a sibling): run after the snippet, it would replace snippet b and the binding would call it
  const q: OpenTask = { ...target('q', ['assert q(1) == 2']), context: 'def b(x):\n    return 0\n' };
  const other = target('r', ['assert r(1) == 2']);
  const b = { id: 'b-1', task: 'b', code: 'def b(x):\n    return 2 * x\n', entry: 'b' };
  const { oracle, calls } = recordingOracle(() => 'passed');
  await runPairs(
    oracle,
    [
      { snippet: b, target: q, referenceMs: [1] },
      { snippet: b, target: other, referenceMs: [1] },
    ],
    () => 0.1,
    { cache: false },
  );
  const suites = calls.flat();
  // one suite per (snippet, query context): the context is the suite's, never a test's statement
  assert.equal(suites.length, 2);
  const withContext = suites.find((s) => s.context !== undefined)!;
  assert.equal(withContext.context, q.context);
  assert.deepEqual(withContext.tests, ['q = b\nassert q(1) == 2']);
  assert.ok(suites.every((s) => s.tests.every((t) => !t.includes('return 0'))));
});

test('open pairs in the real sandbox: a sibling in the query module does not replace the candidate; the candidate module context is in place', async () => {
  const { createOracle } = await import('../../src/execute/oracle.js');
  const oracle = await createOracle({ cache: false, jobs: 1, languages: ['python'] });
  try {
    const q: OpenTask = {
      ...target('q', ['assert q(1) == 2', 'assert q(3) == 6']),
      context: 'def b(x):\n    return 0\n',
    };
    const b = { id: 'b-1', task: 'b', code: 'def b(x):\n    return K * x\n', entry: 'b', context: 'K = 2\n' };
    const wrong = { ...b, id: 'b-2', code: 'def b(x):\n    return x + K - 1\n' };
    const out = await runPairs(
      oracle,
      [b, wrong].map((snippet) => ({ snippet, target: q, referenceMs: [1, 1] })),
      () => 1,
      { cache: false },
    );
    assert.deepEqual(
      out.map((o) => (o.passed ? 'pass' : `fail@${o.failure!.test}`)),
      ['pass', 'fail@1'],
    );
  } finally {
    await oracle.close();
  }
});

test('open pairs in the real sandbox: a candidate that runs past the probe limit but ends under the cap is judged at the cap and passes; the cache keeps the two apart', async () => {
  const { createOracle } = await import('../../src/execute/oracle.js');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = mkdtempSync(join(tmpdir(), 'execret-open-cap-'));
  const oracle = await createOracle({ cache: false, jobs: 1, languages: ['python'] });
  try {
    const q = target('q', ['assert q(1) == 1', 'assert q(2) == 2']);
    // sleeps 0.3 s on its first call: past the 0.1 s probe limit, well under the 1 s cap (sleeping is not CPU wait)
    const slow = {
      id: 'b-1',
      task: 'b',
      entry: 'b',
      code: 'import time\ndef b(x):\n    time.sleep(0.3)\n    return x\n',
    };
    const pairs = [{ snippet: slow, target: q, referenceMs: [1, 1] }];
    const cache = join(dir, 'open.sqlite');
    const verdict = (o: { passed: boolean; failure?: { test: number; status: string } }) =>
      o.passed ? 'pass' : `${o.failure!.status}@${o.failure!.test}`;
    const atCap = await runPairs(oracle, pairs, () => 0.1, { cache, capS: 1 });
    assert.deepEqual(atCap.map(verdict), ['pass']);
    // without the cap the probe limit's time-out is final: the pair cache must not answer it with the cap's verdict
    const low = await runPairs(oracle, pairs, () => 0.1, { cache });
    assert.deepEqual(
      low.map((o) => [verdict(o), o.cached]),
      [['timeout@0', false]],
    );
    // and the cap's verdict comes from the cache the second time
    const again = await runPairs(oracle, pairs, () => 0.1, { cache, capS: 1 });
    assert.deepEqual(
      again.map((o) => [verdict(o), o.cached]),
      [['pass', true]],
    );
  } finally {
    await oracle.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('open pairs: a loop is judged at the cap where it is first met; a test that had less than the cap to itself runs again alone under it, and the tests behind it wait for its verdict', async () => {
  const q = target(
    'q',
    Array.from({ length: 7 }, (_, i) => `assert q(${i}) == ${i}`),
  );
  const loopy = {
    id: 'b-1',
    task: 'b',
    entry: 'b',
    code: 'def b(x):\n    return x  # loops from `from` on\n',
  };
  const calls: Suite[][] = [];
  // the harness's way: the test that loops uses the rest of the suite's limit, the tests after it are "not run"
  // time-outs; a test before the loop takes `slowMs`
  const oracle = (from: number, slowMs: number): Oracle => ({
    isolation: { level: 'full', mechanisms: ['fake'], missing: [] },
    runtimes: [{ language: 'python', executable: 'fake', version: '0' }],
    limits: { timeoutS: 5, memoryMb: 1024, jobs: 1 },
    async run(suites: readonly Suite[]): Promise<SuiteResult[]> {
      calls.push([...suites]);
      return suites.map((s) => {
        let out = false;
        let used = 0;
        const tests = s.tests.map((t) => {
          if (out) return { status: 'timeout' as const, ms: 0, message: 'not run' };
          if (Number(/q\((\d)\)/.exec(t)![1]) >= from) {
            out = true;
            return { status: 'timeout' as const, ms: 1000 * s.timeoutS! - used, message: 'limit' };
          }
          used += slowMs;
          return { status: 'passed' as const, ms: slowMs, message: '' };
        });
        return { snippet: s.snippet, task: s.task, tests, passed: !out, cached: false };
      });
    },
    async close() {},
  });
  const pairs = [{ snippet: loopy, target: q, referenceMs: q.tests.map(() => 1) }];
  const sent = () => calls.map((c) => c.flatMap((s) => s.tests.map((t) => /q\((\d)\)/.exec(t)![1])).join(''));
  const verdict = (out: PairOutcome[]) => out.map((o) => `${o.failure?.status}@${o.failure?.test}`);
  // without a cap: the time-out under the probe limit is final
  calls.length = 0;
  assert.deepEqual(verdict(await runPairs(oracle(2, 0), pairs, () => 0.1, { cache: false })), ['timeout@2']);
  assert.deepEqual(sent(), ['0', '1', '23456']);
  assert.equal(calls[2][0].timeoutS, 0.1);
  // with a cap: test 2 loops first in its suite, which runs under the cap plus the tests' budget (5 x 1 ms x 3,
  // one 0.05 s step): judged there, no second run
  calls.length = 0;
  assert.deepEqual(verdict(await runPairs(oracle(2, 0), pairs, () => 0.1, { cache: false, capS: 1 })), [
    'timeout@2',
  ]);
  assert.deepEqual(sent(), ['0', '1', '23456']);
  assert.equal(calls[2][0].timeoutS, 1.05);
  // test 4 loops after tests 2 and 3 took 40 ms each, more than the budget: it had less than the cap to itself, so
  // it runs again alone under the cap, and tests 5 and 6 wait for that verdict (a time-out: they are dropped)
  calls.length = 0;
  assert.deepEqual(verdict(await runPairs(oracle(4, 40), pairs, () => 0.1, { cache: false, capS: 1 })), [
    'timeout@4',
  ]);
  assert.deepEqual(sent(), ['0', '1', '23456', '4']);
  assert.equal(calls[3][0].timeoutS, 1);
});
