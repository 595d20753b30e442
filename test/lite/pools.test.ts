import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { tokenize } from '../../src/retrieve/tokenize.js';
import { readPoolsDir } from '../../src/lite/pools/build.js';
import { litePools } from '../../src/lite/api.js';
import { ExecretError } from '../../src/core/errors.js';
import { loadTask } from '../../src/lite/tasks/folder.js';
import { resolveEncoder } from '../../src/lite/tasks/encoder.js';
import { taskOutcomes } from '../../src/lite/tasks/outcomes.js';

const RELEASE = join(REPO_ROOT, 'data/release');
const dir = mkdtempSync(join(tmpdir(), 'execret-lite-pools-'));
const readJsonl = (f: string) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { _id: string; text: string });

test('lite pools on the bundled release (read as a BEIR folder) is what an independent BM25 in Python gives', () => {
  const out = join(dir, 'pools');
  const r = runCli(['lite', 'pools', RELEASE, '--out', out, '--json']);
  assert.equal(r.status, 0, r.stderr);
  const summary = JSON.parse(r.stdout);
  const corpus = readJsonl(join(RELEASE, 'corpus.jsonl'));
  const queries = readJsonl(join(RELEASE, 'queries.jsonl'));
  // at most max_queries (1,000) of the release's queries are pooled, drawn with the seed
  assert.equal(summary.queries, Math.min(queries.length, 1000));
  assert.ok(
    queries.length > 1000,
    'the bundled release has more queries than max_queries: the cap is exercised',
  );
  const p = readPoolsDir(out);
  // MTEB-lite's recipe written out on purpose, not POOL_DEFAULTS: a copy of the defaults would pass whatever they became
  assert.deepEqual(p.manifest.params, {
    max_queries: 1000,
    bm25_top: 30,
    k1: 0.9,
    b: 0.4,
    max_relevant: 100,
    shared_random: 1000,
    seed: 0,
    tokenizer: 'code-v1',
  });
  const py = spawnSync('/usr/bin/python3', ['-I', join(REPO_ROOT, 'scripts/golden/bm25_pools.py')], {
    input: JSON.stringify({
      k1: 0.9,
      b: 0.4,
      top: 30,
      docs: corpus.map((d) => [d._id, d.text, tokenize(d.text)]),
      queries: queries.map((q) => [q._id, q.text, tokenize(q.text)]),
    }),
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  assert.equal(py.status, 0, py.stderr);
  const ref = JSON.parse(py.stdout) as { bm25: Record<string, string[]>; sha1: Record<string, string> };
  const qrels = readFileSync(join(RELEASE, 'qrels/test.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'));
  for (const pool of p.pools) {
    assert.deepEqual(pool.bm25, ref.bm25[pool.query], pool.query);
    assert.equal(pool.sha1, ref.sha1[pool.query]);
    assert.deepEqual(
      pool.relevant,
      qrels
        .filter((x) => x[0] === pool.query && Number(x[2]) > 0)
        .map((x) => x[1])
        .sort(),
    );
  }
  // 1,000 shared documents, drawn once; every pooled document's hash is its text's SHA-1
  assert.equal(new Set(p.manifest.shared).size, 1000);
  for (const [id, sha] of p.texts) assert.equal(sha, ref.sha1[id], id);
});

test('a Retrieval task with pools: items are the pooled queries; fewer queries with --queries; a changed text is refused', async () => {
  const task = join(dir, 'release-task');
  mkdirSync(join(task, 'qrels'), { recursive: true });
  for (const f of ['corpus.jsonl', 'queries.jsonl', 'qrels/test.tsv'])
    cpSync(join(RELEASE, f), join(task, f));
  litePools({ beir: task, out: join(task, 'pools'), params: { max_queries: 40 } });
  // same inputs and seed: byte-identical files
  litePools({ beir: task, out: join(dir, 'pools-again'), params: { max_queries: 40 } });
  for (const f of ['manifest.json', 'pools.jsonl', 'texts.jsonl'])
    assert.equal(
      readFileSync(join(dir, 'pools-again', f), 'utf8'),
      readFileSync(join(task, 'pools', f), 'utf8'),
      f,
    );
  writeFileSync(join(task, 'task.json'), JSON.stringify({ type: 'Retrieval', pools: 'pools' }));
  const t = loadTask(task);
  assert.equal(t.ids.length, 40);
  const out = await taskOutcomes(t, resolveEncoder('hashing?dims=256'), Int32Array.from([0, 1, 2]));
  assert.equal(out.outcomes.length, 3);
  assert.ok(out.outcomes.every((x) => x >= 0 && x <= 1));
  // three queries: their texts and their pools' documents (30 BM25 + relevant + 1,000 shared, overlapping)
  assert.ok(out.stats.texts_needed >= 1003 && out.stats.texts_needed < 1100, String(out.stats.texts_needed));
  const p = readPoolsDir(join(task, 'pools'));
  const id = p.pools[0].bm25[0];
  const corpus = readFileSync(join(task, 'corpus.jsonl'), 'utf8');
  writeFileSync(
    join(task, 'corpus.jsonl'),
    corpus.replace(`"_id":"${id}","text":"`, `"_id":"${id}","text":"# edited\\n`),
  );
  assert.throws(
    () => loadTask(task),
    (e: unknown) =>
      e instanceof ExecretError &&
      e.exitCode === 2 &&
      new RegExp(`texts\\.jsonl:\\d+: field "sha1": the text of document "${id}" changed`).test(e.format()),
  );
});
