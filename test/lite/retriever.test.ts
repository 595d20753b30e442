import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { evaluate } from '../../src/evaluate/index.js';
import {
  estimateRetrievers,
  estimateScores,
  liteSelect,
  selectedItemIds,
  writeConfig,
  type LiteConfig,
} from '../../src/lite/index.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');
const dir = mkdtempSync(join(tmpdir(), 'execret-lite-r-'));
const VARIANTS = ['bm25', 'bm25?k1=0.5&b=0.3', 'tfidf', 'tfidf?ngram=2-3', 'hashing', 'hashing?dims=64'];
const NEW = ['bm25?k1=2&b=1', 'tfidf?ngram=1-2', 'hashing?dims=32&seed=3'];
const results = join(dir, 'results');
// the reference set and, for checking, a full evaluation of the new retrievers
const ready = Promise.all([
  evaluate({ release: MINI, retrievers: VARIANTS, out: results, replicates: 100 }),
  evaluate({ release: MINI, retrievers: NEW, replicates: 100 }),
]);

const rejectsWith = async (p: Promise<unknown>, re: RegExp) =>
  assert.rejects(p, (e: Error) => (assert.match(e.message, re), true));

for (const metric of ['exec@1', 'ndcg@10'] as const) {
  test(`lite estimate -r (${metric}): evaluates only the selected queries and matches the full evaluation's outcomes`, async () => {
    const [, full] = await ready;
    const config = await liteSelect(
      { results: [results], metric },
      { k: 3, variant: { selection: 'anchor', estimator: metric === 'exec@1' ? 'gp' : 'pirt' }, seed: 0 },
    );
    assert.equal(config.manifest.source?.kind, 'eval');
    const ids = selectedItemIds(config);
    assert.equal(ids.length, 3);
    const r = await estimateRetrievers({ config, release: MINI, retrievers: NEW });
    assert.equal(r.metric, metric);
    assert.deepEqual(r.cost, {
      queries_evaluated: 3,
      queries_total: 6,
      share: 0.5,
      counts: r.cost.counts,
    });
    assert.match(r.cost.counts, /queries/);
    assert.equal(r.cost_share, 0.5);
    assert.equal(r.release.same_as_config, true);
    // only the selected queries were scored, and each outcome is the full evaluation's own
    for (const name of NEW) {
      assert.deepEqual(Object.keys(r.outcomes[name]).sort(), [...ids].sort());
      for (const q of ids) {
        const row = full.perQuery[name].find((x) => x.query === q)!;
        assert.equal(r.outcomes[name][q], row.metrics[metric], `${name} ${q}`);
      }
    }
    // the estimates are those of the config's estimator on the full evaluation's outcomes
    const fromFull = estimateScores(config, {
      models: NEW,
      get: (item, j) => full.perQuery[NEW[j]].find((x) => x.query === item)?.metrics[metric],
    });
    assert.deepEqual(r.models, fromFull.models);
    for (const m of r.models) assert.ok(Number.isFinite(m.benchmark_mean), m.model);
  });
}

test('lite estimate -r: metric checks and query ids that are not in the release', async () => {
  await ready;
  const config = await liteSelect(
    { results: [results] },
    { k: 2, variant: { selection: 'anchor', estimator: 'mean' } },
  );
  await rejectsWith(
    estimateRetrievers({ config, release: MINI, retrievers: ['bm25'], metric: 'ndcg@10' }),
    /built on exec@1, not ndcg@10/,
  );
  // a config from a CSV does not know its metric; its item ids must be query ids of the release
  const csv = join(dir, 'outcomes.csv');
  writeFileSync(csv, 'item,a,b,c\nclamp,1,0,1\ngcd,0,0,1\nnope,1,1,0\n');
  const fromCsv: LiteConfig = await liteSelect(
    { outcomes: csv },
    { k: 3, variant: { selection: 'anchor', estimator: 'mean' } },
  );
  assert.deepEqual(fromCsv.manifest.source, { kind: 'csv' });
  await rejectsWith(
    estimateRetrievers({ config: fromCsv, release: MINI, retrievers: ['bm25'] }),
    /does not record the metric/,
  );
  await rejectsWith(
    estimateRetrievers({ config: fromCsv, release: MINI, retrievers: ['bm25'], metric: 'ndcg@10' }),
    /item model is binary/,
  );
  await rejectsWith(
    estimateRetrievers({ config: fromCsv, release: MINI, retrievers: ['bm25'], metric: 'exec@1' }),
    /query "nope" is not in the release/,
  );
});

test('CLI: lite estimate --config DIR -r RETRIEVER RELEASE --json; an unknown retriever exits 2', async () => {
  await ready;
  const cfg = join(dir, 'cfg');
  writeConfig(
    cfg,
    await liteSelect({ results: [results] }, { k: 2, variant: { selection: 'anchor', estimator: 'gp' } }),
  );
  const r = runCli(['lite', 'estimate', '--config', cfg, '-r', 'bm25', '-r', 'tfidf', MINI, '--json']);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.deepEqual(
    doc.models.map((m: { model: string }) => m.model),
    ['bm25', 'tfidf'],
  );
  assert.equal(doc.cost.queries_evaluated, 2);
  assert.equal(doc.cost.queries_total, 6);
  const u = runCli(['lite', 'estimate', '--config', cfg, '-r', 'bm2', MINI]);
  assert.equal(u.status, 2);
  assert.match(u.stderr, /did you mean "bm25"/);
  assert.doesNotMatch(u.stderr, /at .*\.ts:\d+/);
});
