import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { build } from '../../src/construct/index.js';
import type { Edit } from '../../src/core/types.js';
import { createOracle } from '../../src/execute/index.js';
import type { Suite } from '../../src/execute/types.js';
import { sha256, stableStringify } from '../../src/core/hash.js';
import { listOperators } from '../../src/mutate/index.js';
import { REPO_ROOT, runCli } from '../helpers/cli.js';

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'construct', 'tasks.jsonl');

function tmp(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

function readTree(dir: string, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of readdirSync(join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${name.name}` : name.name;
    if (name.isDirectory()) Object.assign(out, readTree(dir, rel));
    else out[rel] = readFileSync(join(dir, rel), 'utf8');
  }
  return out;
}

const jsonl = (s: string) =>
  s
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

test('build runs the five stages, rejects bad tasks with reasons, and writes a consistent release', async () => {
  const dir = tmp('execret-build-');
  const out = join(dir, 'release');
  const r = await build({
    tasksFile: FIXTURE,
    outDir: out,
    cache: join(dir, 'cache.sqlite'),
    seed: 7,
    timeoutS: 3,
  });
  assert.equal(r.tasks, 7);
  assert.equal(r.accepted, 3);
  const reasons = Object.fromEntries(r.rejected.map((x) => [x.task, `${x.stage}: ${x.reason}`]));
  assert.match(reasons.broken_reference, /^reference: test 0 failed/);
  assert.match(reasons.bad_syntax, /^syntax: code does not parse/);
  assert.match(
    reasons.zz_collides,
    /^integrity: a duplicate of clamp_value: both bind "clamp_value"; clamp_value's canonical clamp_value-\w{10} passes every test of zz_collides$/,
  );
  assert.match(reasons.no_call, /^syntax: test 0 does not call the entry point/);
  // every rejection carries a stable code and its detail; stages count them by code
  assert.deepEqual(
    r.rejected.map((x) => [x.task, x.code, x.detail, x.other]),
    [
      ['bad_syntax', 'code-unparsable', '', undefined],
      ['no_call', 'test-misses-entry-point', '0', undefined],
      ['broken_reference', 'reference-fails', '0 failed: AssertionError', undefined],
      [
        'zz_collides',
        'duplicate-by-name',
        `"clamp_value"; clamp_value's canonical ${r.rejected[3].detail.match(/clamp_value-\w{10}/)} passes every test of zz_collides`,
        'clamp_value',
      ],
    ],
  );
  assert.deepEqual(r.stages[1].reasons, { 'code-unparsable': 1, 'test-misses-entry-point': 1 });
  assert.deepEqual(r.stages[4].reasons, { 'duplicate-by-name': 1 });
  assert.deepEqual(
    r.stages.map((s) => [s.stage, s.accepted, s.rejected]),
    [
      ['schema', 7, 0],
      ['syntax', 5, 2],
      ['reference', 4, 1],
      ['variants', 4, 0],
      ['integrity', 3, 1],
    ],
  );

  const files = readTree(out);
  for (const f of [
    'queries.jsonl',
    'corpus.jsonl',
    'qrels/test.tsv',
    'oracle.jsonl',
    'tasks.jsonl',
    'manifest.json',
    'build-report.md',
  ]) {
    assert.ok(f in files, `missing ${f}`);
  }
  const queries = jsonl(files['queries.jsonl']);
  const corpus = jsonl(files['corpus.jsonl']);
  const oracle = jsonl(files['oracle.jsonl']);
  assert.deepEqual(
    queries.map((q) => q._id),
    ['clamp_value', 'count_in_window', 'running_max'],
  );
  assert.equal(files['qrels/test.tsv'].split('\n')[0], 'query-id\tcorpus-id\tscore');
  for (const q of queries) {
    const own = corpus.filter((d) => d.task === q._id);
    assert.equal(own.filter((d) => d.kind === 'canonical').length, 1);
    const distractors = own.filter((d) => d.kind === 'distractor');
    assert.equal(distractors.length, 4, `${q._id} keeps 4 distractors`);
    const canonical = own.find((d) => d.kind === 'canonical');
    for (const d of distractors) {
      // edits reproduce the text from the canonical, and `original` matches
      let text = canonical.text;
      for (const e of [...d.edits].sort((a: { start: number }, b: { start: number }) => b.start - a.start)) {
        assert.equal(canonical.text.slice(e.start, e.end), e.original);
        text = text.slice(0, e.start) + e.replacement + text.slice(e.end);
      }
      assert.equal(text, d.text);
      // screening stops at the first test that does not pass: the rows are the tests that ran, ending there
      const rows = oracle.filter((o) => o.snippet === d._id);
      const nTests = jsonl(files['tasks.jsonl']).find((t) => t.id === q._id).tests.length;
      assert.ok(rows.length >= 1 && rows.length <= nTests);
      assert.deepEqual(
        rows.map((o) => o.test),
        rows.map((_, i) => i),
      );
      assert.ok(
        rows.slice(0, -1).every((o) => o.status === 'passed') && rows.at(-1).status !== 'passed',
        `${d._id} fails its last test run`,
      );
    }
    const canonRows = oracle.filter((o) => o.snippet === canonical._id);
    assert.ok(canonRows.length > 0 && canonRows.every((o) => o.status === 'passed'));
  }
  const texts = corpus.map((d) => d.text);
  assert.equal(new Set(texts).size, texts.length, 'texts are unique');
  const manifest = JSON.parse(files['manifest.json']);
  assert.equal(manifest.seed, 7);
  assert.equal(manifest.counts.queries, 3);
  assert.ok(manifest.files['corpus.jsonl'].length === 64);
  assert.match(files['build-report.md'], /## Mutation kill rate/);
  assert.match(files['build-report.md'], /broken_reference \| reference/);
  assert.match(
    files['build-report.md'],
    /\| syntax \| 7 \| 5 \| 2 \| code-unparsable \(1\); test-misses-entry-point \(1\) \|/,
  );
});

