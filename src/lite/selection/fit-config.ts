import { usageError } from '../../core/errors.js';
import type { OnProgress } from '../../core/progress.js';
import { TOOL_VERSION } from '../../core/version.js';
import {
  round,
  taskFilePath,
  type ConfigValidation,
  type LiteConfig,
  type LiteManifest,
  type LiteTaskConfig,
  LITE_CONFIG_VERSION,
} from '../formats/config.js';
import {
  calibrateSelection,
  coveredModels,
  fullTaskScores,
  prepareTask,
  selectItems,
  taskPools,
  type CalibratedSelection,
  type PreparedTask,
} from '../estimation/per-task.js';
import { type ItemModelKind } from '../fitting/item-model.js';
import { calibrateSet, isSetTask } from '../estimation/set-tasks.js';
import { ESTIMATORS, type Calibration, type EstimatorName, type OutcomeMatrix } from '../types.js';
import { parseVariant, type Variant, type VariantChoice } from '../validation/variant.js';
import { validate, type ValidationReport } from '../validation/protocols.js';
import { LITE_DEFAULTS } from '../defaults.js';

export interface SelectOptions {
  k: number;
  /** the variant to fit, or 'auto': run the validation (both protocols when families are given) and take its choice (default) */
  variant?: VariantChoice;
  seed?: number;
  C?: number;
  onProgress?: OnProgress;
}

/** The manifest's item model: the one every task uses, or 'mixed' (each task file names its own). */
function manifestItemModel(kinds: readonly ItemModelKind[]): ItemModelKind | 'mixed' {
  return kinds.every((k) => k === kinds[0]) ? kinds[0] : 'mixed';
}

function calRounded(c: Calibration): Calibration {
  return { a: round(c.a), b: round(c.b), r: round(c.r), residual_sd: round(c.residual_sd), n: c.n };
}

/** The variant to fit: the given one, or validation's choice (both protocols when families are given; its report). */
function chooseVariant(
  mx: OutcomeMatrix,
  opts: SelectOptions & { seed: number; C: number },
): { variant: Variant; report: ValidationReport | null } {
  const choice = opts.variant ?? 'auto';
  if (choice !== 'auto') return { variant: choice, report: null };
  const { k, seed, C, onProgress } = opts;
  const report = validate(mx, { k, seed, C, onProgress });
  return { variant: parseVariant(report.protocols.distinct!.chosen.variant), report };
}

/** One task's config: the selection, the item parameters of the whole pool, a calibration per estimator. */
function taskConfig(
  mx: OutcomeMatrix,
  t: number,
  pool: Int32Array,
  prep: PreparedTask,
  cs: CalibratedSelection,
  variant: Variant,
): LiteTaskConfig {
  const p = prep.params;
  const paramsOf = (idx: Int32Array) => ({
    a: Array.from(idx, (i) => round(p.a[i])),
    b: Array.from(idx, (i) => round(p.b[i])),
    s2: Array.from(idx, (i) => round(p.s2[i])),
  });
  return {
    schema_version: LITE_CONFIG_VERSION,
    task: mx.tasks[t],
    type: mx.taskType ? mx.taskType[t] : null,
    pool_size: pool.length,
    method: variant.selection,
    estimator: variant.estimator,
    item_model: mx.itemModels[t],
    theta: { mean: round(prep.thetaMean), sd: round(prep.thetaSd) },
    selected: Array.from(cs.selection.items, (i, s) => ({
      id: mx.items[pool[i]],
      weight: round(cs.selection.weights[s]),
      a: round(p.a[i]),
      b: round(p.b[i]),
      s2: round(p.s2[i]),
    })),
    unselected: { ids: Array.from(cs.unselected, (i) => mx.items[pool[i]]), ...paramsOf(cs.unselected) },
    calibration: Object.fromEntries(ESTIMATORS.map((e) => [e, calRounded(cs.calibrations[e])])) as Record<
      EstimatorName,
      Calibration
    >,
  };
}

function validationSummary(report: ValidationReport | null): ConfigValidation | null {
  const d = report?.protocols.distinct;
  if (!d) return null;
  // with a single family nothing can be held out family by family: no family figures, the distinct folds chose
  const f = report.protocols.family;
  const family =
    f && !f.same_as && Number.isFinite(f.chosen.mae)
      ? {
          family_mae: round(f.chosen.mae),
          family_random_mae: round(f.random.mae),
          chosen_by: 'worst of distinct and family',
        }
      : {};
  return {
    protocol: 'distinct',
    chosen: d.chosen.variant,
    mae: round(d.chosen.mae),
    kendall: round(d.chosen.kendall),
    random_mae: round(d.random.mae),
    ...family,
    optimistic: true,
  };
}

function manifestOf(
  mx: OutcomeMatrix,
  tasks: LiteTaskConfig[],
  variant: Variant,
  opts: { k: number; seed: number; C: number },
  report: ValidationReport | null,
): LiteManifest {
  const selected = tasks.reduce((s, t) => s + t.selected.length, 0);
  return {
    schema_version: LITE_CONFIG_VERSION,
    tool_version: TOOL_VERSION,
    k: opts.k,
    method: variant.selection,
    estimator: variant.estimator,
    seed: opts.seed,
    c: opts.C,
    item_model: manifestItemModel(mx.itemModels),
    source: mx.source ?? null,
    aggregate: mx.taskType ? 'macro mean over task types' : 'mean over tasks',
    reference_models: mx.models.map((name, j) => ({ name, family: mx.families[j] })),
    total_items: mx.items.length,
    selected_items: selected,
    cost_share: round(selected / mx.items.length),
    tasks: tasks.map((t) => ({
      name: t.task,
      type: t.type,
      file: taskFilePath(t.task),
      pool_size: t.pool_size,
      selected: t.selected.length,
      calibration: t.calibration[variant.estimator],
    })),
    validation: validationSummary(report),
  };
}

/** Fit a lite config on every model of the matrix (the reference models). */
export function selectConfig(mx: OutcomeMatrix, opts: SelectOptions): LiteConfig {
  if (!Number.isInteger(opts.k) || opts.k < 1)
    throw usageError(`-k must be a positive integer, got ${opts.k}`);
  const o = { ...opts, seed: opts.seed ?? LITE_DEFAULTS.seed, C: opts.C ?? LITE_DEFAULTS.C };
  const { variant, report } = chooseVariant(mx, o);
  const pools = taskPools(mx);
  const full = fullTaskScores(mx, pools);
  const m = mx.models.length;
  const tasks = pools.map((pool, t) => {
    // Partial coverage: each task is fitted and calibrated on the models that have its full score.
    const cols = coveredModels(full, t, m);
    if (cols.length < 2)
      throw usageError(
        `task "${mx.tasks[t]}" has a full score for ${cols.length} reference model(s); at least 2 are needed to calibrate it`,
      );
    const prep = prepareTask(mx, pool, full.subarray(t * m, (t + 1) * m), cols, o.C);
    if (!isSetTask(mx, t)) {
      const cs = calibrateSelection(prep, selectItems(prep, variant.selection, o.k, o.seed, mx.tasks[t]));
      return taskConfig(mx, t, pool, prep, cs, variant);
    }
    const method = variant.setSelection ?? 'stratified';
    const cs = calibrateSet(mx, t, pool, prep, selectItems(prep, method, o.k, o.seed, mx.tasks[t]));
    return {
      ...taskConfig(mx, t, pool, prep, cs, { ...variant, selection: method }),
      statistic: 'set' as const,
      set_metric: mx.sets!.metric[t]!,
    };
  });
  return { manifest: manifestOf(mx, tasks, variant, o, report), tasks };
}
