import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretError } from '../../src/core/errors.js';
import { createRng } from '../../src/core/rng.js';
import { ndcgAtK } from '../../src/metrics/ndcg-at-k.js';
import { gradedNdcgAtK } from '../../src/lite/tasks/metrics/ndcg.js';
import { NumpyRandomState } from '../../src/lite/fitting/numpy-random.js';
import { fitLogistic, predictLogistic } from '../../src/lite/fitting/logistic-regression.js';
import { taskTypes } from '../../src/lite/tasks/registry.js';
import { resolveMeta, loadTask } from '../../src/lite/tasks/folder.js';
import { encodeNeeds, resolveEncoder } from '../../src/lite/tasks/encoder.js';
import { taskOutcomes } from '../../src/lite/tasks/outcomes.js';
import { writePools, textSha1 } from '../../src/lite/pools/format.js';
import type { RowsByFile, Vectors } from '../../src/lite/tasks/task-type.js';
import { runCliAsync, startVectorServer } from './vector-server.js';
import { runCli } from '../helpers/cli.js';
import { readOutcomeTable } from '../../src/lite/formats/outcome-table.js';
import { readItemTable } from '../../src/lite/formats/item-table.js';

type Golden = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const golden = JSON.parse(
  readFileSync(new URL('./fixtures/tasks-golden.json', import.meta.url), 'utf8'),
) as Golden;
const dir = mkdtempSync(join(tmpdir(), 'execret-lite-tasks-'));
const close = (a: ArrayLike<number>, b: ArrayLike<number>, tol = 1e-9, what = '') => {
  assert.equal(a.length, b.length, what);
  for (let i = 0; i < a.length; i++)
    assert.ok(Math.abs(a[i] - b[i]) <= tol, `${what}[${i}]: ${a[i]} vs ${b[i]}`);
};

test('numpy RandomState(42).shuffle, applied again and again as mteb undersamples, bit for bit', () => {
  const g = golden.numpy_shuffle;
  const idxs = Array.from({ length: g.n }, (_, i) => i);
  for (const expected of g.after_each) assert.deepEqual(new NumpyRandomState(g.seed).shuffle(idxs), expected);
});

test('logistic regression predicts as scikit-learn LogisticRegression(max_iter=100) does (2, 3 and 5 classes)', () => {
  for (const c of golden.logistic) {
    const d = c.x[0].length;
    const m = fitLogistic(Float64Array.from(c.x.flat()), c.y, d);
    assert.deepEqual(predictLogistic(m, Float64Array.from(c.test.flat()), c.test.length), c.pred);
    // the same optimum: coefficients agree to scikit-learn's own tolerance
    close(m.w, c.coef.flat(), 2e-3, 'coef');
    close(m.b, c.intercept, 2e-3, 'intercept');
  }
});

/** Rows of a worked example as a task folder's files; vectors from its table. */
function fromExample(name: string) {
  const type = taskTypes[name as keyof typeof taskTypes];
  const ex = type.example;
  const { meta } = resolveMeta('example', { type: name, name: `${name}-example`, ...ex.task }, 'example');
  const files = Object.fromEntries(
    Object.entries(ex.rows as Record<string, unknown[]>).map(([f, rows]) => [
      f,
      { file: `example:${f}`, rows: rows.map((value, i) => ({ line: i + 1, value })) },
    ]),
  ) as RowsByFile;
  const vectors: Vectors = { get: (_role, text) => ex.vectors[text] };
  const data = type.fromRows(files, meta);
  return { type, ex, data, vectors, all: Int32Array.from(type.itemIds(data), (_, i) => i) };
}

for (const name of Object.keys(taskTypes)) {
  test(`${name}: its worked example comes true`, () => {
    const { type, ex, data, vectors, all } = fromExample(name);
    close(type.outcomes(data, vectors, all), ex.outcomes, 1e-12, 'outcomes');
    close([type.score(data, vectors, all)], [ex.score], 1e-12, 'score');
    // what the outcomes need is exactly what they read
    const needed = new Set(type.needs(data, all).map((n) => `${n.role}:${n.text}`));
    const read = new Set<string>();
    type.outcomes(data, { get: (role, text) => (read.add(`${role}:${text}`), ex.vectors[text]) }, all);
    assert.deepEqual([...read].sort(), [...needed].sort());
  });
}

