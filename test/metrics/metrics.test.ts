import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import {
  execAtK,
  execPrecisionAtK,
  metricNames,
  ndcgAtK,
  queryMetrics,
  reciprocalRank,
  recallAtK,
} from '../../src/metrics/index.js';
import { rankIds } from '../../src/retrieve/rank.js';

const GOLDEN = join(REPO_ROOT, 'test/fixtures/golden');

function close(actual: number, expected: number, what: string, tol = 1e-12): void {
  assert.ok(Math.abs(actual - expected) <= tol, `${what}: ${actual} != ${expected}`);
}

test('metrics equal the trec_eval-formula golden values (scripts/golden/metrics.py) to 1e-12', () => {
  const golden = JSON.parse(readFileSync(join(GOLDEN, 'metrics-golden.json'), 'utf8')) as {
    queries: Record<string, Record<string, number>>;
    mean: Record<string, number>;
    trec_eval_order_differs: string[];
  };
  const passing = JSON.parse(readFileSync(join(GOLDEN, 'metrics-passing.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  const relevant = new Map<string, Set<string>>();
  for (const line of readFileSync(join(GOLDEN, 'metrics-qrels.tsv'), 'utf8').trim().split('\n').slice(1)) {
    const [q, d, s] = line.split('\t');
    if (Number(s) > 0) relevant.set(q, (relevant.get(q) ?? new Set()).add(d));
  }
  const run = new Map<string, { id: string; rank: number; score: number }[]>();
  for (const line of readFileSync(join(GOLDEN, 'metrics-run.trec'), 'utf8').trim().split('\n')) {
    const [q, , id, rank, score] = line.split(' ');
    run.set(q, [...(run.get(q) ?? []), { id, rank: Number(rank), score: Number(score) }]);
  }
  assert.equal(run.size, 25);
  // our tie rule is trec_eval's, so trec_eval re-sorting the run changes nothing; the fixture does exercise ties
  assert.deepEqual(golden.trec_eval_order_differs, []);
  const tied = [...run.values()].filter(
    (rows) => new Set(rows.map((r) => r.score)).size < rows.length,
  ).length;
  assert.ok(tied > 10, 'the fixture exercises ties');
  const sums: Record<string, number> = {};
  for (const [q, rows] of run) {
    const ranking = rows.sort((a, b) => a.rank - b.rank).map((r) => r.id);
    // our ranking rule reproduces the run's rank column, ties included (trec_eval order: score, then docno, both descending)
    const scores = Float64Array.from(rows, (r) => r.score);
    assert.deepEqual(
      rankIds(
        scores,
        rows.map((r) => r.id),
      ),
      ranking,
      `tie order of ${q}`,
    );
    const m = queryMetrics({ ranking, passing: new Set(passing[q]), relevant: relevant.get(q)! });
    assert.deepEqual(Object.keys(m), Object.keys(golden.queries[q]).sort(byMetricOrder(Object.keys(m))));
    for (const [key, expected] of Object.entries(golden.queries[q])) {
      close(m[key], expected, `${q} ${key}`);
      sums[key] = (sums[key] ?? 0) + m[key];
    }
  }
  for (const [key, expected] of Object.entries(golden.mean))
    close(sums[key] / run.size, expected, `mean ${key}`);
});

function byMetricOrder(order: string[]) {
  return (a: string, b: string) => order.indexOf(a) - order.indexOf(b);
}

test('hand-worked: one canonical at rank 3 with a passing distractor at rank 2', () => {
  const ranking = ['a~1', 'a~2', 'a', 'b', 'c'];
  const passing = new Set(['a', 'a~2']);
  const relevant = new Set(['a']);
  assert.equal(execAtK(ranking, passing, 1), 0);
  assert.equal(execAtK(ranking, passing, 3), 1);
  assert.equal(execPrecisionAtK(ranking, passing, 3), 2 / 3);
  assert.equal(execPrecisionAtK(ranking, passing, 10), 2 / 10); // denominator k, not the list length
  assert.equal(ndcgAtK(ranking, relevant, 1), 0);
  assert.equal(ndcgAtK(ranking, relevant, 3), 1 / Math.log2(4)); // = 0.5
  assert.equal(ndcgAtK(ranking, relevant, 3), 0.5);
  assert.equal(recallAtK(ranking, relevant, 2), 0);
  assert.equal(recallAtK(ranking, relevant, 3), 1);
  assert.equal(reciprocalRank(ranking, relevant, 100), 1 / 3);
  assert.equal(reciprocalRank(ranking, relevant, 2), 0); // cut at the run depth
});

test('hand-worked: nDCG with two relevant documents cuts the ideal DCG at k', () => {
  const relevant = new Set(['x', 'y']);
  // x at rank 1, y at rank 4: DCG@3 = 1, IDCG@3 = 1 + 1/log2(3)
  const r = ['x', 'p', 'q', 'y'];
  close(ndcgAtK(r, relevant, 3), 1 / (1 + 1 / Math.log2(3)), 'ndcg@3');
  // k = 1: IDCG@1 = 1 (cut at k), so nDCG@1 = 1 although y is missed
  assert.equal(ndcgAtK(r, relevant, 1), 1);
  close(ndcgAtK(r, relevant, 5), (1 + 1 / Math.log2(5)) / (1 + 1 / Math.log2(3)), 'ndcg@5');
  assert.equal(recallAtK(r, relevant, 3), 0.5);
  assert.equal(ndcgAtK(r, new Set(), 3), 0);
  assert.equal(recallAtK(r, new Set(), 3), 0);
});

test('hand-worked: a tie between canonical and distractor is decided by id, descending code-unit order (trec_eval)', () => {
  // equal scores: "a~1" > "a" > "B" (0x61 > 0x42) in code-unit order, so descending puts "a~1" first
  const ids = ['a~1', 'a', 'B', 'c'];
  const scores = Float64Array.from([1, 1, 1, 2]);
  const ranking = rankIds(scores, ids);
  assert.deepEqual(ranking, ['c', 'a~1', 'a', 'B']);
  assert.equal(execAtK(ranking, new Set(['a']), 2), 0);
  assert.equal(execAtK(ranking, new Set(['a']), 3), 1);
  assert.equal(reciprocalRank(ranking, new Set(['a']), 100), 1 / 3);
});

test('metricNames lists every metric once, in report order', () => {
  assert.deepEqual(metricNames([1, 10]), [
    'exec@1', 'exec@10', 'exec_precision@1', 'exec_precision@10', 'ndcg@1', 'ndcg@10', 'recall@1', 'recall@10', 'mrr',
  ]); // prettier-ignore
});
