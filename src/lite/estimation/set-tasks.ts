import { calibrate, applyCalibration } from '../fitting/calibrate.js';
import { unselectedOf } from './estimators.js';
import type { CalibratedSelection, PreparedTask } from './per-task.js';
import type { OutcomeMatrix, Selection } from '../types.js';

/** True when task t of the matrix is scored as a set (its statistic is the set metric). */
export function isSetTask(mx: OutcomeMatrix, t: number): boolean {
  return mx.sets?.metric[t] != null;
}

/** Matrix item indices of a selection of task t's pool. */
const itemsOf = (pool: Int32Array, selection: Selection) => Int32Array.from(selection.items, (i) => pool[i]);

/**
 * Calibrate a set-metric task's selection: each training model's set metric on the selected items against its
 * full score (full ≈ a + b·metric). Every estimator shares that one calibration: a set has one statistic.
 */
export function calibrateSet(
  mx: OutcomeMatrix,
  t: number,
  pool: Int32Array,
  prep: PreparedTask,
  selection: Selection,
): CalibratedSelection {
  const items = itemsOf(pool, selection);
  const stat = Float64Array.from(prep.cols, (j) => mx.sets!.statistic(t, j, items));
  const cal = calibrate(stat, prep.full);
  return {
    selection,
    unselected: unselectedOf(selection, prep.n),
    calibrations: { mean: cal, pirt: cal, gp: cal },
  };
}

/** Model j's set metric (uncalibrated) on a selection of task t's pool. */
export function setStatistic(
  mx: OutcomeMatrix,
  t: number,
  pool: Int32Array,
  selection: Selection,
  j: number,
): number {
  return mx.sets!.statistic(t, j, itemsOf(pool, selection));
}

/** Model j's calibrated estimate of task t's full score from its set metric on the selection. */
export function estimateSet(
  mx: OutcomeMatrix,
  t: number,
  pool: Int32Array,
  cs: CalibratedSelection,
  j: number,
): number {
  return applyCalibration(cs.calibrations.mean, mx.sets!.statistic(t, j, itemsOf(pool, cs.selection)));
}
