import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../src/construct/index.js';
import { runReferences } from '../../src/construct/stages/3-reference.js';
import {
  failureKind,
  runVariants,
  SCREEN_TIME_LIMIT,
  screeningTimeLimit,
  settled,
} from '../../src/construct/stages/4-variants.js';
import type { Candidate } from '../../src/construct/types.js';
import { createRng } from '../../src/core/rng.js';
import type { Mutant } from '../../src/core/types.js';
import { createOracle } from '../../src/execute/index.js';
import { diverseOrder, mutateTask, selectDiverse } from '../../src/mutate/index.js';
import { loadTasks } from '../../src/tasks/load.js';
import { runCli } from '../helpers/cli.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'construct', 'tasks.jsonl');

/** The three good tasks of the build fixture, plus one whose loop some candidates turn into an endless one. */
function fixture(dir: string): string {
  const good = readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .filter((l) => /"id": "(clamp_value|running_max|count_in_window)"/.test(l));
  const loop = {
    id: 'halvings',
    language: 'python',
    domain: 'math',
    query: 'How many times n can be halved (integer division) before it reaches zero; -1 for a negative n.',
    entry_point: 'halvings',
    code:
      'def halvings(n):\n    if n < 0:\n        return -1\n    count = 0\n    while n > 0:\n        n //= 2\n' +
      '        count += 1\n    return count\n',
    tests: [
      'assert halvings(0) == 0',
      'assert halvings(1) == 1',
      'assert halvings(2) == 2',
      'assert halvings(255) == 8',
      'assert halvings(256) == 9',
      'assert halvings(-5) == -1',
      'assert halvings(1023) == 10',
    ],
  };
  const file = join(dir, 'tasks.jsonl');
  writeFileSync(file, [...good, JSON.stringify(loop)].join('\n') + '\n');
  return file;
}

const tmp = (p: string) => mkdtempSync(join(tmpdir(), p));

function readTree(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) Object.assign(out, readTree(dir, rel));
    else out[rel] = readFileSync(join(dir, rel), 'utf8');
  }
  return out;
}

test('the screening time limit: max(floor, factor x the reference suite), in steps, capped', () => {
  assert.deepEqual(SCREEN_TIME_LIMIT, { floorS: 0.1, factor: 10, stepS: 0.05 });
  assert.equal(screeningTimeLimit(0, 1), 0.1);
  assert.equal(screeningTimeLimit(1, 1), 0.1); // the median bundled reference
  assert.equal(screeningTimeLimit(10, 1), 0.1);
  assert.equal(screeningTimeLimit(11, 1), 0.15); // 0.11 s rounds up to the next step
  assert.equal(screeningTimeLimit(75, 1), 0.75); // the slowest bundled reference
  assert.equal(screeningTimeLimit(116, 1), 1); // capped by variantTimeoutS
  assert.equal(screeningTimeLimit(116, 5), 1.2);
  assert.equal(screeningTimeLimit(10, 0.05), 0.05); // a cap below the floor wins
  assert.equal(screeningTimeLimit(10, 1, { floorS: 0.25, factor: 3, stepS: 0.25 }), 0.25);
});

test('failure kind is the kind of the first test that does not pass', () => {
  assert.equal(failureKind(['passed', 'passed']), null);
  assert.equal(failureKind(['passed', 'failed']), 'assertion');
  assert.equal(failureKind(['error', 'failed']), 'error');
  assert.equal(failureKind(['passed', 'timeout']), 'timeout');
  assert.equal(failureKind(['crashed']), 'crashed');
});

function mutant(id: string, bug: string, line: number): Mutant {
  return {
    id,
    task: 't',
    bug_type: bug,
    operator: bug,
    code: id,
    edits: [{ start: 0, end: 1, original: 'a', replacement: 'b', line }],
  } as Mutant;
}

function cand(m: Mutant, failure: Candidate['failure']): Candidate {
  return {
    mutant: m,
    result: { snippet: m.id, task: 't', tests: [], passed: failure === null, cached: false },
    statuses: [],
    killed: failure !== null,
    failure,
  };
}

