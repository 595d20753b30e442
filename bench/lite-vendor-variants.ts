/**
 * Selection methods and estimators on the vendor-family matrices (vendorMatrix: 3,000 items x 20 models in 5
 * vendors, 6 tasks of 3 types, K = 100), averaged over selection seeds, because one selection's leave-out MAE
 * moves with its seed as much as the methods differ.
 *   npx tsx bench/lite-vendor-variants.ts                 # generator seeds 4-9, selection seeds 0-2, both protocols (~10 min)
 *   SEEDS=4,5 SELS=0 PROTOCOLS=family npx tsx bench/lite-vendor-variants.ts
 * As in `validate`, each fold refits the item models on the training models and reselects, with the same
 * selection seed for a task in every fold; the held-out models are estimated by every estimator (calibrated on the
 * training models) and by `lgp`: λ·mean + (1 − λ)·p-IRT with λ (0, 0.1, ..., 1) fitted per task and fold by least
 * squares of the calibrated statistics against the training models' full scores (a learned gp mixing weight).
 * Prints the benchmark (macro) MAE per seed and the mean over seeds. Not part of the product: it is how the
 * "Vendor-family matrices" paragraph of docs/lite.md compares `clusters` with random K and difficulty strata.
 */
import { createRng } from '../src/core/rng.js';
import {
  benchmarkMean,
  calibrateSelection,
  estimateFromSelected,
  fullTaskScores,
  prepareTask,
  taskPools,
  type CalibratedSelection,
  type PreparedTask,
} from '../src/lite/estimation/per-task.js';
import { selectionMethods } from '../src/lite/selection/methods.js';
import { vendorMatrix } from '../test/helpers/lite-synthetic.js';
import { folds, type ProtocolName } from '../src/lite/validation/protocols.js';
import type { OutcomeMatrix } from '../src/lite/types.js';

const list = (v: string | undefined, d: string) => (v ?? d).split(',');
const seeds = list(process.env.SEEDS, '4,5,6,7,8,9').map(Number);
const sels = list(process.env.SELS, '0,1,2').map(Number);
const protocols = list(process.env.PROTOCOLS, 'family,distinct') as ProtocolName[];
const METHODS = ['anchor', 'clusters', 'stratified', 'random'] as const;
const ESTIMATORS = ['mean', 'pirt', 'gp', 'lgp'] as const;
const K = 100;

/** λ on a 0.1 grid minimising the training models' squared error of λ·mean + (1 − λ)·pirt (both calibrated). */
function learnedLambda(p: PreparedTask, cs: CalibratedSelection): number {
  const est = Array.from({ length: p.m }, (_, j) =>
    estimateFromSelected(
      p.params,
      cs,
      p.n,
      Float64Array.from(cs.selection.items, (i) => p.y[i * p.m + j]),
    ),
  );
  let best = 0.5;
  let bestErr = Infinity;
  for (let g = 0; g <= 10; g++) {
    const lam = g / 10;
    let err = 0;
    est.forEach((e, j) => (err += (lam * e.mean + (1 - lam) * e.pirt - p.full[j]) ** 2));
    if (err < bestErr) [best, bestErr] = [lam, err];
  }
  return best;
}

/** Task-major estimates of every held-out model, per method+estimator, for one selection seed. */
function runProtocol(mx: OutcomeMatrix, protocol: ProtocolName, sel: number): Map<string, Float64Array> {
  const m = mx.models.length;
  const T = mx.tasks.length;
  const pools = taskPools(mx);
  const full = fullTaskScores(mx, pools);
  const out = new Map<string, Float64Array>();
  const put = (key: string, t: number, j: number, v: number) => {
    if (!out.has(key)) out.set(key, new Float64Array(T * m).fill(NaN));
    out.get(key)![t * m + j] = v;
  };
  for (const held of folds(mx, protocol)) {
    const train = Array.from({ length: m }, (_, j) => j).filter((j) => !held.includes(j));
    for (let t = 0; t < T; t++) {
      const p = prepareTask(mx, pools[t], full.subarray(t * m, (t + 1) * m), train);
      for (const method of METHODS) {
        const rng = createRng(sel).fork(`${method}:${mx.tasks[t]}`);
        const cs = calibrateSelection(p, selectionMethods[method].select({ ...p, k: K, rng }));
        const lam = learnedLambda(p, cs);
        for (const j of held) {
          const ySel = Float64Array.from(cs.selection.items, (i) => mx.values[pools[t][i] * m + j]);
          const e = estimateFromSelected(p.params, cs, p.n, ySel);
          put(`${method}+mean`, t, j, e.mean);
          put(`${method}+pirt`, t, j, e.pirt);
          put(`${method}+gp`, t, j, e.gp);
          put(`${method}+lgp`, t, j, lam * e.mean + (1 - lam) * e.pirt);
        }
      }
    }
  }
  return out;
}

function macroMae(mx: OutcomeMatrix, full: Float64Array, est: Float64Array): number {
  const m = mx.models.length;
  const T = mx.tasks.length;
  const score = (src: Float64Array, j: number) =>
    benchmarkMean(
      mx,
      Float64Array.from({ length: T }, (_, t) => src[t * m + j]),
    );
  let s = 0;
  for (let j = 0; j < m; j++) s += Math.abs(score(est, j) - score(full, j));
  return s / m;
}

const total = new Map<string, number>();
for (const seed of seeds) {
  const mx = vendorMatrix({ items: 3000, models: 20, seed });
  const full = fullTaskScores(mx, taskPools(mx));
  for (const protocol of protocols) {
    const sum = new Map<string, number>();
    for (const sel of sels)
      for (const [key, est] of runProtocol(mx, protocol, sel))
        sum.set(key, (sum.get(key) ?? 0) + macroMae(mx, full, est) / sels.length);
    const row: string[] = [];
    for (const [key, v] of sum) {
      row.push(`${key} ${v.toFixed(4)}`);
      total.set(`${protocol} ${key}`, (total.get(`${protocol} ${key}`) ?? 0) + v / seeds.length);
    }
    console.log(`seed ${seed} ${protocol}: ${row.join(', ')}`);
  }
}
console.log(`mean macro MAE over generator seeds ${seeds.join(',')} x selection seeds ${sels.join(',')}:`);
for (const protocol of protocols)
  for (const method of METHODS)
    console.log(
      `  ${protocol} ${method}: ${ESTIMATORS.map((e) => `${e} ${total.get(`${protocol} ${method}+${e}`)!.toFixed(4)}`).join(', ')}`,
    );
