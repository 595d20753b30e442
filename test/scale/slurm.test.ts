import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shardOfKey } from '../../src/core/shard.js';
import { CLI_COMMAND, REPO_ROOT, runCli } from '../helpers/cli.js';

/**
 * A real one-node Slurm cluster (scripts/slurm-local.sh; CI installs slurm-wlm and munge through
 * scripts/setup-system.sh): an `sbatch --array` job builds a release in three shards with `--shard auto`, one shard
 * is cancelled part-way with scancel and submitted again, the shards are merged, and the release is compared with
 * one unsharded build; then an array job evaluates it in two shards, merged and compared the same way. Where Slurm
 * cannot start, the test fails in CI and is skipped elsewhere, saying why; it never passes without a cluster.
 */
const SCRIPT = join(REPO_ROOT, 'scripts', 'slurm-local.sh');
let dir: string;
let startedHere = false;
let unavailable: string | undefined;

const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8' }).trim();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const read = (...p: string[]) => readFileSync(join(...p), 'utf8');
const status = (shardDir: string) =>
  existsSync(join(shardDir, 'shard.json')) ? JSON.parse(read(shardDir, 'shard.json')).status : 'absent';

async function waitFor(what: string, ok: () => boolean, ms = 240_000): Promise<void> {
  const t0 = Date.now();
  while (!ok()) {
    if (Date.now() - t0 > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}
const jobGone = (job: string) => () => sh('squeue', ['-h', '-j', job]) === '';

/** The CLI from source in the background: the unsharded runs go on while the array jobs run (the test's wall time). */
function cliAsync(args: string[]): Promise<{ status: number | null; stderr: string }> {
  const p = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'src', 'cli', 'dev.ts'), ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  p.stderr.on('data', (c) => (stderr += c));
  return new Promise((r) => p.on('close', (status) => r({ status, stderr })));
}

/** Equal texts, or a failure that names the first line that differs (not two whole files). */
function sameLines(actual: string, expected: string, name: string): void {
  if (actual === expected) return;
  const a = actual.split('\n');
  const e = expected.split('\n');
  const i = a.findIndex((line, k) => line !== e[k]);
  const at = i < 0 ? a.length : i;
  assert.fail(
    `${name} differs from the unsharded build at line ${at + 1}:\n  merged: ${a[at]}\n  whole:  ${e[at]}`,
  );
}

function submit(array: string, script: string): string {
  return sh('sbatch', [
    '--parsable',
    `--array=${array}`,
    `--output=${dir}/slurm-%A_%a.out`,
    `--chdir=${dir}`,
    script,
  ]);
}

before(() => {
  if (process.getuid?.() !== 0) unavailable = 'the test needs root to start slurmd';
  else if (spawnSync('bash', [SCRIPT, 'status']).status === 0) startedHere = false;
  else {
    const r = spawnSync('bash', [SCRIPT, 'start'], { encoding: 'utf8' });
    if (r.status !== 0) unavailable = `Slurm could not start: ${r.stderr.trim() || r.error?.message}`;
    else startedHere = true;
  }
  dir = mkdtempSync(join(tmpdir(), 'execret-slurm-'));
});
after(() => {
  if (startedHere) spawnSync('bash', [SCRIPT, 'stop']);
  rmSync(dir, { recursive: true, force: true });
});

test('Slurm: sharded build with a cancelled and resubmitted shard, then a sharded eval, merged = one run', async (t) => {
  if (unavailable) {
    if (process.env.CI) assert.fail(unavailable);
    t.skip(unavailable);
    return;
  }
  const lines = read(REPO_ROOT, 'data', 'tasks.jsonl').split('\n').filter(Boolean);
  // A task slow enough (seven tests of 0.3 s) that its shard can be caught running; its id puts it in shard 1 of 3.
  // Each test sleeps only after its assertion holds, and the candidates' cap (--variant-timeout) is far above the
  // whole suite's 2.1 s: no candidate's verdict rests on how long it ran, so two builds on a loaded machine agree
  // (with sleeps before the assertion and the 1 s default cap, a candidate failing at the third test took about
  // the cap, and its verdict went either way: a CI run once merged another corpus than the unsharded build).
  let slowId = '';
  for (let i = 0; shardOfKey(slowId, 3) !== 1 || !slowId; i++) slowId = `slow_sleeper_${i}`;
  const slow = {
    id: slowId,
    language: 'python',
    domain: 'test',
    query: 'Return the larger of two integers, or the first when they are equal.',
    entry_point: 'larger',
    code: 'def larger(a, b):\n    if a >= b:\n        return a\n    return b\n',
    tests: [
      [3, 2, 3],
      [2, 3, 3],
      [5, 5, 5],
      [-1, -2, -1],
      [0, 7, 7],
      [-4, -4, -4],
      [9, -9, 9],
    ].map(([a, b, c]) => `assert larger(${a}, ${b}) == ${c} and not __import__('time').sleep(0.3)`),
  };
  const tasks = join(dir, 'tasks.jsonl');
  writeFileSync(tasks, [...[0, 150, 300, 450].map((i) => lines[i]), JSON.stringify(slow)].join('\n') + '\n');
  const build = ['--distractors', '2', '--variant-timeout', '5', '--quiet'];
  const cli = CLI_COMMAND;
  const buildJob = join(dir, 'build.sh');
  writeFileSync(
    buildJob,
    `#!/bin/bash\ncd ${REPO_ROOT}\nexec ${cli} build ${tasks} --shard auto --shard-count 3 --out ${dir}/s$SLURM_ARRAY_TASK_ID ${build.join(' ')}\n`,
  );
  const whole = cliAsync(['build', tasks, '--out', join(dir, 'whole'), '--cache', join(dir, 'whole.sqlite'), ...build]); // prettier-ignore

  const job = submit('0-2', buildJob);
  const s = (i: number) => join(dir, `s${i}`);
  await waitFor('shard 1 to start', () => status(s(1)) === 'running');
  await sleep(1000);
  sh('scancel', [`${job}_1`]);
  await waitFor(`job ${job} to end`, jobGone(job));
  assert.equal(status(s(1)), 'running', 'shard 1 was cancelled part-way');
  assert.equal(status(s(0)), 'done');
  assert.equal(status(s(2)), 'done');
  const refused = runCli(['merge', s(0), s(1), s(2), '--out', join(dir, 'merged')]);
  assert.equal(refused.status, 2);
  assert.match(refused.stderr, /shard 1\/3\) did not finish/);

  const again = submit('1', buildJob);
  await waitFor(`job ${again} to end`, jobGone(again));
  const w = await whole;
  assert.equal(w.status, 0, w.stderr);
  assert.equal(status(s(1)), 'done', read(dir, `slurm-${again}_1.out`));
  const merged = runCli(['merge', s(0), s(1), s(2), '--out', join(dir, 'merged'), '--quiet']);
  assert.equal(merged.status, 0, merged.stderr);
  // release format 2: the rows carry no time, so the oracle is byte-identical too (the times are in timings.json)
  for (const f of [
    'corpus.jsonl',
    'queries.jsonl',
    'qrels/test.tsv',
    'tasks.jsonl',
    'build-report.md',
    'oracle.jsonl',
  ])
    sameLines(read(dir, 'merged', f), read(dir, 'whole', f), f);

  const evalJob = join(dir, 'eval.sh');
  writeFileSync(
    evalJob,
    `#!/bin/bash\ncd ${REPO_ROOT}\nexec ${cli} eval ${dir}/merged -r bm25 -r tfidf --shard auto --out ${dir}/e$SLURM_ARRAY_TASK_ID --quiet\n`,
  );
  const ev = cliAsync(['eval', join(dir, 'merged'), '-r', 'bm25', '-r', 'tfidf', '--out', join(dir, 'ev'), '--quiet']); // prettier-ignore
  const ej = submit('0-1', evalJob);
  await waitFor(`job ${ej} to end`, jobGone(ej));
  const e = await ev;
  assert.equal(e.status, 0, e.stderr);
  const em = runCli(['merge', join(dir, 'e0'), join(dir, 'e1'), '--out', join(dir, 'em'), '--quiet']);
  assert.equal(
    em.status,
    0,
    `${em.stderr}\n${existsSync(join(dir, `slurm-${ej}_0.out`)) ? read(dir, `slurm-${ej}_0.out`) : ''}`,
  );
  assert.equal(read(dir, 'em', 'summary.json'), read(dir, 'ev', 'summary.json'));
});