test('two builds with the same seed are byte-identical; another seed may differ; --distractors 0 and --stack work', async () => {
  const dir = tmp('execret-build-det-');
  const cache = join(dir, 'cache.sqlite');
  await build({ tasksFile: FIXTURE, outDir: join(dir, 'a'), cache, seed: 3, timeoutS: 3 });
  await build({ tasksFile: FIXTURE, outDir: join(dir, 'b'), cache, seed: 3, timeoutS: 3 });
  assert.deepEqual(readTree(join(dir, 'a')), readTree(join(dir, 'b')));

  const zero = await build({
    tasksFile: FIXTURE,
    outDir: join(dir, 'z'),
    cache,
    seed: 3,
    distractors: 0,
    timeoutS: 3,
  });
  assert.equal(zero.distractors, 0);
  assert.equal(jsonl(readFileSync(join(dir, 'z', 'corpus.jsonl'), 'utf8')).length, 3);

  const stacked = await build({
    tasksFile: FIXTURE,
    outDir: join(dir, 's'),
    cache,
    seed: 3,
    stack: 2,
    timeoutS: 3,
    screen: 'all',
  });
  assert.ok(stacked.distractors > 0);
  const corpus = jsonl(readFileSync(join(dir, 's', 'corpus.jsonl'), 'utf8'));
  const tasks = new Map(jsonl(readFileSync(join(dir, 's', 'tasks.jsonl'), 'utf8')).map((t) => [t.id, t]));
  const distractors = corpus.filter((x) => x.kind === 'distractor');
  const alone: Suite[] = [];
  for (const d of distractors) {
    assert.equal(d.edits.length, 2);
    assert.notEqual(d.edits[0].line, d.edits[1].line);
    // each edit is recorded with how it fails by itself
    assert.equal(d.components.length, 2);
    d.edits.forEach((e: Edit, i: number) => {
      const k = d.components[i];
      assert.equal(k.operator, d.operator.split('+')[i]);
      assert.notEqual(k.failure, null);
      const t = tasks.get(d.task);
      const code = t.code.slice(0, e.start) + e.replacement + t.code.slice(e.end);
      alone.push({ snippet: k.mutant, task: t.id, language: 'python', code, setup: t.setup, tests: t.tests });
    });
  }
  // checked again here: every edit of every stacked distractor, run alone, fails a test
  const oracle = await createOracle({ cache: false, timeoutS: 3 });
  try {
    const ran = await oracle.run(alone);
    ran.forEach((r, i) => assert.equal(r.passed, false, `${alone[i].snippet} alone passes every test`));
  } finally {
    await oracle.close();
  }
  // and the check bites: some stacked candidates fail a test although one of their edits alone does not
  const report = readFileSync(join(dir, 's', 'build-report.md'), 'utf8');
  const m =
    /; (\d+) of the (\d+) screened stacked candidates that fail a test had an edit that alone passes/.exec(
      report,
    );
  assert.ok(m && Number(m[1]) > 0 && Number(m[2]) > Number(m[1]), report.split('\n').slice(0, 6).join('\n'));
});

