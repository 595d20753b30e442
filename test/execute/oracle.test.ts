import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOracle, outcomeKey } from '../../src/execute/index.js';
import type { Oracle, Suite } from '../../src/execute/types.js';
import { resolvePython } from '../../src/lang/python/runtime.js';
import { ExecretError } from '../../src/core/errors.js';
import type { Logger } from '../../src/core/log.js';

const suite = (snippet: string, code: string, tests: string[], setup?: string): Suite => ({
  snippet,
  task: `task-${snippet}`,
  language: 'python',
  code,
  tests,
  setup,
});

let dir: string;
let oracle: Oracle;

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'execret-oracle-'));
  // generous: a loaded CI machine must not turn these into timeouts (the timeout test has its own oracle)
  oracle = await createOracle({ timeoutS: 20, jobs: 2, cache: false });
});

after(async () => {
  await oracle?.close();
  rmSync(dir, { recursive: true, force: true });
});

test('passed, failed and error are told apart; results keep input order', async () => {
  const out = await oracle.run([
    suite('s0', 'def add(a, b):\n    return a + b\n', [
      'assert add(1, 2) == 3',
      'assert add(1, 2) == 4, "off by one"',
      'add(1, "x")',
      'assert missing_name == 1',
    ]),
    suite('s1', 'def f(:\n  pass', ['assert f() is None']),
    suite('s2', 'def f():\n    return 1\n', ['assert f() == 1'], 'raise ValueError("bad setup")'),
    suite('s3', 'def f():\n    assert False, "inside the snippet"\n', ['f()']),
  ]);
  assert.deepEqual(
    out.map((r) => r.snippet),
    ['s0', 's1', 's2', 's3'],
  );
  const s0 = out[0].tests;
  assert.deepEqual(
    s0.map((t) => t.status),
    ['passed', 'failed', 'error', 'error'],
  );
  assert.equal(s0[0].message, '');
  assert.equal(s0[1].message, 'AssertionError: off by one');
  assert.match(s0[2].message, /^TypeError: unsupported operand/);
  assert.match(s0[3].message, /^NameError/);
  assert.equal(out[0].passed, false);
  assert.equal(out[1].tests[0].status, 'error');
  assert.match(out[1].tests[0].message, /^in snippet: SyntaxError/);
  assert.equal(out[2].tests[0].status, 'error');
  assert.equal(out[2].tests[0].message, 'in setup: ValueError: bad setup');
  // an assertion raised by the snippet during the test is the test failing
  assert.equal(out[3].tests[0].status, 'failed');
  for (const r of out) for (const t of r.tests) assert.ok(Number.isInteger(t.ms) && t.ms >= 0);
});

test('every test runs in a fresh namespace: snippet, then setup, then the test', async () => {
  const [r] = await oracle.run([
    suite(
      'ns',
      'counter = []\nsetup_ran = False\n',
      [
        'counter.append(1); assert counter == [1] and setup_ran',
        'counter.append(1); assert counter == [1]',
        'leaked = 1',
        'assert "leaked" not in globals()',
      ],
      'setup_ran = True',
    ),
  ]);
  assert.deepEqual(
    r.tests.map((t) => t.status),
    ['passed', 'passed', 'passed', 'passed'],
  );
  assert.equal(r.passed, true);
});

test('long messages are truncated', async () => {
  const [r] = await oracle.run([suite('long', 'x = 1', ['assert x == 2, "y" * 5000'])]);
  const m = r.tests[0].message;
  assert.equal(r.tests[0].status, 'failed');
  assert.ok(m.length < 700, `message length ${m.length}`);
  assert.match(m, /\[\d+ more chars\]$/);
});

test('a suite timeout ends the running test and the tests after it', async () => {
  const quick = await createOracle({ timeoutS: 1.5, jobs: 1, cache: false });
  const [r, after] = await quick
    .run([
      suite('slow', 'import time', ['assert True', 'time.sleep(30)', 'assert True']),
      suite('next', 'x = 1', ['assert x == 1']),
    ])
    .finally(() => quick.close());
  assert.deepEqual(
    r.tests.map((t) => t.status),
    ['passed', 'timeout', 'timeout'],
  );
  assert.match(r.tests[2].message, /not run/);
  assert.equal(after.passed, true);
});

test('a suite may carry its own time limit, which its time-out message and the cache key follow', async () => {
  const t0 = performance.now();
  const [looping, normal] = await oracle.run([
    { ...suite('own-limit', 'while True:\n    pass\n', ['assert True']), timeoutS: 0.4 },
    suite('oracle-limit', 'x = 1', ['assert x == 1']),
  ]);
  assert.equal(looping.tests[0].status, 'timeout');
  assert.match(looping.tests[0].message, /time limit of 0\.4s/);
  assert.ok(performance.now() - t0 < 5000, 'the suite ran under its own 0.4 s limit, not the 20 s one');
  assert.equal(normal.passed, true);
  await assert.rejects(
    oracle.run([{ ...suite('bad-limit', 'x = 1', ['assert x']), timeoutS: -1 }]),
    (e: unknown) => e instanceof ExecretError && /timeoutS of suite bad-limit/.test(e.message),
  );
});

