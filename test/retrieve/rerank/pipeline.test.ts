import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../../helpers/cli.js';
import { ExecretError } from '../../../src/core/errors.js';
import { createOracle } from '../../../src/execute/index.js';
import { evaluate, loadResults, reduceDensity } from '../../../src/evaluate/index.js';
import { loadRelease } from '../../../src/release/index.js';
import {
  definedFunction,
  editDistance,
  liftReordered,
  medoidOrder,
  parsePipelineSpec,
  rerankers,
} from '../../../src/retrieve/rerank/index.js';
import { idOrder, rankIds } from '../../../src/retrieve/rank.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');

test('pipeline specs: first stage, rerankers, depth (default 20), errors that name the stage', () => {
  const p = parsePipelineSpec(' bm25?k1=1.5&b=0.5 | exec-examples?depth=5 | cohere-rerank:rerank-v3.5 ');
  assert.equal(p.first, 'bm25?k1=1.5&b=0.5');
  assert.equal(p.name, 'bm25?k1=1.5&b=0.5 | exec-examples?depth=5 | cohere-rerank:rerank-v3.5');
  assert.deepEqual(
    p.rerankers.map((r) => [r.name, r.factoryKey, r.depth, r.options]),
    [
      ['exec-examples', 'exec-examples', 5, {}],
      ['cohere-rerank:rerank-v3.5', 'cohere-rerank', 20, {}],
    ],
  );
  assert.deepEqual(parsePipelineSpec('bm25').rerankers, []);
  assert.throws(() => parsePipelineSpec('bm25||medoid'), /empty stage/);
  assert.throws(
    () => parsePipelineSpec('bm25|medoid?depth=0'),
    /depth: expected an integer in \[1, 1000\], got "0"/,
  );
  assert.throws(() => parsePipelineSpec('bm25|medoid?depth=3&depth=4'), /given twice/);
});

/** Levenshtein by the textbook table, for checking the banded one. */
function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

test('edit distance: hand-worked cases and the textbook table on seeded random strings', () => {
  assert.equal(editDistance('kitten', 'sitting'), 3);
  assert.equal(editDistance('', 'abc'), 3);
  assert.equal(editDistance('return a + b', 'return a - b'), 1);
  assert.equal(editDistance('return a - b', 'return a + b + 1'), 5);
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const word = (n: number) => Array.from({ length: n }, () => 'abc'[Math.floor(rnd() * 3)]).join('');
  for (let k = 0; k < 500; k++) {
    const a = word(Math.floor(rnd() * 60));
    const b = rnd() < 0.5 ? word(Math.floor(rnd() * 60)) : a.slice(0, 10) + word(4) + a.slice(13);
    assert.equal(editDistance(a, b), levenshtein(a, b), `${a} / ${b}`);
  }
});

/**
 * The rerankers that call a model or an API cannot carry a worked ranking (there is no model here): each is tested
 * against a real server on 127.0.0.1 or a tiny local model instead, in the test named here.
 */
const TESTED_WITH_A_MODEL: Readonly<Record<string, string>> = Object.freeze({
  'cohere-rerank': 'providers.test.ts: hosted rerankers (each against its API shape on 127.0.0.1)',
  'voyage-rerank': 'providers.test.ts: hosted rerankers',
  'jina-rerank': 'providers.test.ts: hosted rerankers',
  rerank: 'providers.test.ts: hosted rerankers (the generic /rerank API)',
  'tei-rerank': 'providers.test.ts: hosted rerankers',
  'hf-rerank': 'providers.test.ts: hf-rerank (a tiny ONNX cross-encoder the project generates)',
  'llm-pointwise': 'providers.test.ts: pointwise (an OpenAI-compatible server on 127.0.0.1)',
  'llm-listwise': 'providers.test.ts: listwise (an OpenAI-compatible server on 127.0.0.1)',
});

test('every reranker either carries a worked example or is one of the model-calling ones tested elsewhere', () => {
  for (const [key, f] of Object.entries(rerankers)) {
    if (f.example) assert.ok(!(key in TESTED_WITH_A_MODEL), `${key} has an example: take it off the list`);
    else assert.ok(key in TESTED_WITH_A_MODEL, `reranker ${key} has no example and no test with a model`);
  }
  for (const key of Object.keys(TESTED_WITH_A_MODEL)) assert.ok(key in rerankers, `${key} is not a reranker`);
});

