import { silentLogger } from '../../src/core/log.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { amplify, type AmplifySummary } from '../../src/amplify/index.js';
import { loadTasks } from '../../src/tasks/load.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

const FIX = join(REPO_ROOT, 'test/fixtures/amplify/tasks.jsonl');
const dir = mkdtempSync(join(tmpdir(), 'execret-amplify-'));
const original = new Map(loadTasks(FIX).map((t) => [t.id, t]));

let first: AmplifySummary | undefined;
async function once(): Promise<AmplifySummary> {
  first ??= await amplify({
    tasksFile: FIX,
    out: join(dir, 'a.jsonl'),
    seed: 3,
    cache: join(dir, 'cache.sqlite'),
  });
  return first;
}

test('amplify: own tests kept first, up to --max-tests, kill rate up, rejected inputs counted by reason', async () => {
  const s = await once();
  assert.equal(s.written, 7);
  const out = loadTasks(s.out!);
  for (const t of out) {
    const own = original.get(t.id)!;
    assert.deepEqual(t.tests.slice(0, own.tests.length), own.tests, `${t.id}: own tests first, unchanged`);
    assert.ok(t.tests.length >= 7 && t.tests.length <= 10, `${t.id}: ${t.tests.length} tests`);
    assert.equal(t.inputs, undefined, 'given inputs are consumed');
  }
  assert.ok(s.killRate.after > s.killRate.before, JSON.stringify(s.killRate));
  assert.ok((s.rejected.nondeterministic ?? 0) > 0, 'pick_first: random beyond two elements');
  assert.ok((s.rejected.unwritable ?? 0) > 0, 'make_point: a Point has no literal');
  assert.ok((s.rejected.raises ?? 0) > 0, 'mean_of([]) divides by zero; clamp_value(1, 2) lacks an argument');
  const byId = new Map(out.map((t) => [t.id, t]));
  const added = (id: string) => byId.get(id)!.tests.slice(original.get(id)!.tests.length);
  const all = (id: string, re: RegExp) => added(id).forEach((x) => assert.match(x, re, id));
  // the shape of the task's own test is kept: a wrapper, an attribute, a tolerance check, an alias
  all('unique_words', /^assert (sorted\()?unique_words\('.*'\)\)? == \[.*\]$/);
  all('make_point', /^assert make_point\(-?\d+, -?\d+\)\.x == -?\d+$/);
  all('clamp_value', /^assert candidate\(.*\) == -?\d+$/);
  assert.ok(added('clamp_value').includes('assert candidate(100, 0, 10) == 10'), 'a given input is used');
  // float results carry their tolerance in the test: the test's own (isclose) or one amplify records
  const close =
    /^assert (math\.isclose\(circle_area\(-?\d+\), [\d.e+]+, rel_tol=0\.001\)|abs\(circle_area\(-?\d+\) - [\d.e+]+\) <= [\d.e+-]+)$/;
  all('circle_area', close);
  assert.ok(
    added('circle_area').some((x) => x.startsWith('assert math.isclose(')),
    'the own tolerance form',
  );
  all('mean_of', /^assert abs\(mean_of\(\[[-\d, ]*\]\) - -?[\d.]+\) <= [\d.e-]+$/);
  all(
    'halve_all',
    /^assert \(lambda got, want: len\(got\) == len\(want\) and all\(abs\(g - w\) <= 1e-06 \+ 1e-06 \* abs\(w\) for g, w in zip\(got, want\)\)\)\(halve_all\(\[[-\d, ]*\]\), \[[-\d., ]*\]\)$/,
  );
});

test('every amplified test passes on the reference in a fresh interpreter of its own, under other hash seeds', async () => {
  const s = await once();
  const programs: string[] = [];
  for (const t of loadTasks(s.out!)) {
    for (const x of t.tests.slice(original.get(t.id)!.tests.length))
      programs.push(`${t.code}\n${t.setup ?? ''}\n${x}\n`);
  }
  assert.ok(programs.length >= 25, `${programs.length} added tests`);
  // the oracle runs tests with PYTHONHASHSEED=0; string sets iterate differently under other seeds
  for (const seed of ['0', '4242', '77']) {
    for (const p of programs) {
      const r = spawnSync('/usr/bin/python3', ['-s', '-S', '-c', p], {
        encoding: 'utf8',
        timeout: 10_000,
        env: { PYTHONHASHSEED: seed, PATH: '/usr/bin:/bin' },
      });
      assert.equal(r.status, 0, `seed ${seed}:\n${p}\n${r.stderr}`);
    }
  }
});

test('deterministic for a seed; a rerun resumes from the outcome cache and writes the same file', async () => {
  const s = await once();
  const again = await amplify({
    tasksFile: FIX,
    out: join(dir, 'b.jsonl'),
    seed: 3,
    cache: join(dir, 'cache.sqlite'),
  });
  assert.equal(readFileSync(again.out!, 'utf8'), readFileSync(s.out!, 'utf8'));
  assert.equal(again.execution.cached, again.execution.suites, 'every suite from the cache');
  const cold = await amplify({ tasksFile: FIX, out: join(dir, 'c.jsonl'), seed: 3, cache: false });
  assert.equal(readFileSync(cold.out!, 'utf8'), readFileSync(s.out!, 'utf8'));
  assert.equal(cold.execution.cached, 0);
  const other = await amplify({
    tasksFile: FIX,
    out: join(dir, 'd.jsonl'),
    seed: 4,
    cache: join(dir, 'cache.sqlite'),
  });
  assert.notEqual(
    readFileSync(other.out!, 'utf8'),
    readFileSync(s.out!, 'utf8'),
    'another seed, other inputs',
  );
});

