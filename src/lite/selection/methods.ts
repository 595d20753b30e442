import type { Rng } from '../../core/rng.js';
import { itemInformation, type ItemParams } from '../fitting/item-model.js';
import { kmeans } from '../fitting/kmeans.js';
import type { Selection, SelectionMethodName } from '../types.js';

/** What a selection method sees: one task's pool over the training models. */
export interface SelectionContext {
  /** item-major outcomes, n items × m training models */
  y: Float64Array;
  n: number;
  m: number;
  /** standardised full-task score of each training model */
  theta: Float64Array;
  params: ItemParams;
  k: number;
  rng: Rng;
}

export interface SelectionMethod {
  summary: string;
  select(ctx: SelectionContext): Selection;
}

/** ε in the fisher objective Σ_j log(ε + Σ_{i∈S} I_i(θ_j)); keeps the log finite before any item is chosen. */
export const FISHER_EPS = 1e-3;

function all(n: number): Selection {
  return {
    items: Int32Array.from({ length: n }, (_, i) => i),
    weights: new Float64Array(n).fill(1 / n),
  };
}

function uniform(items: number[]): Selection {
  const sorted = Int32Array.from(items).sort();
  return { items: sorted, weights: new Float64Array(sorted.length).fill(1 / sorted.length) };
}

/**
 * anchor: k-means (k-means++ then Lloyd) on the items' outcome vectors over the training models; the anchor of
 * each cluster is the item nearest its centroid (ties: lower index), weighted by the cluster's share of the pool.
 * Empty clusters are dropped, so fewer than K items come back when the pool has fewer than K distinct vectors.
 */
function anchorSelect(ctx: SelectionContext): Selection {
  const { y, n, m, k } = ctx;
  if (k >= n) return all(n);
  const km = kmeans(y, n, m, k, ctx.rng);
  const best = new Int32Array(k).fill(-1);
  const bestD = new Float64Array(k).fill(Infinity);
  const counts = new Int32Array(k);
  for (let i = 0; i < n; i++) {
    const c = km.labels[i];
    counts[c]++;
    let s = 0;
    for (let t = 0; t < m; t++) s += (y[i * m + t] - km.centers[c * m + t]) ** 2;
    if (s < bestD[c]) {
      bestD[c] = s;
      best[c] = i;
    }
  }
  const pairs: [number, number][] = [];
  for (let c = 0; c < k; c++) if (counts[c] > 0) pairs.push([best[c], counts[c] / n]);
  pairs.sort((p, q) => p[0] - q[0]);
  return { items: Int32Array.from(pairs, (p) => p[0]), weights: Float64Array.from(pairs, (p) => p[1]) };
}

/** Items per k-means stratum, on average, in `clusters` selection: ⌈K / 10⌉ strata. */
export const ITEMS_PER_CLUSTER = 10;

/**
 * K items over strata of sizes N_h (Σ N_h = n, every N_h ≥ 1, strata ≤ K): one each, then the other K − H by
 * the largest remainder of N_h (K − H) / n (ties: lower stratum). Every stratum gets at least one item, so the
 * stratified estimator Σ_h (N_h / n) · mean of its items is unbiased.
 */
export function allocate(sizes: readonly number[], k: number): Int32Array {
  const n = sizes.reduce((a, b) => a + b, 0);
  const rest = k - sizes.length;
  const quota = sizes.map((s) => (s * rest) / n);
  const alloc = Int32Array.from(quota, (q) => 1 + Math.floor(q));
  let left = k - alloc.reduce((a, b) => a + b, 0);
  const order = quota
    .map((q, h) => h)
    .sort((g, h) => quota[h] - Math.floor(quota[h]) - (quota[g] - Math.floor(quota[g])) || g - h);
  for (let r = 0; left > 0; r++, left--) alloc[order[r]]++;
  return alloc;
}

/**
 * clusters: stratified sampling on k-means strata. The pool's outcome vectors over the training models are cut
 * into ⌈K / 10⌉ k-means clusters (k-means++ then Lloyd, as `anchor`); K items are allocated to the clusters in
 * proportion to their size (`allocate`) and drawn at random within each; an item of cluster h weighs
 * (N_h / n) / K_h. Unlike one anchor per cluster (whose weights follow very uneven cluster sizes: on the vendor
 * matrices the anchors' effective sample size is about 25 of 100), the weights are near-equal, and items that
 * the training models do not tell apart are still averaged over, so a model unlike the training models (a new
 * family) is estimated with at most random K's variance, less the part the strata explain.
 */