test('every reranker with an example puts its candidates in the order the example gives', async () => {
  const oracle = await createOracle({ cache: false, jobs: 1 });
  after(() => oracle.close());
  const withExample = Object.entries(rerankers).filter(([, f]) => f.example);
  assert.equal(withExample.length, Object.keys(rerankers).length - Object.keys(TESTED_WITH_A_MODEL).length);
  for (const [key, f] of withExample) {
    if (!f.example) continue;
    const r = await f.create(key, {});
    const cands = f.example.candidates.map((c, i) => ({ ...c, score: -i }));
    const [scores] = await r.rerank([{ query: f.example.query, candidates: cands }], {
      oracle: async () => oracle,
    });
    const order = cands.map((c, i) => ({ id: c.id, s: scores[i], i })).sort((x, y) => y.s - x.s || x.i - y.i);
    assert.deepEqual(
      order.map((o) => o.id),
      f.example.expected,
      key,
    );
  }
});

test('medoid: groups by defined function, reorders each group in place, leaves pairs alone', () => {
  assert.equal(definedFunction('import math\n\ndef area(r):\n    return math.pi\n'), 'area');
  assert.equal(definedFunction('export async function go(x) {}\n'), 'go');
  assert.equal(definedFunction('x = 1\n'), null);
  // a star: the canonical is one edit from each clone, each clone two from the others
  const star = ['abcdef', 'Xbcdef', 'abcXef', 'abcdeX'].map((s) => `def f():\n    return "${s}"\n`);
  const shuffled = [star[1], 'def g():\n    pass\n', star[0], star[2], star[3]];
  assert.deepEqual(medoidOrder(shuffled), [2, 1, 0, 3, 4]);
  assert.deepEqual(medoidOrder([star[1], star[0]]), [0, 1], 'a pair gives nothing away');
});

test('liftReordered: the top is put in the reranker order (stable on ties) above the rest of the row', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const row = Float64Array.from([5, 4, 3, 2, 1]);
  const top = Int32Array.from([0, 1, 2]);
  const out = liftReordered(row, top, Float64Array.from([0, 1, 0]));
  assert.deepEqual(rankIds(out, ids), ['b', 'a', 'c', 'd', 'e']);
  assert.ok(out[2] > out[3], 'the reranked top stays above the rest');
  assert.deepEqual(Array.from(out.subarray(3)), [2, 1], 'the rest keep their scores');
  assert.deepEqual(idOrder(['b', 'a']).length, 2);
});

