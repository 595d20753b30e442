import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import {
  bootstrapCis,
  bootstrapMeans,
  expectedMcnemar,
  mcnemarExact,
  pairedBootstrapCi,
  pairedBootstrapTest,
  rankIntervals,
  significanceTiers,
} from '../../src/stats/index.js';

const golden = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test/fixtures/golden/tie-aware-golden.json'), 'utf8'),
) as {
  mcnemar: { a: number[]; b: number[]; p: number; n01: number; n10: number }[];
  rank_intervals: {
    means: number[][];
    intervals: [number, number][];
    numpy_inverted_cdf: [number, number][];
  };
};

test('tie-aware McNemar: the expected p over every joint tie outcome (scipy binomtest by enumeration), 1e-12', () => {
  assert.equal(golden.mcnemar.length, 16);
  for (const [i, c] of golden.mcnemar.entries()) {
    const r = expectedMcnemar(c.a, c.b);
    assert.ok(Math.abs(r.p - c.p) <= 1e-12, `case ${i}: ${r.p} != ${c.p}`);
    assert.ok(Math.abs(r.n01 - c.n01) <= 1e-12 && Math.abs(r.n10 - c.n10) <= 1e-12, `case ${i} counts`);
  }
});

test('tie-aware McNemar without fractional outcomes is the plain exact test', () => {
  const a = [1, 1, 0, 0, 1, 0, 1, 1, 1, 0];
  const b = [0, 0, 0, 1, 0, 0, 1, 0, 0, 0];
  // n01 = 1 (index 3), n10 = 5
  assert.deepEqual(expectedMcnemar(a, b), { p: mcnemarExact(1, 5), n01: 1, n10: 5 });
});

test('tie-aware McNemar, hand-worked: one tied query at 1/2', () => {
  // five fixed wins for a, then a query where a succeeds with probability 1/2 and b fails:
  // (5, 0) with 1/2 -> p = 2/32; (6, 0) with 1/2 -> p = 2/64; E[p] = 1/32 + 1/64 = 3/64
  const r = expectedMcnemar([1, 1, 1, 1, 1, 0.5], [0, 0, 0, 0, 0, 0]);
  assert.ok(Math.abs(r.p - 3 / 64) < 1e-15, String(r.p));
  assert.equal(r.n10, 5.5);
});

test('tie-aware McNemar stays fast and finite for hundreds of tied queries', () => {
  const a = Array.from({ length: 600 }, (_, i) => (i % 3 === 0 ? 1 / 3 : i % 3 === 1 ? 1 : 0));
  const b = Array.from({ length: 600 }, (_, i) => (i % 4 === 0 ? 0.5 : i % 5 === 0 ? 1 : 0));
  const t0 = performance.now();
  const r = expectedMcnemar(a, b);
  assert.ok(r.p > 0 && r.p <= 1 && Number.isFinite(r.p));
  assert.ok(performance.now() - t0 < 5000, `${performance.now() - t0} ms`);
});

test('rank intervals: inverted-CDF quantiles of the replicate ranks, ties share the better rank (golden)', () => {
  const { means, intervals, numpy_inverted_cdf } = golden.rank_intervals;
  assert.deepEqual(rankIntervals(means), intervals);
  assert.deepEqual(intervals, numpy_inverted_cdf, 'numpy agrees on this fixture');
});

test('rank intervals, hand-worked: 40 replicates', () => {
  // system 0 is best in 39 replicates and second in 1; system 1 the reverse; system 2 always last
  const s0 = Array.from({ length: 40 }, (_, r) => (r === 0 ? 0.1 : 0.9));
  const s1 = Array.from({ length: 40 }, (_, r) => (r === 0 ? 0.9 : 0.1 + 1e-3));
  const s2 = Array.from({ length: 40 }, () => 0);
  // system 0: F(1) = 39/40 = 0.975 >= 0.975, so its upper end is rank 1; system 1: F(1) = 1/40 = 0.025 >= 0.025,
  // so its lower end is rank 1 (the inverted CDF takes the smallest rank whose CDF reaches q, at both ends)
  assert.deepEqual(rankIntervals([s0, s1, s2]), [
    [1, 1],
    [1, 2],
    [3, 3],
  ]);
  // with two replicates where 0 is second, F_0(1) = 38/40 < 0.975: [1, 2]
  const s0b = s0.map((x, r) => (r === 1 ? 0.1 : x));
  const s1b = s1.map((x, r) => (r === 1 ? 0.9 : x));
  assert.deepEqual(rankIntervals([s0b, s1b, s2])[0], [1, 2]);
  // equal means tie at the better rank
  assert.deepEqual(rankIntervals([s2, s2]), [
    [1, 1],
    [1, 1],
  ]);
});