test('settled: n wrong answers over core bug types first, giving up a type after two tries', () => {
  const ms = [
    mutant('a1', 'off_by_one', 1),
    mutant('b1', 'wrong_operator', 2),
    mutant('c1', 'swap_arguments', 3),
    mutant('e1', 'negate_condition', 4), // not a core type
    mutant('a2', 'off_by_one', 5),
    mutant('b2', 'wrong_operator', 6),
    mutant('b3', 'wrong_operator', 7),
    mutant('e2', 'negate_condition', 8),
  ];
  const [a1, b1, c1, e1, a2, b2] = ms;
  const A = (m: Mutant) => cand(m, 'assertion');
  const E = (m: Mutant) => cand(m, 'error');
  // two wrong answers of two core types
  assert.equal(settled(ms, 2, [A(a1), A(b1)], 2), true);
  // kills that are not wrong answers do not count
  assert.equal(settled(ms, 3, [A(a1), E(b1), cand(c1, 'timeout')], 2), false);
  // enough wrong answers, but only one core type, and wrong_operator still has untried candidates
  assert.equal(settled(ms, 5, [A(a1), E(b1), E(c1), A(e1), A(a2)], 2), false);
  // wrong_operator tried twice and swap_arguments has no more candidates: the other types may fill in
  assert.equal(settled(ms, 6, [A(a1), E(b1), E(c1), A(e1), A(a2), E(b2)], 2), true);
  // ... but with unlimited tries wrong_operator is screened to the end
  assert.equal(settled(ms, 6, [A(a1), E(b1), E(c1), A(e1), A(a2), E(b2)], 2, Infinity), false);
  // everything screened
  assert.equal(settled(ms, ms.length, [], 2), true);
  // a task with one bug type: n wrong answers of it
  const one = ms.filter((m) => m.bug_type === 'off_by_one');
  assert.equal(settled(one, 1, [A(one[0])], 2), false);
  assert.equal(settled([...one, mutant('a3', 'off_by_one', 9)], 2, [A(one[0]), A(one[1])], 2), true);
});

test('diverseOrder: its prefixes are selectDiverse picks; `later` candidates come last within their bug type', async () => {
  const [task] = loadTasks(FIXTURE);
  const ms = await mutateTask(task);
  const order = diverseOrder(ms, createRng('s:x'));
  assert.equal(order.length, ms.length);
  assert.deepEqual(new Set(order), new Set(ms));
  for (const n of [1, 3, 5]) {
    assert.deepEqual(
      selectDiverse(ms, n, createRng('s:x')),
      ms.filter((m) => order.slice(0, n).includes(m)),
    );
  }
  const later = (m: Mutant) => m.edits[0].line === 2;
  const deferred = diverseOrder(ms, createRng('s:x'), later);
  assert.deepEqual(new Set(deferred), new Set(ms));
  assert.deepEqual(
    deferred.map((m) => m.bug_type).slice(0, 3),
    order.map((m) => m.bug_type).slice(0, 3),
    'bug types come in the same order',
  );
  for (const type of new Set(ms.map((m) => m.bug_type))) {
    const ofType = deferred.filter((m) => m.bug_type === type).map(later);
    assert.deepEqual(ofType, [...ofType].sort(), `${type}: deferred candidates last`);
  }
});

test('screening in rounds stops each task early; `all` screens every candidate in one round; verdicts agree', async () => {
  const dir = tmp('execret-screen-');
  const tasks = loadTasks(fixture(dir));
  const oracle = await createOracle({ cache: join(dir, 'cache.sqlite'), timeoutS: 5 });
  try {
    const ref = await runReferences(oracle, tasks);
    assert.equal(ref.accepted.length, 4);
    const limit = () => 0.25;
    const all = await runVariants(oracle, ref.accepted, {
      distractors: 4,
      seed: 5,
      screen: 'all',
      timeLimitS: limit,
    });
    const auto = await runVariants(oracle, ref.accepted, { distractors: 4, seed: 5, timeLimitS: limit });
    assert.equal(all.screening.rounds, 1);
    assert.equal(all.screening.screened, all.screening.candidates);
    assert.equal(auto.screening.candidates, all.screening.candidates);
    assert.ok(auto.screening.rounds >= 1);
    assert.ok(
      auto.screening.screened < all.screening.candidates / 2,
      `${auto.screening.screened} of ${all.screening.candidates}`,
    );
    for (const [i, b] of auto.accepted.entries()) {
      const full = all.accepted[i];
      assert.equal(b.task.id, full.task.id);
      assert.equal(b.generated, full.candidates.length);
      assert.ok(b.candidates.length < b.generated, `${b.task.id} stopped early`);
      // the same candidate has the same verdict in both modes (same suite, served by the cache)
      const byId = new Map(full.candidates.map((c) => [c.mutant.id, c]));
      for (const c of b.candidates) assert.deepEqual(c.statuses, byId.get(c.mutant.id)!.statuses);
      // the task keeps as many as full screening, all wrong answers, over as many bug types as it can
      assert.equal(b.kept.length, full.kept.length);
      assert.ok(b.kept.every((c) => c.failure === 'assertion'));
      const types = new Set(
        full.candidates.filter((c) => c.failure === 'assertion').map((c) => c.mutant.bug_type),
      );
      assert.equal(new Set(b.kept.map((c) => c.mutant.bug_type)).size, Math.min(4, types.size), b.task.id);
    }
    // the loop task: some candidates loop, and time out under their own limit, not the oracle's 5 s
    const loops = all.accepted
      .find((b) => b.task.id === 'halvings')!
      .candidates.filter((c) => c.failure === 'timeout');
    assert.ok(loops.length > 0);
    for (const c of loops) {
      assert.equal(c.statuses.at(-1), 'timeout');
      assert.match(c.result.tests.at(-1)!.message, /0\.25s|CPU time/);
    }
  } finally {
    await oracle.close();
  }
});