const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
function folder(name: string, task: Record<string, unknown>, files: Record<string, string>): string {
  const d = join(dir, name);
  mkdirSync(join(d, 'qrels'), { recursive: true });
  writeFileSync(join(d, 'task.json'), JSON.stringify(task));
  for (const [f, text] of Object.entries(files)) writeFileSync(join(d, f), text);
  return d;
}

/** One task folder per type, made from the golden fixtures (what scripts/golden/lite_tasks.py computed). */
function goldenFolders(): Record<string, { dir: string; outcomes: number[]; score: number }> {
  const g = golden;
  const r = g.Retrieval;
  const beir = {
    'corpus.jsonl': jsonl(r.corpus),
    'queries.jsonl': jsonl(r.queries),
    'qrels/test.tsv':
      'query-id\tcorpus-id\tscore\n' + r.qrels.map((q: string[]) => q.join('\t')).join('\n') + '\n',
  };
  return {
    Retrieval: { dir: folder('ret', { type: 'Retrieval' }, beir), outcomes: r.outcomes, score: r.main_score },
    Reranking: {
      dir: folder('rer', { type: 'Reranking' }, { 'test.jsonl': jsonl(g.Reranking.rows) }),
      outcomes: g.Reranking.outcomes_map,
      score: g.Reranking.main_score_map,
    },
    Classification: {
      dir: folder(
        'cls',
        { type: 'Classification', ...g.Classification.params },
        { 'test.jsonl': jsonl(g.Classification.test), 'train.jsonl': jsonl(g.Classification.train) },
      ),
      outcomes: g.Classification.outcomes,
      score: g.Classification.main_score,
    },
    ...Object.fromEntries(
      ['STS', 'PairClassification', 'Clustering', 'Summarization', 'BitextMining'].map((t) => [
        t,
        {
          dir: folder(t.toLowerCase(), { type: t }, { 'test.jsonl': jsonl(g[t].rows) }),
          outcomes: g[t].outcomes,
          score: g[t].main_score,
        },
      ]),
    ),
  };
}

test('every task type end to end: a task folder, a real HTTP embedding server, outcomes and main score as scikit-learn/scipy compute them', async () => {
  const server = await startVectorServer(golden.vectors);
  try {
    const enc = resolveEncoder('openai:golden-vectors', {
      options: { 'base-url': server.baseUrl },
      cache: false,
    });
    for (const [name, g] of Object.entries(goldenFolders())) {
      const task = loadTask(g.dir);
      assert.equal(task.type.name, name);
      const r = await taskOutcomes(task, enc);
      close(r.outcomes, g.outcomes, 1e-9, name);
      close([r.score], [g.score], 1e-9, `${name} score`);
      assert.equal(r.stats.texts_encoded, r.stats.texts_needed);
    }
    // a pair-classification subset: AP reweighted to the whole task's label prior (scikit-learn sample_weight)
    const pc = loadTask(goldenFolders().PairClassification.dir);
    const sub = Int32Array.from(golden.PairClassification.subset as number[]);
    const { vectors } = await encodeNeeds(enc, pc.type.needs(pc.data, sub));
    close(
      [pc.type.score(pc.data, vectors, sub)],
      [golden.PairClassification.subset_ap_reweighted],
      1e-9,
      'reweighted AP',
    );
    // the reranking main score nDCG@10 instead of MAP
    const rer = folder(
      'rer-ndcg',
      { type: 'Reranking', main_score: 'ndcg_at_10' },
      {
        'test.jsonl': jsonl(golden.Reranking.rows),
      },
    );
    const r = await taskOutcomes(loadTask(rer), enc);
    close(r.outcomes, golden.Reranking.outcomes_ndcg_at_10, 1e-9, 'ndcg');
  } finally {
    await server.close();
  }
});