test('fail-fast suites stop at the first test that does not pass; full suites run every test', async () => {
  const tests = ['assert x == 1', 'assert x == 2', 'assert x == 1', 'raise ValueError("never reached")'];
  const [fast, full, allPass, brokenSnippet, crash] = await oracle.run([
    { ...suite('ff', 'x = 1', tests), failFast: true },
    suite('full', 'x = 1', tests),
    { ...suite('ff-pass', 'x = 1', ['assert x == 1', 'assert x > 0']), failFast: true },
    { ...suite('ff-syntax', 'def f(:', tests), failFast: true },
    { ...suite('ff-crash', 'import os', ['assert True', 'os._exit(0)', 'assert True']), failFast: true },
  ]);
  assert.deepEqual(
    fast.tests.map((t) => t.status),
    ['passed', 'failed'],
  );
  assert.equal(fast.passed, false);
  assert.deepEqual(
    full.tests.map((t) => t.status),
    ['passed', 'failed', 'passed', 'error'],
  );
  assert.deepEqual(
    allPass.tests.map((t) => t.status),
    ['passed', 'passed'],
  );
  assert.equal(allPass.passed, true);
  assert.deepEqual(
    brokenSnippet.tests.map((t) => t.status),
    ['error'],
  );
  assert.match(brokenSnippet.tests[0].message, /^in snippet: SyntaxError/);
  assert.deepEqual(
    crash.tests.map((t) => t.status),
    ['passed', 'crashed'],
  );
});

test('the environment is minimal and the work directory is private and writable', async () => {
  const [r] = await oracle.run([
    suite('env', 'import os', [
      'assert set(os.environ) <= {"PATH", "LANG", "HOME", "TMPDIR", "PYTHONHASHSEED", "PYTHONDONTWRITEBYTECODE", "PYTHONNOUSERSITE"}, sorted(os.environ)',
      'open("out.txt", "w").write("x"); assert open("out.txt").read() == "x"',
      'assert not os.path.exists("out.txt")',
      'assert hash("abc") == hash("abc")',
    ]),
  ]);
  assert.deepEqual(
    r.tests.map((t) => `${t.status} ${t.message}`),
    ['passed ', 'passed ', 'failed AssertionError', 'passed '],
  );
});

test('identical suites in one run are executed once and both get the result', async () => {
  const s = suite('d1', 'x = 1', ['assert x == 1']);
  const out = await oracle.run([s, { ...s, snippet: 'd2' }]);
  assert.equal(out[1].snippet, 'd2');
  assert.deepEqual(out[0].tests[0].status, 'passed');
  assert.deepEqual(out[1].tests, out[0].tests);
});

test('an unknown language is an infrastructure error, not a snippet outcome', async () => {
  await assert.rejects(
    oracle.run([{ ...suite('cb', 'x', ['x']), language: 'cobol' as 'python' }]),
    (e: unknown) => e instanceof ExecretError && e.code === 'E_UNKNOWN',
  );
});

test('the cache: a second run hits, with equal outcomes; limits and runtime change the key', async () => {
  const cache = join(dir, 'c.sqlite');
  const suites = [
    suite('c1', 'x = 1', ['assert x == 1', 'assert x == 2']),
    suite('c2', 'y = 2', ['assert y == 2']),
  ];
  const o1 = await createOracle({ timeoutS: 20, jobs: 1, cache });
  const first = await o1.run(suites);
  await o1.close();
  assert.deepEqual(
    first.map((r) => r.cached),
    [false, false],
  );
  const o2 = await createOracle({ timeoutS: 20, jobs: 1, cache });
  const second = await o2.run(suites);
  await o2.close();
  assert.deepEqual(
    second.map((r) => r.cached),
    [true, true],
  );
  assert.deepEqual(
    second.map((r) => r.tests),
    first.map((r) => r.tests),
  );
  // another time limit is another key: the suites run again
  const o3 = await createOracle({ timeoutS: 21, jobs: 1, cache });
  const third = await o3.run(suites);
  await o3.close();
  assert.deepEqual(
    third.map((r) => r.cached),
    [false, false],
  );

  const base = {
    harness: 'h',
    runtime: 'CPython 3.11.2',
    isolation: 'full',
    language: 'python',
    code: 'x',
    setup: '',
    tests: ['assert x'],
    timeoutS: 5,
    memoryMb: 1024,
  };
  const k = outcomeKey(base);
  for (const change of [
    { runtime: 'CPython 3.12.0' },
    { harness: 'h2' },
    { isolation: 'none' },
    { code: 'y' },
    { setup: 'z' },
    { tests: ['assert y'] },
    { timeoutS: 6 },
    { memoryMb: 512 },
    { failFast: true as const },
  ]) {
    assert.notEqual(outcomeKey({ ...base, ...change }), k, JSON.stringify(change));
  }
  assert.equal(outcomeKey({ ...base }), k);
});