test('eval on a pipeline: same rows for the first stage, a pipeline record per query, config of every stage', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-rerank-'));
  try {
    const r = await evaluate({
      release: MINI,
      retrievers: ['bm25', 'bm25|medoid?depth=5'],
      out: dir,
      replicates: 200,
    });
    const [plain, pipe] = r.summary.systems;
    assert.equal(pipe.name, 'bm25|medoid?depth=5');
    const stages = (
      pipe.config as { stages: { stage: string; role: string; kind?: string; depth?: number }[] }
    ).stages;
    assert.deepEqual(
      stages.map((s) => [s.stage, s.role, s.kind, s.depth]),
      [
        ['bm25', 'retriever', undefined, undefined],
        ['medoid?depth=5', 'reranker', 'listwise', 5],
      ],
    );
    assert.deepEqual(pipe.cost, [{ stage: 'medoid?depth=5', calls: 0, suites: 0, tokens: 0 }]);
    assert.equal(plain.cost, undefined);
    const bm25Rows = r.perQuery.bm25;
    for (const [i, row] of r.perQuery[pipe.name].entries()) {
      const p = row.pipeline!;
      assert.deepEqual(
        p.first,
        bm25Rows[i].ranking.slice(0, 5).map((e) => e.id),
      );
      assert.equal(p.firstExec1, bm25Rows[i].metrics['exec@1']);
      assert.equal(p.ceiling, bm25Rows[i].metrics['exec@5']);
      // the reranked top 5 is a permutation of the first stage's, and the rest keep their order
      assert.deepEqual(
        row.ranking
          .slice(0, 5)
          .map((e) => e.id)
          .sort(),
        [...p.first].sort(),
      );
      assert.deepEqual(
        row.ranking.slice(5).map((e) => e.id),
        bm25Rows[i].ranking.slice(5).map((e) => e.id),
      );
    }
    const loaded = loadResults(dir);
    assert.deepEqual(loaded.systems[1].rows[0].pipeline, r.perQuery[pipe.name][0].pipeline);
    assert.deepEqual(loaded.systems[1].cost, pipe.cost);
    assert.ok(loaded.timings?.[pipe.name].some((t) => t.stage === 'medoid?depth=5'));
    // every file but timings.json is byte-identical on a second run
    const again = mkdtempSync(join(tmpdir(), 'execret-rerank-'));
    await evaluate({
      release: MINI,
      retrievers: ['bm25', 'bm25|medoid?depth=5'],
      out: again,
      replicates: 200,
    });
    for (const f of ['summary.json', 'per-query/bm25_medoid_depth_5.jsonl', 'runs/bm25_medoid_depth_5.trec'])
      assert.equal(readFileSync(join(again, f), 'utf8'), readFileSync(join(dir, f), 'utf8'), f);
    rmSync(again, { recursive: true, force: true });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('--density N: each task keeps exactly min(N, its distractors), seeded; rerankers run on the reduced pool', async () => {
  const release = loadRelease(MINI);
  const one = reduceDensity(release, { clones: 1, seed: 3 });
  const perTask = new Map<string, number>();
  for (const d of one.corpus)
    if (d.kind === 'distractor') perTask.set(d.task, (perTask.get(d.task) ?? 0) + 1);
  for (const q of release.queries) {
    const had = q.own.filter((d) => d.kind === 'distractor').length;
    assert.equal(perTask.get(q.task) ?? 0, Math.min(1, had), q._id);
  }
  assert.deepEqual(reduceDensity(release, { clones: 1, seed: 3 }).corpus, one.corpus, 'same seed, same draw');
  const r = await evaluate({
    release: MINI,
    retrievers: ['bm25|medoid'],
    densities: [4, 1],
    seed: 3,
    replicates: 100,
  });
  assert.deepEqual(
    r.summary.systems.map((s) => [s.name, s.density]),
    [
      ['bm25|medoid@density=4', { clones: 4, seed: 3 }],
      ['bm25|medoid@density=1', { clones: 1, seed: 3 }],
    ],
  );
  for (const row of r.perQuery['bm25|medoid@density=1']) {
    const own = row.own.filter((d) => d.kind === 'distractor').length;
    assert.ok(own <= 1, `${row.query} keeps ${own} clones`);
  }
});

test('CLI: an unknown reranker is exit 2 with a did-you-mean; --list-retrievers lists rerankers and their kind', () => {
  const bad = runCli(['eval', MINI, '-r', 'bm25|mediod', '--out', join(tmpdir(), 'never')]);
  assert.equal(bad.status, 2, bad.stderr);
  assert.match(bad.stderr, /unknown reranker "mediod" \(did you mean "medoid"\?\)/);
  const list = runCli(['eval', '--list-retrievers', '--json']);
  assert.equal(list.status, 0, list.stderr);
  const rows = JSON.parse(list.stdout).retrievers as { name: string; kind: string; rerank?: string }[];
  assert.deepEqual(
    rows.find((r) => r.name === 'medoid'),
    {
      ...rows.find((r) => r.name === 'medoid'),
      kind: 'reranker',
      rerank: 'listwise',
    },
  );
  assert.ok(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8').length > 0);
  assert.ok(ExecretError);
});

test('a misspelt option in a reranker spec is refused for every reranker, with a did-you-mean', async () => {
  const { parsePipelineSpec, resolveReranker } = await import('../../../src/retrieve/rerank/pipeline.js');
  for (const [spec, near] of [
    ['bm25|medoid?depht=5', 'depth'],
    ['bm25|exec-examples?timout=1', 'timeout'],
    ['bm25|exec-consensus?sed=3', 'seed'],
  ]) {
    const stage = parsePipelineSpec(spec).rerankers[0];
    await assert.rejects(
      resolveReranker(stage),
      (e: unknown) =>
        e instanceof ExecretError && e.exitCode === 2 && e.message.includes(`(did you mean "${near}"?)`),
      spec,
    );
  }
  // what the entry lists (and depth, taken by the pipeline) is accepted
  const ok = parsePipelineSpec('bm25|exec-consensus?seed=3&timeout=1&depth=5').rerankers[0];
  assert.equal((await resolveReranker(ok)).name, 'exec-consensus');
});