test('retrieval with candidate pools: only pooled queries, each against its pool; a changed text is refused', async () => {
  const r = golden.Retrieval;
  const texts = new Map<string, string>(r.corpus.map((c: { _id: string; text: string }) => [c._id, c.text]));
  const qtext = new Map<string, string>(r.queries.map((q: { _id: string; text: string }) => [q._id, q.text]));
  const base = goldenFolders().Retrieval.dir;
  const poolDir = join(base, 'pools');
  const ids = Object.keys(r.pools);
  writePools(poolDir, {
    manifest: {
      schema_version: 1,
      kind: 'execret-lite-pools',
      tool_version: 'test',
      source: { path: base, split: 'test', corpus: texts.size, queries_with_relevant: 6 },
      params: {
        max_queries: 1000,
        bm25_top: 30,
        k1: 0.9,
        b: 0.4,
        max_relevant: 100,
        shared_random: 0,
        seed: 0,
        tokenizer: 'code-v1',
      },
      queries: ids.length,
      shared: [],
    },
    pools: ids.map((q) => ({ query: q, sha1: textSha1(qtext.get(q)!), bm25: r.pools[q], relevant: [] })),
    texts: new Map(
      [...new Set(ids.flatMap((q) => r.pools[q] as string[]))].map((d) => [d, textSha1(texts.get(d)!)]),
    ),
  });
  writeFileSync(join(base, 'task.json'), JSON.stringify({ type: 'Retrieval', pools: 'pools' }));
  const server = await startVectorServer(golden.vectors);
  try {
    const enc = resolveEncoder(`openai:golden-vectors?base-url=${encodeURIComponent(server.baseUrl)}`);
    const out = await taskOutcomes(loadTask(base), enc);
    assert.deepEqual(out.ids, ids);
    close(out.outcomes, r.outcomes_pooled, 1e-9, 'pooled');
    // only the pooled texts were encoded
    const poolTexts = new Set(ids.flatMap((q) => (r.pools[q] as string[]).map((d) => texts.get(d)!)));
    assert.equal(out.stats.texts_needed, ids.length + poolTexts.size);
  } finally {
    await server.close();
  }
  const corpus = readFileSync(join(base, 'corpus.jsonl'), 'utf8');
  const changed = r.pools[ids[0]][0];
  writeFileSync(
    join(base, 'corpus.jsonl'),
    corpus.replace(`"_id":"${changed}","text":"`, `"_id":"${changed}","text":"edited `),
  );
  assert.throws(
    () => loadTask(base),
    (e: unknown) =>
      e instanceof ExecretError &&
      /texts\.jsonl:\d+: field "sha1": the text of document "d\d+" changed/.test(e.format()),
  );
});

test('task folders: bad task.json fields and rows are named; bm25 cannot encode; hashing runs offline', async () => {
  const bad = (task: Record<string, unknown>, files: Record<string, string>, re: RegExp) =>
    assert.throws(
      () => loadTask(folder(`bad-${Math.random().toString(36).slice(2)}`, task, files)),
      (e: unknown) => e instanceof ExecretError && e.exitCode === 2 && re.test(e.format()),
    );
  const sts = { 'test.jsonl': jsonl([{ sentence1: 'a b', sentence2: 'a c', score: 3 }]) };
  bad({ type: 'STSS' }, sts, /unknown task type "STSS" \(did you mean "STS"\?\)/);
  bad(
    { type: 'STS', samples_per_label: 3 },
    sts,
    /task\.json: field "samples_per_label": unknown field for a STS task/,
  );
  bad({ type: 'STS', main_score: 'pearson' }, sts, /unknown STS main score "pearson"/);
  bad(
    { type: 'STS' },
    { 'test.jsonl': '{"sentence1":"a","score":1}\n' },
    /test\.jsonl:1: field "sentence2": expected a string/,
  );
  bad(
    { type: 'PairClassification' },
    { 'test.jsonl': '{"sentence1":"a","sentence2":"b","label":2}\n' },
    /field "label": expected 0 or 1/,
  );
  assert.throws(() => resolveEncoder('bm25'), /scores pairs of texts but gives no vectors/);
  assert.throws(() => resolveEncoder('hashng'), /did you mean "hashing"/);
  const d = folder(
    'sts-hashing',
    { type: 'STS' },
    {
      'test.jsonl': jsonl([
        { sentence1: 'sort a list', sentence2: 'sort the list', score: 5 },
        { sentence1: 'sort a list', sentence2: 'parse json', score: 0 },
        { sentence1: 'open a file', sentence2: 'open the file', score: 4 },
      ]),
    },
  );
  const r = await taskOutcomes(loadTask(d), resolveEncoder('hashing?dims=64'));
  assert.equal(r.outcomes.length, 3);
  assert.ok(r.score > 0.4, String(r.score));
});