test('significance tiers: the best, those Holm cannot separate from it, then the next round', () => {
  // scores a 0.9, b 0.85, c 0.5, d 0.45; p(a,b) = 0.3, p(a,c) = 0.001, p(a,d) = 0.0001, p(c,d) = 0.6
  const p: Record<string, number> = { '0,1': 0.3, '0,2': 0.001, '0,3': 0.0001, '2,3': 0.6 };
  const tiers = significanceTiers([0.9, 0.85, 0.5, 0.45], (i, j) => p[`${i},${j}`]);
  assert.deepEqual(
    tiers.map((t) => [t.index, t.tier]),
    [
      [0, 1],
      [1, 1],
      [2, 2],
      [3, 2],
    ],
  );
  // round 1 Holm over (0.3, 0.001, 0.0001): 0.3 -> max(3e-4, 2e-3, 0.3) = 0.3
  assert.equal(tiers[1].pHolm, 0.3);
  assert.equal(tiers[0].p, null);
  // a borderline p that Holm lifts above alpha keeps the system in tier 1
  const t2 = significanceTiers([0.9, 0.8, 0.7], (_i, j) => (j === 1 ? 0.03 : 0.04));
  assert.deepEqual(
    t2.map((t) => t.tier),
    [1, 1, 1],
    'Holm: 0.03 * 2 = 0.06 and max(0.06, 0.04) >= 0.05',
  );
  // equal scores keep the input order
  assert.deepEqual(
    significanceTiers([0.5, 0.5], () => 0.001).map((t) => [t.index, t.tier]),
    [
      [0, 1],
      [1, 2],
    ],
  );
});

test('bootstrapMeans are the replicates behind bootstrapCis; paired test agrees with the paired CI', () => {
  const a = Array.from({ length: 50 }, (_, i) => ((i * 7) % 5) / 4);
  const b = Array.from({ length: 50 }, (_, i) => ((i * 3) % 4) / 3);
  const [ma, mb] = bootstrapMeans([a, b], { seed: 3, replicates: 300 });
  assert.equal(ma.length, 300);
  const sorted = Float64Array.from(ma).sort();
  assert.deepEqual(bootstrapCis([a], { seed: 3, replicates: 300 })[0], [
    quantile(sorted, 0.025),
    quantile(sorted, 0.975),
  ]);
  // paired: column b's replicates do not depend on whether a is resampled with it
  assert.deepEqual(bootstrapMeans([b], { seed: 3, replicates: 300 })[0], mb);
  const t = pairedBootstrapTest(a, b, { seed: 3, replicates: 300 });
  assert.deepEqual(t.ci95, pairedBootstrapCi(a, b, { seed: 3, replicates: 300 }));
  assert.ok(t.p >= 0 && t.p <= 1);
  assert.equal(pairedBootstrapTest(a, a, { seed: 1, replicates: 100 }).p, 1, 'no difference at all');
  const far = pairedBootstrapTest(
    a.map(() => 1),
    a.map(() => 0),
    { seed: 1, replicates: 100 },
  );
  assert.equal(far.p, 0);
});

function quantile(sorted: Float64Array, q: number): number {
  const h = (sorted.length - 1) * q;
  const lo = Math.floor(h);
  return sorted[lo] + (h - lo) * (sorted[Math.min(lo + 1, sorted.length - 1)] - sorted[lo]);
}