test('the inputs a task gets do not depend on its mutant sample (drawn while the oracle probes, at a time that varies)', async () => {
  // A strict HH:MM parser: most mutated inputs raise, so it needs later rounds of inputs. Their generator must not
  // be consumed by the mutant sample, whose draw interleaves with the rounds by timing: --mutants 0 draws none.
  const file = join(dir, 'rounds.jsonl');
  const code =
    "def minutes_of(hhmm):\n    h, m = hhmm.split(':')\n" +
    '    if len(h) != 2 or len(m) != 2 or not (h + m).isdigit() or int(h) > 23 or int(m) > 59:\n' +
    '        raise ValueError(hhmm)\n    return int(h) * 60 + int(m)\n';
  const tests = [
    "assert minutes_of('00:00') == 0",
    "assert minutes_of('12:30') == 750",
    "assert minutes_of('23:59') == 1439",
  ];
  writeFileSync(
    file,
    JSON.stringify({
      id: 'minutes_of',
      language: 'python',
      domain: 'd',
      query: 'q',
      entry_point: 'minutes_of',
      code,
      tests,
    }) + '\n',
  );
  const run = async (mutants: number) => {
    const r = await amplify({
      tasksFile: file,
      out: join(dir, `rounds-${mutants}.jsonl`),
      cache: false,
      mutants,
      minTests: 10,
      maxTests: 10,
    });
    return r.perTask.map(({ candidates, rejected }) => ({ candidates, rejected }));
  };
  const without = await run(0);
  assert.ok(without[0].candidates > 32, 'the task needed a later round');
  assert.deepEqual(await run(16), without);
});

test('execret amplify: --json summary; tasks below --min-tests are left out and reported; bad options exit 2', () => {
  const r = runCli([
    'amplify',
    FIX,
    '--out',
    join(dir, 'cli.jsonl'),
    '--min-tests',
    '6',
    '--max-tests',
    '9',
    '--candidates',
    '3',
    '--no-cache',
    '--json',
    '--quiet',
  ]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.ok(doc.dropped.length > 0);
  assert.match(doc.dropped[0].reason, /^only \d tests \(fewer than --min-tests 6\)$/);
  assert.ok(doc.written > 0);
  assert.equal(loadTasks(join(dir, 'cli.jsonl')).length, doc.written);
  assert.deepEqual(Object.keys(doc).slice(0, 4), ['schemaVersion', 'toolVersion', 'tasksFile', 'out']);
  const bad = runCli(['amplify', FIX, '--out', join(dir, 'x.jsonl'), '--min-tests', '8', '--max-tests', '5']);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--min-tests 8 is more than --max-tests 5/);
  // a public dataset's file not yet imported, an empty file, a garbled line: one message each, exit 2
  const raw = join(dir, 'raw-mbpp.jsonl');
  writeFileSync(
    raw,
    JSON.stringify({ task_id: 1, text: 't', code: 'def f():\n    return 1\n', test_list: [] }) + '\n',
  );
  const empty = join(dir, 'empty.jsonl');
  writeFileSync(empty, '');
  const garbled = join(dir, 'garbled.jsonl');
  writeFileSync(garbled, '{"id": "a",\n');
  const messages = [
    /raw-mbpp\.jsonl:1: field "task_id": unknown field\n {2}hint: this is a public dataset's record, not an execret task: convert the file first with `execret import FORMAT /,
    /empty\.jsonl: no tasks in file/,
    /garbled\.jsonl:1: invalid JSON/,
  ];
  for (const [i, file] of [raw, empty, garbled].entries()) {
    const e = runCli(['amplify', file, '--out', join(dir, 'z.jsonl'), '--quiet']);
    assert.equal(e.status, 2, e.stderr);
    assert.match(e.stderr, messages[i]);
    assert.doesNotMatch(e.stderr, /^\s+at /m, 'no stack trace');
  }
  const none = runCli([
    'amplify',
    FIX,
    '--out',
    join(dir, 'none.jsonl'),
    '--min-tests',
    '50',
    '--max-tests',
    '50',
    '--candidates',
    '2',
    '--no-cache',
  ]);
  assert.equal(none.status, 1);
  assert.match(none.stderr, /no task kept 50 tests; nothing written/);
  const text = runCli(['amplify', FIX, '--out', join(dir, 'y.jsonl'), '--no-cache', '--per-task']);
  assert.equal(text.status, 0, text.stderr);
  assert.match(text.stdout, /^amplify: 7 tasks -> 7 written to .*\n {2}tests: 18 before, \d+ after/);
  assert.match(text.stdout, /mutation kill rate over \d+ sampled mutants: [\d.]+% before, [\d.]+% after/);
  assert.match(text.stdout, /clamp_value: 3 -> \d+; \d+ -> \d+ of \d+/);
});

test('build with the amplify step: the release holds the amplified tests, on the build seed and oracle', async () => {
  const { build } = await import('../../src/construct/index.js');
  const { amplifyStep } = await import('../../src/amplify/index.js');
  const logged: string[] = [];
  const r = await build({
    tasksFile: FIX,
    outDir: join(dir, 'release'),
    cache: join(dir, 'cache.sqlite'),
    distractors: 2,
    preBuild: [amplifyStep()],
    log: { ...silentLogger, info: (m) => logged.push(m) },
  });
  assert.ok(r.accepted >= 6, JSON.stringify(r.rejected));
  assert.ok(
    logged.some((m) => /^amplify: 7 tasks -> 7 kept \(seed 13,/.test(m)),
    logged.join('\n'),
  );
  const released = loadTasks(join(dir, 'release', 'tasks.jsonl'));
  for (const t of released) assert.ok(t.tests.length >= 7, `${t.id}: ${t.tests.length}`);
});
