import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../helpers/cli.js';
import {
  binomCdfHalf,
  bootstrapCi,
  bootstrapCis,
  holm,
  mcnemarExact,
  pairedBootstrapCi,
  quantileSorted,
} from '../../src/stats/index.js';

const golden = JSON.parse(
  readFileSync(join(REPO_ROOT, 'test/fixtures/golden/stats-golden.json'), 'utf8'),
) as {
  mcnemar: { n01: number; n10: number; p: number }[];
  quantile: { x: number[]; q: number; value: number }[];
};

test('exact McNemar equals scipy.stats.binomtest (scripts/golden/stats.py), small to 300k discordant', () => {
  assert.ok(golden.mcnemar.length >= 20);
  for (const { n01, n10, p } of golden.mcnemar) {
    const ours = mcnemarExact(n01, n10);
    const rel = p === 0 ? Math.abs(ours) : Math.abs(ours - p) / p;
    // relative 1e-12 below ~10k discordant pairs; the log-space sum loses a little more beyond
    const tol = n01 + n10 < 10_000 ? 1e-12 : 1e-10;
    assert.ok(rel <= tol || Math.abs(ours - p) < 1e-300, `n01=${n01} n10=${n10}: ${ours} vs scipy ${p}`);
    assert.equal(mcnemarExact(n10, n01), ours, 'symmetric');
  }
});

test('hand-worked McNemar and binomial tail', () => {
  assert.equal(mcnemarExact(0, 0), 1);
  assert.equal(mcnemarExact(0, 5), 2 / 32); // 2 * P[X <= 0], X ~ Bin(5, 1/2)
  assert.equal(mcnemarExact(3, 3), 1);
  assert.equal(binomCdfHalf(1, 4), 5 / 16);
  // no underflow while the result is representable (log space costs ~1e-14 relative this far out)
  assert.ok(Math.abs(mcnemarExact(0, 1000) / 2 ** -999 - 1) < 1e-12);
});

test('quantiles equal numpy.percentile (linear) golden values', () => {
  for (const { x, q, value } of golden.quantile) {
    const s = Float64Array.from(x).sort();
    assert.ok(Math.abs(quantileSorted(s, q) - value) <= 1e-12 * Math.max(1, Math.abs(value)), `q=${q}`);
  }
});

test('Holm: hand-worked example', () => {
  // sorted 0.01, 0.02, 0.03, 0.5 with m = 4: 0.04, max(0.04, 0.06), max(.., 0.06), max(.., 0.5)
  const adj = holm([0.03, 0.5, 0.01, 0.02]);
  const expected = [0.06, 0.5, 0.04, 0.06];
  adj.forEach((v, i) => assert.ok(Math.abs(v - expected[i]) < 1e-15, `${i}: ${v}`));
  assert.deepEqual(holm([0.9, 0.8]), [1, 1]);
  assert.deepEqual(holm([]), []);
});

test('bootstrap CI: seeded, deterministic, brackets the mean, degenerate for constants', () => {
  const x = Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? 1 : 0) as number);
  const a = bootstrapCi(x, { seed: 42 });
  assert.deepEqual(bootstrapCi(x, { seed: 42 }), a);
  const y = x.map((v, i) => v + i / 1000);
  assert.notDeepEqual(bootstrapCi(y, { seed: 43 }), bootstrapCi(y, { seed: 42 }));
  const mean = x.reduce((s, v) => s + v, 0) / x.length;
  assert.ok(a[0] < mean && mean < a[1]);
  // the normal-approximation half-width is 1.96 * sqrt(p(1-p)/n) ~ 0.065; the percentile CI is close
  assert.ok(Math.abs(a[1] - a[0] - 2 * 1.96 * Math.sqrt((mean * (1 - mean)) / x.length)) < 0.03);
  assert.deepEqual(bootstrapCi([0.5, 0.5, 0.5], { seed: 1 }), [0.5, 0.5]);
  // columns share resamples: the CI of one column does not depend on the others
  assert.deepEqual(bootstrapCis([x, x.map((v) => 1 - v)], { seed: 42 })[0], a);
});

test('paired bootstrap of a difference: identical systems give [0, 0]; a shift moves the interval', () => {
  const a = Array.from({ length: 100 }, (_, i) => (i % 2) as number);
  assert.deepEqual(pairedBootstrapCi(a, a, { seed: 3 }), [0, 0]);
  const b = a.map((v, i) => (i < 30 ? 1 : v));
  const [lo, hi] = pairedBootstrapCi(b, a, { seed: 3 });
  assert.ok(lo > 0 && hi <= 0.3 && lo < 0.15 && hi > 0.15, `${lo} ${hi}`);
});
