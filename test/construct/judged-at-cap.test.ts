import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { judgedAtCap, verifyProvided } from '../../src/construct/index.js';
import { runProbes, type Probe } from '../../src/construct/cross/probes.js';
import { PROBE_TIME_LIMIT } from '../../src/construct/cross/probes.js';
import { screeningTimeLimit } from '../../src/construct/suites.js';
import type { Task } from '../../src/core/types.js';
import { createOracle } from '../../src/execute/index.js';

// About 0.3 s of CPU in CPython here: far above the 0.1 s floor of a quick reference's screening limit, far
// below the 1 s cap. (The harness does not count time spent waiting for a CPU, so load does not move it.)
const SLOW = '    s = 0\n    for i in range(3_000_000):\n        s += i\n';

const task: Task = {
  id: 'add_two',
  language: 'python',
  domain: 'math',
  query: 'Add two to x.',
  entry_point: 'add_two',
  code: 'def add_two(x):\n    return x + 2\n',
  tests: ['assert add_two(1) == 3', 'assert add_two(5) == 7'],
  distractors: [
    // slow, then a wrong answer: a time-out under 0.1 s, an assertion under 0.5 s or the cap
    { code: `def add_two(x):\n${SLOW}    return x + 1\n`, bug_type: 'history', origin: 'history' },
    // loops: a time-out under any limit
    { code: 'def add_two(x):\n    while True:\n        pass\n', bug_type: 'history', origin: 'history' },
    // quick wrong answer
    { code: 'def add_two(x):\n    return x - 2\n', bug_type: 'history', origin: 'history' },
    // slow but right: passes under the cap, so it is no distractor
    { code: `def add_two(x):\n${SLOW}    return x + 2\n`, bug_type: 'history', origin: 'history' },
  ],
};

test('judgedAtCap: two screening limits (two measured reference times) give the same verdicts and the same kept set', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-cap-'));
  const oracle = await createOracle({ cache: join(dir, 'cache.sqlite'), timeoutS: 5 });
  try {
    const judged = judgedAtCap(oracle, 1);
    // what a quiet machine's reference run gives (the 0.1 s floor), and what a loaded one's gives
    const quiet = await verifyProvided(judged, [task], () => screeningTimeLimit(1, 1));
    const loaded = await verifyProvided(judged, [task], () => screeningTimeLimit(50, 1));
    assert.equal(screeningTimeLimit(1, 1), 0.1);
    assert.equal(screeningTimeLimit(50, 1), 0.5);
    const view = (o: typeof quiet) => ({
      kept: (o.kept.get(task.id) ?? []).map((c) => [
        c.mutant.code,
        c.failure,
        c.statuses,
        c.result.tests.map((t) => t.message),
      ]),
      rejected: o.rejected.map((r) => [r.index, r.code]),
    });
    assert.deepEqual(view(quiet), view(loaded));
    const failures = (quiet.kept.get(task.id) ?? []).map((c) => c.failure);
    assert.deepEqual(failures, ['assertion', 'timeout', 'assertion']);
    assert.deepEqual(
      quiet.rejected.map((r) => [r.index, r.code]),
      [[3, 'passes']],
    );
    // the loop's verdict is under the cap, whatever limit it first ran under
    assert.match((quiet.kept.get(task.id) ?? [])[1].result.tests[0].message, /time limit of 1s|CPU time/);
  } finally {
    await oracle.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('runProbes with a cap: a probe test that times out below the cap runs again under it before it is judged', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-cap-'));
  const oracle = await createOracle({ cache: join(dir, 'cache.sqlite'), timeoutS: 5 });
  try {
    const target: Task = { ...task, distractors: undefined };
    const slowRight = `def add_two(x):\n${SLOW}    return x + 2\n`;
    const probe = (referenceMs: number): Probe => ({
      snippet: { id: 'other-1', task: 'other', code: slowRight },
      target,
      referenceMs: target.tests.map(() => referenceMs),
    });
    const limit = (ms: number) => screeningTimeLimit(ms, 1, PROBE_TIME_LIMIT);
    // the targets' references measured at 1 ms a test (limit 0.1 s) and at 100 ms a test (0.3 s, 0.6 s a pair)
    const [quiet] = await runProbes(oracle, [probe(1)], limit, { capS: 1 });
    const [loaded] = await runProbes(oracle, [probe(100)], limit, { capS: 1 });
    assert.deepEqual(quiet, { passed: true });
    assert.deepEqual(loaded, quiet);
    const loop = 'def add_two(x):\n    while True:\n        pass\n';
    const [looping] = await runProbes(
      oracle,
      [{ ...probe(1), snippet: { ...probe(1).snippet, code: loop } }],
      limit,
      { capS: 1 },
    );
    assert.deepEqual(looping, { passed: false, failure: { test: 0, status: 'timeout' } });
  } finally {
    await oracle.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