test('build --screen auto: counts what ran, says over which candidates the kill rate is measured, and two cold builds agree', async () => {
  const dir = tmp('execret-screen-build-');
  const file = fixture(dir);
  const a = await build({ tasksFile: file, outDir: join(dir, 'a'), cache: join(dir, 'a.sqlite'), seed: 9 });
  const b = await build({ tasksFile: file, outDir: join(dir, 'b'), cache: join(dir, 'b.sqlite'), seed: 9 });
  assert.equal(a.accepted, 4);
  assert.equal(a.tasksWithFullPool, 4);
  assert.deepEqual(a.screening, b.screening);
  assert.equal(a.screening.mode, 'auto');
  assert.ok(a.screening.screened < a.screening.candidates);
  assert.equal(a.execution.reference.executed, 4);
  assert.equal(a.execution.sweep.suites, a.distractors); // the killing test of each, which fails again
  assert.equal(a.execution.sweep.tests, a.distractors);
  // each looping candidate times out under its task's 0.1 s, then again under the 1 s cap, which judges it
  const loops = a.execution.screening.timedOut / 2;
  assert.ok(Number.isInteger(loops) && loops > 0, String(a.execution.screening.timedOut));
  assert.equal(Math.round(a.execution.screening.timeoutS * 100), Math.round(loops * 1.1 * 100));
  assert.equal(a.execution.screening.executed, a.screening.screened + loops);

  const ta = readTree(join(dir, 'a'));
  const tb = readTree(join(dir, 'b'));
  const noMs = (s: string) =>
    s
      .trim()
      .split('\n')
      .map((l) => {
        const { ms: _ms, ...rest } = JSON.parse(l);
        return JSON.stringify(rest);
      });
  for (const name of ['queries.jsonl', 'corpus.jsonl', 'qrels/test.tsv', 'tasks.jsonl', 'build-report.md'])
    assert.equal(ta[name], tb[name], name);
  assert.deepEqual(noMs(ta['oracle.jsonl']), noMs(tb['oracle.jsonl']), 'oracle rows, durations aside');
  const report = ta['build-report.md'];
  assert.match(report, /screened with `--screen auto`/);
  assert.match(report, /max\(0\.1 s, 10 x its task's reference suite\) in steps of 0\.05 s, at most 1 s/);
  assert.match(
    report,
    new RegExp(
      `Measured over the ${a.screening.screened} screened candidates of ${a.screening.candidates} generated`,
    ),
  );
  const manifest = JSON.parse(ta['manifest.json']);
  assert.equal(manifest.options.screen, 'auto');
  assert.deepEqual(manifest.options.screenTimeLimit, { floorS: 0.1, factor: 10, stepS: 0.05, capS: 1 });
  assert.equal(manifest.counts.screened, a.screening.screened);

  // a rebuild over the same cache executes nothing but the sweep
  const c = await build({ tasksFile: file, outDir: join(dir, 'c'), cache: join(dir, 'a.sqlite'), seed: 9 });
  assert.equal(c.execution.reference.executed + c.execution.screening.executed, 0);
  assert.deepEqual(readTree(join(dir, 'c')), ta);
});

test('execret build --screen all: every candidate, the full kill-rate table; an unknown mode exits 2', () => {
  const dir = tmp('execret-screen-cli-');
  const file = fixture(dir);
  const r = runCli([
    'build',
    file,
    '--out',
    join(dir, 'r'),
    '--cache',
    join(dir, 'c.sqlite'),
    '--screen',
    'all',
    '--json',
    '--quiet',
  ]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.equal(doc.screening.mode, 'all');
  assert.equal(doc.screening.screened, doc.screening.candidates);
  const report = readFileSync(join(dir, 'r', 'build-report.md'), 'utf8');
  assert.doesNotMatch(report, /Measured over the/);
  assert.match(report, new RegExp(`\\(\\d+ of ${doc.screening.candidates}\\)`));

  const bad = runCli(['build', file, '--out', join(dir, 'x'), '--screen', 'al']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /unknown screen mode "al" \(did you mean "all"\?\)/);
});
