/**
 * Selection alternatives tried for `execret lite` on the synthetic 2,854 x 22 matrices (K = 100), averaged over
 * selection seeds, because one selection's LOMO MAE varies by about ±0.006 with the seed alone.
 *   npx tsx bench/lite-variants.ts                        # all alternatives, data seeds 1-6, selection seeds 0-2 (~15 min)
 *   SEEDS=1,5 SELS=0 METHODS=anchor,random npx tsx bench/lite-variants.ts
 * Each fold (one held-out model) refits the item models on the other 21 and reselects; the held-out model is then
 * estimated by each estimator (calibrated on the 21) and, as `raw`, by the uncalibrated weighted mean.
 * Not part of the product: it is how docs/lite.md "Accuracy on synthetic data" was measured.
 */
import { createRng, type Rng } from '../src/core/rng.js';
import {
  calibrateSelection,
  estimateFromSelected,
  fullTaskScores,
  prepareTask,
  taskPools,
  type PreparedTask,
} from '../src/lite/estimation/per-task.js';
import { predictItem, type ItemParams } from '../src/lite/fitting/item-model.js';
import { kmeans } from '../src/lite/fitting/kmeans.js';
import { noiseFloor } from '../src/lite/estimation/noise-floor.js';
import { selectionMethods } from '../src/lite/selection/methods.js';
import { syntheticMatrix } from '../test/helpers/lite-synthetic.js';
import type { Selection } from '../src/lite/types.js';

/** k-means on item features; anchor = item nearest its centroid (or a random member), weight = cluster share. */
function anchorOn(f: Float64Array, n: number, d: number, k: number, rng: Rng, nInit = 1, randomRep = false) {
  const km = kmeans(f, n, d, k, rng, nInit);
  const best = new Int32Array(k).fill(-1);
  const bestD = new Float64Array(k).fill(Infinity);
  const members: number[][] = Array.from({ length: k }, () => []);
  for (let i = 0; i < n; i++) {
    const c = km.labels[i];
    members[c].push(i);
    let s = 0;
    for (let t = 0; t < d; t++) s += (f[i * d + t] - km.centers[c * d + t]) ** 2;
    if (s < bestD[c]) [bestD[c], best[c]] = [s, i];
  }
  const pairs: [number, number][] = [];
  members.forEach((mem, c) => {
    if (mem.length) pairs.push([randomRep ? mem[rng.int(mem.length)] : best[c], mem.length / n]);
  });
  return toSelection(pairs);
}

function toSelection(pairs: [number, number][]): Selection {
  pairs.sort((p, q) => p[0] - q[0]);
  return { items: Int32Array.from(pairs, (p) => p[0]), weights: Float64Array.from(pairs, (p) => p[1]) };
}

/** fitted 2PL curves at the given abilities, item-major */
function curves(params: ItemParams, n: number, thetas: ArrayLike<number>): Float64Array {
  const d = thetas.length;
  const f = new Float64Array(n * d);
  for (let i = 0; i < n; i++) for (let g = 0; g < d; g++) f[i * d + g] = predictItem(params, i, thetas[g]);
  return f;
}

/** difficulty strata (as `stratified`), taking each stratum's item with the largest fitted slope */
function strataMaxSlope(p: PreparedTask, k: number): Selection {
  const mean = Float64Array.from({ length: p.n }, (_, i) => {
    let s = 0;
    for (let j = 0; j < p.m; j++) s += p.y[i * p.m + j];
    return s / p.m;
  });
  const order = Array.from({ length: p.n }, (_, i) => i).sort((a, b) => mean[a] - mean[b] || a - b);
  const pairs: [number, number][] = [];
  for (let s = 0; s < k; s++) {
    const lo = Math.floor((s * p.n) / k);
    const hi = Math.floor(((s + 1) * p.n) / k);
    let best = order[lo];
    for (let r = lo; r < hi; r++) if (p.params.a[order[r]] > p.params.a[best]) best = order[r];
    pairs.push([best, (hi - lo) / p.n]);
  }
  return toSelection(pairs);
}