test('execret build CLI: exit 0 with a summary, 1 when no task survives, 2 for bad input', () => {
  const dir = tmp('execret-build-cli-');
  const ok = runCli([
    'build',
    FIXTURE,
    '--out',
    join(dir, 'r'),
    '--cache',
    join(dir, 'c.sqlite'),
    '--json',
    '--quiet',
  ]);
  assert.equal(ok.status, 0, ok.stderr);
  const doc = JSON.parse(ok.stdout);
  assert.equal(doc.accepted, 3);

  const none = join(dir, 'none.jsonl');
  writeFileSync(
    none,
    JSON.stringify({
      id: 'x',
      language: 'python',
      query: 'q',
      entry_point: 'f',
      code: 'def f():\n    return 1\n',
      tests: ['assert f() == 2'],
    }) + '\n',
  );
  const r1 = runCli(['build', none, '--out', join(dir, 'n'), '--no-cache', '--quiet']);
  assert.equal(r1.status, 1, r1.stderr);
  assert.ok(!existsSync(join(dir, 'n', 'corpus.jsonl')));

  const bad = join(dir, 'bad.jsonl');
  writeFileSync(bad, '{"id": "x", "language": "python"}\n');
  const r2 = runCli(['build', bad, '--out', join(dir, 'b')]);
  assert.equal(r2.status, 2);
  assert.match(r2.stderr, /bad\.jsonl:1: field "query": missing required field/);
  assert.doesNotMatch(r2.stderr, /\n\s+at /);
});

test('the manifest records the environment; --full-oracle writes every released snippet against every test', async () => {
  const dir = tmp('execret-build-env-');
  const cache = join(dir, 'cache.sqlite');
  await build({ tasksFile: FIXTURE, outDir: join(dir, 'a'), cache, seed: 3, timeoutS: 3 });
  const full = await build({
    tasksFile: FIXTURE,
    outDir: join(dir, 'f'),
    cache,
    seed: 3,
    timeoutS: 3,
    fullOracle: true,
  });
  const a = readTree(join(dir, 'a'));
  const f = readTree(join(dir, 'f'));

  const env = JSON.parse(a['manifest.json']).environment;
  assert.equal(env.node, process.version);
  assert.equal(env.python, full.runtimes[0].version);
  assert.equal(env.isolation, full.isolation.level);
  assert.equal(env.operatorTable, sha256(stableStringify(listOperators())));
  assert.equal(
    env.execret.version,
    JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version,
  );
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).stdout.trim();
  assert.equal(env.execret.commit, head || null);
  assert.equal(typeof env.execret.dirty, head ? 'boolean' : 'object');
  const bwrap = spawnSync('bwrap', ['--version'], { encoding: 'utf8' });
  assert.equal(
    env.bubblewrap,
    full.isolation.mechanisms.includes('bwrap') ? bwrap.stdout.trim().replace('bubblewrap ', '') : null,
  );
  assert.match(env.os, new RegExp(`^${os.type()} ${os.release().replace(/[.+]/g, '\\$&')} `));

  // the same corpus; only the oracle rows (and the manifest's option and hashes) differ
  for (const name of ['queries.jsonl', 'corpus.jsonl', 'qrels/test.tsv', 'tasks.jsonl', 'build-report.md'])
    assert.equal(f[name], a[name], name);
  assert.equal(JSON.parse(f['manifest.json']).options.fullOracle, true);
  assert.equal(JSON.parse(a['manifest.json']).options.fullOracle, undefined);
  const tests = new Map(jsonl(f['tasks.jsonl']).map((t) => [t.id, t.tests.length]));
  const rows = jsonl(f['oracle.jsonl']);
  const short = jsonl(a['oracle.jsonl']);
  for (const d of jsonl(f['corpus.jsonl'])) {
    const mine = rows.filter((r) => r.snippet === d._id);
    assert.deepEqual(
      mine.map((r) => r.test),
      [...Array(tests.get(d.task)).keys()],
      `${d._id}: one row per test`,
    );
    const screened = short.filter((r) => r.snippet === d._id);
    if (d.kind === 'distractor') {
      assert.ok(
        mine.some((r) => r.status !== 'passed'),
        `${d._id} fails a test`,
      );
      // the screening prefix agrees with the full row set where both ran
      for (const r of screened) assert.equal(mine[r.test].status, r.status);
    } else assert.deepEqual(mine, screened);
  }
  assert.ok(rows.length > short.length, 'fail-fast screening ran fewer rows');
  assert.ok(full.execution.matrix.suites > 0);
});
