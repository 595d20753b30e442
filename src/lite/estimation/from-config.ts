import { inputError, usageError } from '../../core/errors.js';
import type { LiteConfig, LiteTaskConfig } from '../formats/config.js';
import { readOutcomeTable } from '../formats/outcome-table.js';
import { statistics, type Statistics } from './estimators.js';
import { benchmarkMean, estimateFromSelected, type CalibratedSelection } from './per-task.js';
import type { ItemParams } from '../fitting/item-model.js';
import type { EstimatorName, SelectionMethodName } from '../types.js';

/** Estimated scores of one model from a lite config. */
export interface ModelEstimate {
  model: string;
  /** estimated full score per task; NaN (null in JSON) where the model has no outcomes on the task */
  tasks: Record<string, number>;
  /** NaN (null in JSON) when a task has no estimate */
  benchmark_mean: number;
}

/** The version of the `lite estimate --json` document (an output: nothing in execret reads it back). */
export const ESTIMATE_VERSION = 1;

export interface EstimateResult {
  schema_version: number;
  estimator: EstimatorName;
  method: SelectionMethodName;
  selected_items: number;
  total_items: number;
  /** selected items / pool items: the share of the full evaluation cost when every item costs the same */
  cost_share: number;
  models: ModelEstimate[];
}

/**
 * Outcomes of models on item ids: what `estimate` needs from any source (a CSV, or a retriever evaluated on only
 * the selected queries of a release).
 */
export interface SubsetOutcomes {
  models: string[];
  /** outcome of model j on an item, or undefined when the item was not evaluated */
  get(item: string, j: number): number | undefined;
}

export function outcomesFromCsv(file: string): SubsetOutcomes {
  const { items, models, values } = readOutcomeTable(file);
  const row = new Map(items.map((id, i) => [id, i]));
  const m = models.length;
  return { models, get: (item, j) => (row.has(item) ? values[row.get(item)! * m + j] : undefined) };
}

/** Every selected item id of a config (what a retriever must be evaluated on). */
export function selectedItemIds(config: LiteConfig): string[] {
  return config.tasks.flatMap((t) => t.selected.map((s) => s.id));
}

/** The config's task types as `benchmarkMean` takes them (null: a plain mean over tasks). */
function taskTypes(config: LiteConfig): { taskType: string[] | null } {
  return {
    taskType: config.tasks.some((t) => t.type !== null) ? config.tasks.map((t) => t.type ?? '') : null,
  };
}

/**
 * One model's outcomes on a task's selected items, in order, or null when it has none of them (an empty cell is
 * "no outcome": the model was not evaluated on the task, which then has no estimate). Some but not all missing is an
 * input error.
 */
function selectedOutcomes(
  t: LiteTaskConfig,
  outcomes: SubsetOutcomes,
  j: number,
  source: string,
): number[] | null {
  const ys = t.selected.map((s) => outcomes.get(s.id, j));
  const missing = ys.findIndex((v) => v === undefined || Number.isNaN(v));
  if (missing < 0) return ys as number[];
  if (ys.every((v) => v === undefined || Number.isNaN(v))) return null;
  throw inputError(
    `no outcome for selected item "${t.selected[missing].id}" (task "${t.task}") of model "${outcomes.models[j]}"`,
    { file: source },
    'give every selected item of a task an outcome, or none (the task then has no estimate)',
  );
}

export function estimateScores(
  config: LiteConfig,
  outcomes: SubsetOutcomes,
  source = 'outcomes',
): EstimateResult {
  const est = config.manifest.estimator;
  const types = taskTypes(config);
  const set = config.tasks.find((t) => t.statistic === 'set');
  if (set)
    throw usageError(
      `task "${set.task}" is scored by its set metric (${set.set_metric}), which outcomes alone do not give`,
      'evaluate the model on the task folders: execret lite eval --config DIR -r MODEL',
    );
  const models: ModelEstimate[] = outcomes.models.map((model, j) => {
    const scores = config.tasks.map((t) => {
      const ys = selectedOutcomes(t, outcomes, j, source);
      return ys ? estimateTask(t, ys)[est] : NaN;
    });
    return {
      model,
      tasks: Object.fromEntries(config.tasks.map((t, i) => [t.task, scores[i]])),
      benchmark_mean: benchmarkMean(types, scores),
    };
  });
  const m = config.manifest;
  return {
    schema_version: ESTIMATE_VERSION,
    estimator: est,
    method: m.method,
    selected_items: m.selected_items,
    total_items: m.total_items,
    cost_share: m.cost_share,
    models,
  };
}

/**
 * An item task's statistic under the config's estimator (the uncalibrated weighted mean, p-IRT or gp of its
 * selected outcomes) and the calibrated estimate of its full score.
 */
export function itemTaskEstimate(
  t: LiteTaskConfig,
  estimator: EstimatorName,
  ySel: readonly number[],
): { statistic: number; estimate: number } {
  const { params, cs } = taskParams(t);
  const st = statistics({ params, selection: cs.selection, unselected: cs.unselected, n: t.pool_size }, ySel);
  const c = t.calibration[estimator];
  return { statistic: st[estimator], estimate: c.a + c.b * st[estimator] };
}

/** A set-metric task's calibrated estimate from its set metric on the selected items. */
export function estimateSetTask(t: LiteTaskConfig, metric: number): number {
  const c = t.calibration.mean;
  return c.a + c.b * metric;
}

/** Calibrated estimates (every estimator) of one task from the outcomes on its selected items, in order. */
export function estimateTask(t: LiteTaskConfig, ySel: readonly number[]): Statistics {
  const { params, cs } = taskParams(t);
  return estimateFromSelected(params, cs, t.pool_size, ySel);
}

/** The item parameters (selected first, then the rest of the pool) and calibrated selection of a task config. */
function taskParams(t: LiteTaskConfig): { params: ItemParams; cs: CalibratedSelection } {
  const k = t.selected.length;
  const n = t.pool_size;
  const params: ItemParams = {
    kind: t.item_model,
    a: Float64Array.from([...t.selected.map((s) => s.a), ...t.unselected.a]),
    b: Float64Array.from([...t.selected.map((s) => s.b), ...t.unselected.b]),
    s2: Float64Array.from([...t.selected.map((s) => s.s2), ...t.unselected.s2]),
  };
  const cs: CalibratedSelection = {
    selection: {
      items: Int32Array.from({ length: k }, (_, i) => i),
      weights: Float64Array.from(t.selected, (s) => s.weight),
    },
    unselected: Int32Array.from({ length: n - k }, (_, i) => k + i),
    calibrations: t.calibration,
  };
  return { params, cs };
}
