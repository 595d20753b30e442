import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng } from '../../src/core/rng.js';
import { allocate, selectionMethods, type SelectionContext } from '../../src/lite/selection/methods.js';

test('allocate: one item per stratum, the rest by largest remainder of the proportional share', () => {
  // rest = 10 − 3 = 7; quotas 7·50/100 = 3.5, 7·30/100 = 2.1, 7·20/100 = 1.4 → 1+3, 1+2, 1+1 = 9, and the
  // tenth goes to the largest remainder (0.5, stratum 0)
  assert.deepEqual(Array.from(allocate([50, 30, 20], 10)), [5, 3, 2]);
  // a stratum far below one item's share still gets one (unbiased weights); ties go to the lower stratum
  assert.deepEqual(Array.from(allocate([97, 1, 1, 1], 5)), [2, 1, 1, 1]);
  assert.deepEqual(Array.from(allocate([10, 10], 5)), [3, 2]);
  assert.deepEqual(Array.from(allocate([4, 4, 4], 3)), [1, 1, 1]);
});

/** A pool of `sizes[g]` items per distinct outcome vector (vector g: model j solves it when j < g + 1). */
function pool(sizes: number[], m: number, k: number, seed: number): SelectionContext {
  const rows: number[][] = sizes.flatMap((s, g) =>
    Array.from({ length: s }, () => Array.from({ length: m }, (_, j) => (j <= g ? 1 : 0))),
  );
  const n = rows.length;
  return {
    y: Float64Array.from(rows.flat()),
    n,
    m,
    theta: new Float64Array(m),
    params: { kind: 'binary', a: new Float64Array(n), b: new Float64Array(n), s2: new Float64Array(n) },
    k,
    rng: createRng(seed),
  };
}

test('clusters: K items allocated to the k-means strata in proportion to their size, stratum-share weights', () => {
  // K = 20 → ⌈20/10⌉ = 2 strata; the pool has two distinct outcome vectors, 45 and 15 items: k-means puts each
  // in its own cluster, so 1 + 18·45/60 = 14.5 → 14 (+1 by remainder: 15) and 1 + 18·15/60 = 5.5 → 5, each
  // item weighing (45/60)/15 = (15/60)/5 = 1/20
  const ctx = pool([45, 15], 4, 20, 7);
  const sel = selectionMethods.clusters.select(ctx);
  assert.equal(sel.items.length, 20);
  assert.equal(sel.items.filter((i) => i < 45).length, 15);
  assert.equal(sel.items.filter((i) => i >= 45).length, 5);
  for (const w of sel.weights) assert.ok(Math.abs(w - 1 / 20) < 1e-12);
  assert.deepEqual(
    Array.from(sel.items),
    [...sel.items].sort((a, b) => a - b),
  );
  assert.equal(new Set(sel.items).size, 20);
  // the same seed draws the same items; another seed other members of the same strata
  assert.deepEqual(selectionMethods.clusters.select(pool([45, 15], 4, 20, 7)), sel);
  const other = selectionMethods.clusters.select(pool([45, 15], 4, 20, 8));
  assert.notDeepEqual(Array.from(other.items), Array.from(sel.items));
  assert.equal(other.items.filter((i) => i < 45).length, 15);
  // K at least the pool: the whole pool
  assert.equal(selectionMethods.clusters.select(pool([3, 2], 4, 10, 0)).items.length, 5);
});

test('clusters: unequal strata get unequal item weights that still sum to one (the stratified estimator)', () => {
  // K = 12 → 2 strata of 50 and 7 items: 1 + 10·50/57 = 9.77 → 9 (+1: 10), 1 + 10·7/57 = 2.23 → 2
  const sel = selectionMethods.clusters.select(pool([50, 7], 3, 12, 1));
  assert.equal(sel.items.length, 12);
  const big = sel.items.filter((i) => i < 50).length;
  assert.equal(big, 10);
  sel.items.forEach((i, q) =>
    assert.ok(Math.abs(sel.weights[q] - (i < 50 ? 50 / 57 / 10 : 7 / 57 / 2)) < 1e-12),
  );
  assert.ok(Math.abs(sel.weights.reduce((a, b) => a + b, 0) - 1) < 1e-12);
});
