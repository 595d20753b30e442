/**
 * The done-when case at CI size (12 entries, each plant once): a scripted OpenAI-compatible server on 127.0.0.1 answers N entries with planted
 * defects (scripted-model.ts); `generate tasks` then `build` give a release in which every planted defect was
 * caught. bench/generate-bench.ts runs the same script at the 164 entries.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../src/construct/index.js';
import { loadTasks } from '../../src/tasks/load.js';
import { toJsonl } from '../../src/core/jsonl.js';
import { createOracle } from '../../src/execute/index.js';
import { generateTasks, resolveModel } from '../../src/generate/index.js';
import { planted, scriptEntries, startScriptedServer } from './scripted-model.js';
import { runPipeline } from './run-pipeline.js';

test('generate tasks against a scripted model: planted defects caught, rates as planted, repaired entries kept, a rerun makes no request, then build', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-generate-'));
  const r = await runPipeline(12, dir);
  const want = planted(r.entries);
  const { first } = r;
  assert.equal(
    r.server.unmatched,
    0,
    "every request's user message holds its entry's entry_point and query verbatim",
  );
  assert.equal(first.entries, 12);
  assert.equal(first.firstAttemptValid, want.firstAttemptValid);
  assert.equal(first.firstAttemptRate, want.firstAttemptValid / 12);
  assert.deepEqual(first.failed, want.hopeless);
  assert.deepEqual(first.repaired, want.repaired);
  assert.equal(first.written, 12 - want.hopeless.length);
  assert.equal(first.finalValid, first.written);
  // every planted defect shows as a failure of its stage on the first attempt
  const stageOf = {
    'not-json': 'schema',
    hopeless: 'schema',
    'failing-reference': 'reference',
    'passing-distractor': 'variants',
    'wrong-bug-type': 'variants',
  } as const;
  for (const e of r.entries) {
    const fails = first.failures.filter((f) => f.entry === e.task.id);
    const stage = stageOf[e.plant as keyof typeof stageOf];
    if (!stage) assert.equal(fails.length, 0, e.task.id);
    else assert.equal(fails[0]?.stage, stage, `${e.task.id} ${e.plant}`);
    if (e.plant === 'passing-distractor')
      assert.match(fails[0].message, /distractor 0 \(\w+\) passes every test/);
    if (e.plant === 'wrong-bug-type')
      assert.match(fails[0].message, /its edit does not support its bug type/);
    if (e.plant === 'failing-reference')
      assert.match(fails[0].message, /the reference fails its own test \d+/);
    if (e.plant === 'hopeless') assert.equal(fails.length, 3);
  }
  // 429s and time-outs were retried without costing an attempt
  assert.ok(
    r.waits.length >= r.entries.filter((e) => e.plant === 'http-429' || e.plant === 'timeout').length,
  );
  // free-form: the accidentally correct count (and those that said so) equal the planted ones
  assert.equal(first.freeForm.accidentallyCorrect, want.accidentallyCorrect);
  assert.equal(first.freeForm.saidSo, want.saidSo);
  assert.equal(first.freeForm.kept, first.written);
  assert.ok(first.cost.known && first.cost.usd! > 0);
  // a second run makes zero requests and writes the same file
  assert.equal(r.again, 0);
  assert.equal(r.second.calls.requests, 0);
  assert.equal(readFileSync(join(dir, 'tasks.jsonl'), 'utf8'), r.firstBytes);
  assert.deepEqual(
    { ...r.second, calls: null, cost: null },
    { ...first, calls: null, cost: null, failures: first.failures.map((f) => ({ ...f, cached: true })) },
  );

  // the tasks file: model distractors (origin llm), the free-form ones, provenance with the prompts' sha256
  const tasks = loadTasks(join(dir, 'tasks.jsonl'));
  for (const t of tasks) {
    assert.equal(t.distractors!.filter((d) => d.bug_type === 'free_form').length, 1);
    assert.ok(t.distractors!.every((d) => d.origin === 'llm'));
    assert.equal(t.provenance!.model, 'openai:scripted-coder');
    assert.match(t.provenance!.prompt_sha256['task.user'], /^[0-9a-f]{64}$/);
  }

  // build: every model distractor verifies, none of the planted defects reaches the release
  const out = join(dir, 'release');
  const b = await build({
    tasksFile: join(dir, 'tasks.jsonl'),
    outDir: out,
    cache: join(dir, 'oracle.sqlite'),
    distractors: 5,
  });
  assert.equal(b.accepted, tasks.length);
  assert.deepEqual(b.provided.rejected, []);
  assert.deepEqual(b.provided.kept, { llm: tasks.length * 5 });
  const corpus = readFileSync(join(out, 'corpus.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const texts = new Set(corpus.map((c) => c.text));
  for (const e of r.entries) {
    if (e.plant === 'passing-distractor')
      assert.ok(!texts.has(e.survivor!.code), 'a passing distractor reached the release');
    if (e.plant === 'hopeless') assert.ok(!corpus.some((c) => c.task === e.task.id));
  }
  assert.ok(corpus.filter((c) => c.kind === 'distractor').every((c) => c.origin === 'llm'));
  assert.equal(corpus.filter((c) => c.bug_type === 'free_form').length, tasks.length);
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
  assert.deepEqual(manifest.provenance.models, ['openai:scripted-coder']);
  assert.equal(manifest.provenance.prompt_sha256['task.user'].length, 1);
});

test('--max-cost stops generate tasks before a call would pass it, writes what it has, and a rerun resumes from the cache', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-generate-cost-'));
  const oracleCache = join(dir, 'oracle.sqlite');
  const oracle = await createOracle({ cache: oracleCache });
  const entries = await scriptEntries(oracle, 3).finally(() => oracle.close());
  const registry = join(dir, 'registry.jsonl');
  writeFileSync(
    registry,
    toJsonl(
      entries.map((e) => ({ entry_point: e.task.entry_point, query: e.task.query, domain: e.task.domain })),
    ),
  );
  const server = await startScriptedServer(entries);
  // 1000 USD per 1M tokens each way and 2,000 tokens out: a call's worst case is about 3.4 USD, and the first
  // costs at least its 1,000 prompt tokens (1 USD), so a 4 USD budget allows exactly one call
  const run = (maxCostUsd: number) =>
    generateTasks({
      registryFile: registry,
      out: join(dir, 'tasks.jsonl'),
      model: resolveModel(
        'openai:scripted-coder?price-in=1000&price-out=1000&max-tokens=2000',
        { 'base-url': server.url },
        {},
      ),
      callCache: join(dir, 'calls.sqlite'),
      cache: oracleCache,
      concurrency: 1,
      maxCostUsd,
    });
  try {
    const first = await run(4);
    assert.equal(server.stats.requests, 1);
    assert.equal(first.stopped?.reason, 'max-cost');
    assert.equal(first.written, 1);
    assert.equal(readFileSync(join(dir, 'tasks.jsonl'), 'utf8').trim().split('\n').length, 1);
    const second = await run(1000);
    assert.equal(second.stopped, null);
    assert.equal(second.calls.cacheHits, 1);
    assert.equal(second.written, 3);
  } finally {
    await server.close();
  }
});