const GRID = [-2, -1, 0, 1, 2];
const METHODS: Record<string, (p: PreparedTask, k: number, rng: Rng) => Selection> = {
  anchor: (p, k, rng) => selectionMethods.anchor.select({ ...p, k, rng }),
  'anchor-n5': (p, k, rng) => anchorOn(p.y, p.n, p.m, k, rng, 5),
  'anchor-random-member': (p, k, rng) => anchorOn(p.y, p.n, p.m, k, rng, 1, true),
  'anchor-irt-curves': (p, k, rng) => anchorOn(curves(p.params, p.n, p.theta), p.n, p.m, k, rng),
  'anchor-irt-grid': (p, k, rng) => anchorOn(curves(p.params, p.n, GRID), p.n, GRID.length, k, rng),
  'anchor-irt-grid-random-member': (p, k, rng) =>
    anchorOn(curves(p.params, p.n, GRID), p.n, GRID.length, k, rng, 1, true),
  stratified: (p, k, rng) => selectionMethods.stratified.select({ ...p, k, rng }),
  'strata-max-slope': (p, k) => strataMaxSlope(p, k),
  fisher: (p, k, rng) => selectionMethods.fisher.select({ ...p, k, rng }),
  random: (p, k, rng) => selectionMethods.random.select({ ...p, k, rng }),
};
const list = (v: string | undefined, d: string) => (v ?? d).split(',');
const methods = list(process.env.METHODS, Object.keys(METHODS).join(','));
const seeds = list(process.env.SEEDS, '1,2,3,4,5,6').map(Number);
const sels = list(process.env.SELS, '0,1,2').map(Number);
const K = 100;
const total: Record<string, number> = {};
for (const seed of seeds) {
  const mx = syntheticMatrix({ items: 2854, models: 22, seed });
  const m = mx.models.length;
  const pool = taskPools(mx)[0];
  const full = fullTaskScores(mx, [pool]);
  const preps: PreparedTask[] = [];
  for (let h = 0; h < m; h++) {
    const train = Array.from({ length: m }, (_, j) => j).filter((j) => j !== h);
    preps.push(prepareTask(mx, pool, full, train, 1, preps[h - 1]?.params));
  }
  console.log(`seed ${seed}: noise floor ${noiseFloor(mx, K).expected_mae.toFixed(4)}`);
  for (const name of methods) {
    const sum = { mean: 0, pirt: 0, gp: 0, raw: 0 };
    for (const sseed of sels) {
      for (let h = 0; h < m; h++) {
        const p = preps[h];
        const sel = METHODS[name](p, K, createRng(sseed).fork(`${name}:${h}`));
        const cs = calibrateSelection(p, sel);
        const ySel = Float64Array.from(sel.items, (i) => mx.values[pool[i] * m + h]);
        const e = estimateFromSelected(p.params, cs, p.n, ySel);
        for (const key of ['mean', 'pirt', 'gp'] as const) sum[key] += Math.abs(e[key] - full[h]);
        let raw = 0;
        sel.items.forEach((_, s) => (raw += sel.weights[s] * ySel[s]));
        sum.raw += Math.abs(raw - full[h]);
      }
    }
    const row = Object.entries(sum).map(([key, v]) => {
      const mae = v / m / sels.length;
      total[`${name}+${key}`] = (total[`${name}+${key}`] ?? 0) + mae / seeds.length;
      return `${key} ${mae.toFixed(4)}`;
    });
    console.log(`  ${name}: ${row.join(', ')}`);
  }
}
console.log(`mean LOMO MAE over data seeds ${seeds.join(',')} x selection seeds ${sels.join(',')}:`);
for (const name of methods)
  console.log(
    `  ${name}: ${['mean', 'pirt', 'gp', 'raw'].map((e) => `${e} ${total[`${name}+${e}`].toFixed(4)}`).join(', ')}`,
  );