test('the interpreter is resolved through shims to the real sys.executable; a bad one is E_RUNTIME', () => {
  const shim = join(dir, 'python3-shim');
  writeFileSync(shim, '#!/bin/sh\nexec /usr/bin/python3 "$@"\n');
  chmodSync(shim, 0o755);
  const rt = resolvePython(shim);
  assert.equal(rt.executable, '/usr/bin/python3');
  assert.match(rt.version, /^3\.\d+\.\d+$/);
  assert.match(rt.label, /^CPython 3\./);
  assert.equal(resolvePython(undefined, shim).executable, '/usr/bin/python3');
  assert.throws(
    () => resolvePython(join(dir, 'no-such-python')),
    (e: unknown) => e instanceof ExecretError && e.code === 'E_RUNTIME',
  );
});

test('the oracle takes EXECRET_PYTHON from its env option, never from the process environment', async () => {
  const missing = join(dir, 'no-such-python');
  await assert.rejects(
    createOracle({ env: { EXECRET_PYTHON: missing, PATH: '/usr/bin:/bin' }, jobs: 1, cache: false }),
    (e: unknown) =>
      e instanceof ExecretError && e.code === 'E_RUNTIME' && /from EXECRET_PYTHON/.test(e.message),
  );
  const saved = process.env.EXECRET_PYTHON;
  process.env.EXECRET_PYTHON = missing;
  try {
    const o = await createOracle({ jobs: 1, cache: false });
    await o.close();
  } finally {
    if (saved === undefined) delete process.env.EXECRET_PYTHON;
    else process.env.EXECRET_PYTHON = saved;
  }
});

test('weaker sandboxes say what is missing, once, and record their level', async () => {
  const notes: string[] = [];
  const logger: Logger = { quiet: true, info: () => {}, warn: () => {}, once: (_k, m) => notes.push(m) };
  const o = await createOracle({ timeoutS: 20, jobs: 1, cache: false, sandbox: 'none', log: logger });
  try {
    assert.equal(o.isolation.level, 'none');
    assert.ok(o.isolation.missing.some((m) => /network/.test(m)));
    assert.equal(notes.length, 1);
    assert.match(notes[0], /isolation level "none"/);
    const [r] = await o.run([
      suite('plain', 'def f():\n    return 1\n', [
        'assert f() == 1',
        'import os; os._exit(0)',
        'assert f() == 2',
      ]),
    ]);
    assert.deepEqual(
      r.tests.map((t) => t.status),
      ['passed', 'crashed', 'failed'],
    );
  } finally {
    await o.close();
  }
  const u = await createOracle({ timeoutS: 20, jobs: 1, cache: false, sandbox: 'unshare', log: logger });
  try {
    assert.equal(u.isolation.level, 'partial');
    const [r] = await u.run([
      suite('net', 'import socket', ['socket.create_connection(("127.0.0.1", 9), timeout=1)', 'assert 1']),
    ]);
    assert.deepEqual(
      r.tests.map((t) => t.status),
      ['error', 'passed'],
    );
  } finally {
    await u.close();
  }
});

test('a suite is not timed out for the time it waited for a CPU that other processes held', async () => {
  // More CPU hogs than cores, each in a session of its own (with autogroup scheduling, CPUs are shared between
  // sessions before processes): the suite's process gets well under half a CPU. It needs 0.15 s of CPU time under a
  // 0.3 s limit, so by the wall clock alone it would run out of time; a sleep is not a wait for a CPU and still is.
  const { spawn } = await import('node:child_process');
  const { availableParallelism } = await import('node:os');
  const python = resolvePython(undefined, process.env.EXECRET_PYTHON).executable;
  const hogs = Array.from({ length: 2 * availableParallelism() }, () =>
    spawn(python, ['-c', 'while True:\n    pass'], { stdio: 'ignore', detached: true }),
  );
  const quick = await createOracle({ timeoutS: 0.3, jobs: 1, cache: false });
  try {
    const [busy, sleepy] = await quick.run([
      suite('busy', 'import time', [
        't = time.process_time()\nwhile time.process_time() - t < 0.15:\n    pass',
      ]),
      suite('sleepy', 'import time', ['time.sleep(5)']),
    ]);
    assert.equal(busy.tests[0].status, 'passed', JSON.stringify(busy.tests));
    assert.equal(sleepy.tests[0].status, 'timeout');
    assert.ok(sleepy.tests[0].ms < 1500, `the sleep ended after ${sleepy.tests[0].ms} ms`);
  } finally {
    await quick.close();
    for (const h of hogs) h.kill('SIGKILL');
  }
});
