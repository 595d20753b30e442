import { benchmarkMean, coveredModels, fullTaskScores, prepareTask, taskPools } from './per-task.js';
import { predictItem } from '../fitting/item-model.js';
import type { OutcomeMatrix } from '../types.js';
import { LITE_DEFAULTS } from '../defaults.js';

/**
 * How well can any K-item estimator do on this matrix? An estimate of the error that no choice of items and no
 * calibration removes: the part of each model's item outcomes that the other models do not predict.
 *
 * Per task, the item models are fitted on every model (θ = standardised full score). The residual
 * e_ij = y_ij − p_i(θ_j) is what a model does on an item beyond its overall ability (Bernoulli noise, strengths on
 * topics the others do not share). A K-item equal-weight mean of model j misses its pool mean by a sampling error
 * with SD σ_tj = √(var_i(e_ij) · (1/K − 1/n)) (without replacement; the item-model part is what calibration and
 * stratification can correct). The benchmark score is a linear combination of task scores with weights w_t
 * (`benchmarkMean`), so σ_j = √(Σ_t w_t² σ_tj²), and the expected |error| of a normal is σ·√(2/π).
 *
 * Optimistic as a prediction (the item models see model j itself), but not a strict bound: weighted estimators
 * and p-IRT can trade some of it away. Measured on the synthetic 2,854 × 22 matrices (K = 100) it is 0.027–0.030,
 * where calibrated random K gets 0.027–0.034: random K is already at this floor there.
 */
export interface NoiseFloor {
  /** mean over models of the expected |estimate − truth| of the benchmark score */
  expected_mae: number;
  /** per model: SD of the unavoidable sampling error of the benchmark score */
  sd: Float64Array;
  /** per model and task (task-major), the SD of the residual e_ij over the task's pool */
  residual_sd: Float64Array;
}

export function noiseFloor(mx: OutcomeMatrix, k: number, C = LITE_DEFAULTS.C): NoiseFloor {
  const m = mx.models.length;
  const T = mx.tasks.length;
  const pools = taskPools(mx);
  const full = fullTaskScores(mx, pools);
  const unit = new Float64Array(T);
  const w = Float64Array.from({ length: T }, (_, t) => {
    unit.fill(0);
    unit[t] = 1;
    return benchmarkMean(mx, unit);
  });
  const varSum = new Float64Array(m);
  const residualSd = new Float64Array(T * m);
  pools.forEach((pool, t) => {
    const n = pool.length;
    const cols = coveredModels(full, t, m);
    if (cols.length < 2) return;
    const p = prepareTask(mx, pool, full.subarray(t * m, (t + 1) * m), cols, C);
    const mc = cols.length;
    const frac = k >= n ? 0 : 1 / k - 1 / n;
    for (let q = 0; q < mc; q++) {
      const j = cols[q];
      let s = 0,
        s2 = 0;
      for (let i = 0; i < n; i++) {
        const e = p.y[i * mc + q] - predictItem(p.params, i, p.theta[q]);
        s += e;
        s2 += e * e;
      }
      const v = Math.max(0, s2 / n - (s / n) ** 2);
      residualSd[t * m + j] = Math.sqrt(v);
      varSum[j] += w[t] * w[t] * v * frac;
    }
  });
  const sd = varSum.map(Math.sqrt);
  let mae = 0;
  for (let j = 0; j < m; j++) mae += sd[j] * Math.sqrt(2 / Math.PI);
  return { expected_mae: mae / m, sd, residual_sd: residualSd };
}
