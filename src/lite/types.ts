import type { ItemModelKind } from './fitting/item-model.js';

/**
 * Per-item outcomes of several models, the input of every lite command. Values are in [0, 1] (a correlation
 * outcome in [−1, 1]) and stored item-major: values[i * models.length + j] is item i's outcome for model j.
 *
 * Coverage is partial: NaN is "no outcome" (values) and "no score" (fullScores). A model enters a task only where
 * it has a full score and an outcome on every item of the task (`fullTaskScores` is NaN elsewhere); the loaders
 * refuse a model that has outcomes on only some of a task's items.
 */
export interface OutcomeMatrix {
  items: string[];
  models: string[];
  values: Float64Array;
  /** task index of each item */
  itemTask: Int32Array;
  tasks: string[];
  /** task type of each task, or null when no types were given */
  taskType: string[] | null;
  /** family of each model (each model is its own family unless a families file says otherwise) */
  families: string[];
  /**
   * full task scores given by the user, task-major (t * models.length + j), NaN where a model has no score;
   * null = the mean outcome over the pool
   */
  fullScores: Float64Array | null;
  /** item model of each task: 2PL where the task's outcomes are all 0/1, linear-Gaussian otherwise */
  itemModels: ItemModelKind[];
  /** type of each model (e.g. public, base, proprietary; "" when not given): labels, and the thinning rule */
  modelTypes?: string[];
  /** where the outcomes came from (absent for matrices built in code) */
  source?: OutcomeSource;
  /** set-metric tasks and how to score a set (absent: every task is an item task) */
  sets?: SetTasks;
}

/**
 * Set-metric tasks (STS, PairClassification, Clustering): their statistic is the task's own metric computed on
 * the selected set (Spearman, AP reweighted to the full label prior, V-measure), then calibrated to the full
 * score. Computing it needs the model's vectors, so it is a function of the matrix's source.
 */
export interface SetTasks {
  /** per task: the metric computed on a set, or null for an item task */
  metric: (string | null)[];
  /** model j's metric on task t's items (matrix item indices) */
  statistic(task: number, model: number, items: Int32Array): number;
}

/** How a set-metric task's set is selected: difficulty strata, or the anchor points as the set. */
export const SET_SELECTIONS = ['stratified', 'anchor'] as const;
export type SetSelectionName = (typeof SET_SELECTIONS)[number];

/**
 * Where an outcome matrix came from. A config records it, so `lite estimate -r` evaluates a retriever with the
 * metric the config was built on and can tell when it is given a different release.
 */
export type OutcomeSource =
  | { kind: 'csv' }
  | {
      kind: 'tasks';
      /** the task folders the outcomes were computed on, each with the sha256 of its files */
      tasks: { name: string; type: string; main_score: string; dir: string; sha256: string; items: number }[];
    }
  | {
      kind: 'eval';
      /** the per-query metric read from the result folders */
      metric: EvalMetric;
      task_by: TaskBy;
      /** sha256 of the evaluated release (`summary.json` release.sha256), null when the folders disagree */
      release_sha256: string | null;
      /** queries in the release the folders evaluated */
      queries: number;
    };

/** The metrics an `execret eval` result folder gives per query, usable as item outcomes. */
export const EVAL_METRICS = ['exec@1', 'ndcg@10'] as const;
export type EvalMetric = (typeof EVAL_METRICS)[number];

/** How the items (queries) of `execret eval` result folders are grouped into tasks. */
export const TASK_GROUPINGS = ['none', 'domain', 'task'] as const;
export type TaskBy = (typeof TASK_GROUPINGS)[number];

export const SELECTION_METHODS = ['anchor', 'clusters', 'fisher', 'random', 'stratified'] as const;
export type SelectionMethodName = (typeof SELECTION_METHODS)[number];

export const ESTIMATORS = ['mean', 'pirt', 'gp'] as const;
export type EstimatorName = (typeof ESTIMATORS)[number];

/** Items picked from one task's pool (indices local to the pool) and their weights (summing to 1). */
export interface Selection {
  items: Int32Array;
  weights: Float64Array;
}

/** full ≈ a + b × statistic, least squares over the reference models. */
export interface Calibration {
  a: number;
  b: number;
  /** Pearson r between the statistic and the full score over the reference models */
  r: number;
  /** SD of the residuals (n − 2 denominator; 0 with fewer than 3 models) */
  residual_sd: number;
  n: number;
}

/** Scores on the [0, 1] scale: a pair is resolvable when the true scores differ by 0.5 points of 100. */
export const RESOLVABLE_DIFF = 0.005;