test('lite outcomes: the eight task types into one outcome, item and full-score table that lite select reads', async () => {
  const folders = goldenFolders();
  const server = await startVectorServer(golden.vectors);
  const out = join(dir, 'tables');
  try {
    const r = await runCliAsync([
      'lite',
      'outcomes',
      ...Object.values(folders).map((f) => f.dir),
      '-r',
      'hashing?dims=64',
      '-r',
      'openai:golden-vectors',
      '-r',
      'hashing?dims=128&seed=1',
      '-O',
      `base-url=${server.baseUrl}`,
      '--no-cache',
      '--out',
      out,
      '--json',
    ]);
    assert.equal(r.status, 0, r.stderr);
    const summary = JSON.parse(r.stdout);
    assert.equal(summary.tasks.length, 8);
    for (const [name, g] of Object.entries(folders)) {
      const task = summary.tasks.find((t: { type: string }) => t.type === name);
      close([summary.scores['openai:golden-vectors'][task.name]], [g.score], 1e-9, name);
    }
  } finally {
    await server.close();
  }
  const o = readOutcomeTable(join(out, 'outcomes.csv'));
  const items = readItemTable(join(out, 'items.csv'));
  assert.equal(o.items.length, items.size);
  assert.equal(o.models[1], 'openai:golden-vectors');
  const sts = o.items.map((id, i) => [id, i] as const).filter(([id]) => items.get(id)!.type === 'STS');
  close(
    sts.map(([, i]) => o.values[i * 3 + 1]),
    golden.STS.outcomes,
    1e-9,
    'STS column',
  );
  const s = runCli([
    'lite',
    'select',
    '--outcomes',
    join(out, 'outcomes.csv'),
    '--items',
    join(out, 'items.csv'),
    '--full-scores',
    join(out, 'full-scores.csv'),
    '-k',
    '3',
    '--method',
    'anchor',
    '--estimator',
    'mean',
    '--out',
    join(dir, 'cfg'),
    '--json',
  ]);
  assert.equal(s.status, 0, s.stderr);
  const manifest = JSON.parse(s.stdout);
  assert.equal(manifest.tasks.length, 8);
  assert.equal(manifest.aggregate, 'macro mean over task types');
});

test('lite commands take reference models with -r/--retriever, as the rest of execret; --model still works with a warning', () => {
  const folders = goldenFolders();
  const tasks = [folders.STS.dir, folders.Clustering.dir];
  const run = (flag: string, out: string) =>
    runCli([
      'lite',
      'outcomes',
      ...tasks,
      flag,
      'hashing?dims=64',
      flag,
      'hashing?dims=128&seed=1',
      flag,
      'hashing?dims=32&seed=2',
      '--no-cache',
      '--out',
      join(dir, out),
    ]);
  const r = run('--retriever', 'by-retriever');
  assert.equal(r.status, 0, r.stderr);
  assert.doesNotMatch(r.stderr, /deprecated/);
  const m = run('--model', 'by-model');
  assert.equal(m.status, 0, m.stderr);
  assert.match(m.stderr, /warning: lite: --model is deprecated; use -r\/--retriever/);
  for (const f of ['outcomes.csv', 'items.csv', 'full-scores.csv'])
    assert.equal(
      readFileSync(join(dir, 'by-model', f), 'utf8'),
      readFileSync(join(dir, 'by-retriever', f), 'utf8'),
      f,
    );
});

test("graded nDCG@k (lite's, for BEIR qrels levels) is src/metrics' binary nDCG@k when every level is 1, and weighs levels otherwise", () => {
  const rng = createRng(5);
  const docs = Array.from({ length: 30 }, (_, i) => `d${i}`);
  for (let trial = 0; trial < 50; trial++) {
    const ranking = rng.sample(docs, 1 + rng.int(30));
    const relevant = new Set(rng.sample(docs, rng.int(8)));
    const levels = new Map([...relevant].map((d) => [d, 1]));
    for (const k of [1, 5, 10])
      assert.equal(gradedNdcgAtK(ranking, levels, k), ndcgAtK(ranking, relevant, k), `trial ${trial} k ${k}`);
  }
  // hand-worked: ranking [a, b], a level 1, b level 2, k = 2
  // DCG = 1/log2(2) + 2/log2(3) = 1 + 1.26186; IDCG = 2/log2(2) + 1/log2(3) = 2 + 0.63093
  const dcg = 1 + 2 / Math.log2(3);
  const idcg = 2 + 1 / Math.log2(3);
  const graded = new Map([
    ['a', 1],
    ['b', 2],
  ]);
  assert.equal(gradedNdcgAtK(['a', 'b'], graded, 2), dcg / idcg);
  assert.equal(ndcgAtK(['a', 'b'], new Set(['a', 'b']), 2), 1, 'binary: both relevant, ideal order');
  // levels <= 0 are not relevant
  assert.equal(
    gradedNdcgAtK(
      ['x', 'a'],
      new Map([
        ['x', 0],
        ['a', 1],
      ]),
      2,
    ),
    1 / Math.log2(3),
  );
});
