import { createRng } from '../../core/rng.js';
import { calibrate } from '../fitting/calibrate.js';
import { statistics, unselectedOf, type Statistics } from './estimators.js';
import { fitItems, type ItemParams } from '../fitting/item-model.js';
import { selectionMethods } from '../selection/methods.js';
import {
  ESTIMATORS,
  type Calibration,
  type EstimatorName,
  type OutcomeMatrix,
  type Selection,
  type SelectionMethodName,
} from '../types.js';
import { LITE_DEFAULTS } from '../defaults.js';

/** Pool item indices (into the matrix) of each task. */
export function taskPools(mx: OutcomeMatrix): Int32Array[] {
  const lists: number[][] = mx.tasks.map(() => []);
  for (let i = 0; i < mx.items.length; i++) lists[mx.itemTask[i]].push(i);
  return lists.map((l) => Int32Array.from(l));
}

/**
 * Full task scores, task-major (t * m + j): the user's, or the mean outcome over the task's pool. NaN where the
 * model does not enter the task: no full score, or no outcomes on the task's items (partial coverage).
 */
export function fullTaskScores(mx: OutcomeMatrix, pools: Int32Array[]): Float64Array {
  const m = mx.models.length;
  const out = new Float64Array(mx.tasks.length * m);
  pools.forEach((pool, t) => {
    for (const i of pool) for (let j = 0; j < m; j++) out[t * m + j] += mx.values[i * m + j];
    for (let j = 0; j < m; j++) {
      const mean = out[t * m + j] / pool.length;
      out[t * m + j] = mx.fullScores && !Number.isNaN(mean) ? mx.fullScores[t * m + j] : mean;
    }
  });
  return out;
}

/** The models (of `among`, default all) that enter task t: those with a full score there. */
export function coveredModels(
  full: Float64Array,
  t: number,
  m: number,
  among?: ArrayLike<number>,
): Int32Array {
  const cand = among ?? Int32Array.from({ length: m }, (_, j) => j);
  const out: number[] = [];
  for (let q = 0; q < cand.length; q++) if (!Number.isNaN(full[t * m + cand[q]])) out.push(cand[q]);
  return Int32Array.from(out);
}

/** Outcomes of the given pool items for the given models, item-major. */
export function block(mx: OutcomeMatrix, pool: ArrayLike<number>, cols: ArrayLike<number>): Float64Array {
  const m = mx.models.length;
  const c = cols.length;
  const out = new Float64Array(pool.length * c);
  for (let r = 0; r < pool.length; r++) {
    const off = pool[r] * m;
    for (let q = 0; q < c; q++) out[r * c + q] = mx.values[off + cols[q]];
  }
  return out;
}

/** One task prepared on a set of training models: θ, item parameters and the pool block. */
export interface PreparedTask {
  /** the training models (matrix column indices) */
  cols: Int32Array;
  /** item-major outcomes of the pool over the training models */
  y: Float64Array;
  n: number;
  m: number;
  theta: Float64Array;
  thetaMean: number;
  thetaSd: number;
  full: Float64Array;
  params: ItemParams;
}

/**
 * θ_j = (full_j − mean) / SD over the training models (population SD; SD 0 → 1), then every item's model fitted.
 */
export function prepareTask(
  mx: OutcomeMatrix,
  pool: Int32Array,
  full: Float64Array,
  cols: ArrayLike<number>,
  C = LITE_DEFAULTS.C,
  warm?: ItemParams,
): PreparedTask {
  const m = cols.length;
  const fullTrain = Float64Array.from(cols, (j) => full[j]);
  let mu = 0;
  for (const f of fullTrain) mu += f;
  mu /= m;
  let v = 0;
  for (const f of fullTrain) v += (f - mu) ** 2;
  const sd = Math.sqrt(v / m) || 1;
  const theta = Float64Array.from(fullTrain, (f) => (f - mu) / sd);
  const y = block(mx, pool, cols);
  const params = fitItems(mx.itemModels[mx.itemTask[pool[0]]], y, pool.length, theta, C, warm);
  return {
    cols: Int32Array.from(cols),
    y,
    n: pool.length,
    m,
    theta,
    thetaMean: mu,
    thetaSd: sd,
    full: fullTrain,
    params,
  };
}

export function selectItems(
  prep: PreparedTask,
  method: SelectionMethodName,
  k: number,
  seed: number,
  label: string,
): Selection {
  const rng = createRng(seed).fork(`${method}:${label}`);
  return selectionMethods[method].select({ ...prep, k, rng });
}

/** A selection fitted on training models: statistics of every training model and a calibration per estimator. */
export interface CalibratedSelection {
  selection: Selection;
  unselected: Int32Array;
  calibrations: Record<EstimatorName, Calibration>;
}

/** `meanOnly` skips the model-based estimators (their calibrations are left as copies of the mean's). */
export function calibrateSelection(
  prep: PreparedTask,
  selection: Selection,
  meanOnly = false,
): CalibratedSelection {
  const unselected = unselectedOf(selection, prep.n);
  const inp = {
    params: prep.params,
    selection,
    unselected: meanOnly ? new Int32Array(0) : unselected,
    n: prep.n,
  };
  const k = selection.items.length;
  const stats: Record<EstimatorName, Float64Array> = {
    mean: new Float64Array(prep.m),
    pirt: new Float64Array(prep.m),
    gp: new Float64Array(prep.m),
  };
  const ySel = new Float64Array(k);
  for (let j = 0; j < prep.m; j++) {
    for (let s = 0; s < k; s++) ySel[s] = prep.y[selection.items[s] * prep.m + j];
    const st = statistics(inp, ySel, meanOnly);
    for (const e of ESTIMATORS) stats[e][j] = st[e];
  }
  const calibrations = Object.fromEntries(
    ESTIMATORS.map((e) => [e, calibrate(stats[e], prep.full)]),
  ) as Record<EstimatorName, Calibration>;
  return { selection, unselected, calibrations };
}

/** Calibrated estimates of the full task score, per estimator, from a model's outcomes on the selected items. */
export function estimateFromSelected(
  params: ItemParams,
  cs: CalibratedSelection,
  n: number,
  ySel: ArrayLike<number>,
): Statistics {
  const st = statistics({ params, selection: cs.selection, unselected: cs.unselected, n }, ySel);
  const out = {} as Statistics;
  for (const e of ESTIMATORS) out[e] = cs.calibrations[e].a + cs.calibrations[e].b * st[e];
  return out;
}

/**
 * The benchmark mean of one model from its task scores: the mean over tasks, or, when task types are given,
 * the macro mean over types of the mean over each type's tasks. A task without a score (NaN) makes it NaN, unless
 * `overCovered`: then it is the same mean over the tasks that have a score (NaN when none has), which is what the
 * thinning ranks a family's models by.
 */
export function benchmarkMean(
  mx: Pick<OutcomeMatrix, 'taskType'>,
  taskScores: ArrayLike<number>,
  overCovered = false,
): number {
  const sums = new Map<string, [number, number]>();
  for (let t = 0; t < taskScores.length; t++) {
    if (overCovered && Number.isNaN(taskScores[t])) continue;
    const ty = mx.taskType ? mx.taskType[t] : '';
    const cur = sums.get(ty) ?? [0, 0];
    cur[0] += taskScores[t];
    cur[1]++;
    sums.set(ty, cur);
  }
  if (sums.size === 0) return NaN;
  let s = 0;
  for (const [sum, cnt] of sums.values()) s += sum / cnt;
  return s / sums.size;
}