function clustersSelect(ctx: SelectionContext): Selection {
  const { y, n, m, k } = ctx;
  if (k >= n) return all(n);
  const g = Math.ceil(k / ITEMS_PER_CLUSTER);
  const km = kmeans(y, n, m, g, ctx.rng);
  const members: number[][] = Array.from({ length: g }, () => []);
  for (let i = 0; i < n; i++) members[km.labels[i]].push(i);
  const strata = members.filter((s) => s.length > 0);
  const alloc = allocate(
    strata.map((s) => s.length),
    k,
  );
  const pairs: [number, number][] = [];
  strata.forEach((s, h) => {
    for (const i of ctx.rng.sample(s, alloc[h])) pairs.push([i, s.length / n / alloc[h]]);
  });
  pairs.sort((p, q) => p[0] - q[0]);
  return { items: Int32Array.from(pairs, (p) => p[0]), weights: Float64Array.from(pairs, (p) => p[1]) };
}

/**
 * fisher: greedy maximisation of Σ_j log(ε + Σ_{i∈S} I_i(θ_j)) over the training models j, one item at a time
 * (ties: lower index). Equal weights.
 */
function fisherSelect(ctx: SelectionContext): Selection {
  const { n, m, k, params, theta } = ctx;
  if (k >= n) return all(n);
  const info = new Float64Array(n * m);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++) info[i * m + j] = itemInformation(params, i, theta[j]);
  const cur = new Float64Array(m).fill(FISHER_EPS);
  const logCur = new Float64Array(m).fill(Math.log(FISHER_EPS));
  const taken = new Uint8Array(n);
  const chosen: number[] = [];
  // Lazy greedy (Minoux): the objective is submodular, so a gain computed earlier bounds the current one; only
  // the leading candidate is recomputed until it stays ahead. Same picks as the plain greedy, far fewer logs.
  const gain = new Float64Array(n).fill(Infinity);
  const fresh = new Int32Array(n).fill(-1);
  const gainOf = (i: number): number => {
    let g = 0;
    const off = i * m;
    for (let j = 0; j < m; j++) g += Math.log(cur[j] + info[off + j]) - logCur[j];
    return g;
  };
  for (let step = 0; step < k; step++) {
    let best = -1;
    while (true) {
      best = -1;
      let bestGain = -Infinity;
      for (let i = 0; i < n; i++) {
        if (!taken[i] && gain[i] > bestGain) {
          bestGain = gain[i];
          best = i;
        }
      }
      if (fresh[best] === step) break;
      gain[best] = gainOf(best);
      fresh[best] = step;
    }
    taken[best] = 1;
    chosen.push(best);
    for (let j = 0; j < m; j++) {
      cur[j] += info[best * m + j];
      logCur[j] = Math.log(cur[j]);
    }
  }
  return uniform(chosen);
}

/** random: K items drawn uniformly without replacement; equal weights. */
function randomSelect(ctx: SelectionContext): Selection {
  if (ctx.k >= ctx.n) return all(ctx.n);
  return uniform(
    ctx.rng.sample(
      Array.from({ length: ctx.n }, (_, i) => i),
      ctx.k,
    ),
  );
}

/**
 * stratified: items sorted by their mean outcome over the training models (ties: lower index) and cut into K
 * contiguous strata of near-equal size; one random item per stratum, weighted by the stratum's share.
 */
function stratifiedSelect(ctx: SelectionContext): Selection {
  const { y, n, m, k } = ctx;
  if (k >= n) return all(n);
  const mean = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let j = 0; j < m; j++) s += y[i * m + j];
    mean[i] = s / m;
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((p, q) => mean[p] - mean[q] || p - q);
  const pairs: [number, number][] = [];
  for (let s = 0; s < k; s++) {
    const lo = Math.floor((s * n) / k);
    const hi = Math.floor(((s + 1) * n) / k);
    pairs.push([order[lo + ctx.rng.int(hi - lo)], (hi - lo) / n]);
  }
  pairs.sort((p, q) => p[0] - q[0]);
  return { items: Int32Array.from(pairs, (p) => p[0]), weights: Float64Array.from(pairs, (p) => p[1]) };
}

export const selectionMethods: Readonly<Record<SelectionMethodName, SelectionMethod>> = Object.freeze({
  anchor: { summary: 'k-means anchor points, weighted by cluster share', select: anchorSelect },
  fisher: {
    summary: 'greedy max of Σ log(ε + Fisher information) over reference models',
    select: fisherSelect,
  },
  clusters: {
    summary: 'K items drawn from ⌈K/10⌉ k-means clusters in proportion to their size',
    select: clustersSelect,
  },
  random: { summary: 'uniform random items', select: randomSelect },
  stratified: { summary: 'one random item per difficulty stratum', select: stratifiedSelect },
});
