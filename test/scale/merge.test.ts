import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

// Six bundled tasks, two distractors each: a build of the whole, and the same build in three shards, merged.
let dir: string;
let tasks: string;
const BUILD = ['--distractors', '2', '--quiet'];
const SYSTEMS = ['-r', 'bm25', '-r', 'tfidf', '-r', 'bm25|exec-examples'];

const ok = (r: ReturnType<typeof runCli>) => {
  assert.equal(r.status, 0, `${r.stdout}\n${r.stderr}`);
  return r;
};
const read = (...p: string[]) => readFileSync(join(...p), 'utf8');
/** oracle.jsonl without the one field that is a timing by nature */
const statuses = (release: string) =>
  read(release, 'oracle.jsonl')
    .trim()
    .split('\n')
    .map((l) => {
      const { ms, ...rest } = JSON.parse(l) as Record<string, unknown>;
      void ms;
      return JSON.stringify(rest);
    });

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'execret-merge-'));
  tasks = join(dir, 'tasks.jsonl');
  const lines = read(REPO_ROOT, 'data', 'tasks.jsonl').split('\n').filter(Boolean);
  writeFileSync(tasks, [0, 100, 200, 300, 400, 500].map((i) => lines[i]).join('\n') + '\n');
  ok(runCli(['build', tasks, '--out', join(dir, 'whole'), '--cache', join(dir, 'whole.sqlite'), ...BUILD]));
  for (const i of [0, 1, 2])
    ok(runCli(['build', tasks, '--shard', `${i}/3`, '--out', join(dir, `s${i}`), ...BUILD]));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('build --shard I/3 three times plus merge gives the release of one build', () => {
  const r = ok(runCli(['merge', ...[0, 1, 2].map((i) => join(dir, `s${i}`)), '--out', join(dir, 'merged')]));
  assert.match(r.stdout, /merged 3 build shards/);
  for (const f of ['corpus.jsonl', 'queries.jsonl', 'qrels/test.tsv', 'tasks.jsonl', 'build-report.md'])
    assert.equal(read(dir, 'merged', f), read(dir, 'whole', f), f);
  assert.deepEqual(statuses(join(dir, 'merged')), statuses(join(dir, 'whole')));
  const shard = JSON.parse(read(dir, 's1', 'shard.json'));
  assert.equal(shard.status, 'done');
  assert.equal(shard.command, 'build');
});

test('merge refuses a missing, duplicated, unfinished or foreign shard, naming it (exit 2)', () => {
  const s = (i: number | string) => join(dir, `s${i}`);
  let r = runCli(['merge', s(0), s(2), '--out', join(dir, 'm1')]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /shard 1\/3 of this build run is missing/);
  r = runCli(['merge', s(0), s(1), s(1), s(2), '--out', join(dir, 'm2')]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /shard 1\/3 is given twice/);
  // shard 2 again, with another seed: foreign
  ok(runCli(['build', tasks, '--shard', '2/3', '--out', s('2x'), '--seed', '14', ...BUILD]));
  r = runCli(['merge', s(0), s(1), s('2x'), '--out', join(dir, 'm3')]);
  assert.equal(r.status, 2);
  assert.ok(r.stderr.includes(s('2x')), r.stderr);
  assert.match(r.stderr, /seed 14, not 13|seed 14/);
  // a shard folder of one run is not reused by another
  r = runCli(['build', tasks, '--shard', '2/3', '--out', s(2), '--seed', '15', ...BUILD]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /holds shard 2\/3 of another build run/);
  // a shard stopped part-way
  const file = join(s(1), 'shard.json');
  const m = JSON.parse(read(file));
  writeFileSync(file, JSON.stringify({ ...m, status: 'running' }));
  r = runCli(['merge', s(0), s(1), s(2), '--out', join(dir, 'm4')]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /s1 \(shard 1\/3\) did not finish/);
  writeFileSync(file, JSON.stringify(m));
  r = runCli(['merge', join(dir, 'nowhere'), '--out', join(dir, 'm5')]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /not a shard folder/);
});

test('eval --shard I/2 twice plus merge gives the results folder of one eval (timings.json aside)', () => {
  const release = join(dir, 'whole');
  ok(
    runCli([
      'eval',
      release,
      ...SYSTEMS,
      '--out',
      join(dir, 'ev'),
      '--cache',
      join(dir, 'ev.sqlite'),
      '--quiet',
    ]),
  );
  for (const i of [0, 1])
    ok(runCli(['eval', release, ...SYSTEMS, '--shard', `${i}/2`, '--out', join(dir, `e${i}`), '--quiet']));
  ok(runCli(['merge', join(dir, 'e0'), join(dir, 'e1'), '--out', join(dir, 'em'), '--quiet']));
  assert.equal(read(dir, 'em', 'summary.json'), read(dir, 'ev', 'summary.json'));
  for (const f of ['bm25', 'tfidf'])
    assert.equal(read(dir, 'em', 'runs', `${f}.trec`), read(dir, 'ev', 'runs', `${f}.trec`), f);
  const summary = JSON.parse(read(dir, 'em', 'summary.json'));
  assert.equal(summary.systems.length, 3);
});

test('amplify --shard I/2 twice plus merge writes the task file of one amplify', () => {
  ok(
    runCli([
      'amplify',
      tasks,
      '--out',
      join(dir, 'amp.jsonl'),
      '--cache',
      join(dir, 'amp.sqlite'),
      '--quiet',
    ]),
  );
  for (const i of [0, 1])
    ok(runCli(['amplify', tasks, '--shard', `${i}/2`, '--out', join(dir, `a${i}`), '--quiet']));
  const r = ok(
    runCli(['merge', join(dir, 'a0'), join(dir, 'a1'), '--out', join(dir, 'amerged.jsonl'), '--quiet']),
  );
  assert.match(r.stdout, /merged 2 amplify shards/);
  assert.equal(read(dir, 'amerged.jsonl'), read(dir, 'amp.jsonl'));
});
