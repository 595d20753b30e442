import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError, usageError } from '../core/errors.js';
import { readTextFile } from '../core/jsonl.js';
import { SCHEMA_VERSION, TOOL_VERSION } from '../core/version.js';
import type { Statistics } from './estimators.js';
import { DEFAULT_C, type ItemModelKind, type ItemParams } from './item-model.js';
import {
  benchmarkMean,
  calibrateSelection,
  estimateFromSelected,
  fullTaskScores,
  prepareTask,
  selectItems,
  taskPools,
  type CalibratedSelection,
} from './fit.js';
import { readOutcomesCsv } from './io.js';
import {
  ESTIMATORS,
  SELECTION_METHODS,
  type Calibration,
  type EstimatorName,
  type OutcomeMatrix,
  type OutcomeSource,
  type SelectionMethodName,
} from './types.js';
import { validate, type ValidationReport } from './validate.js';

export interface SelectOptions {
  k: number;
  /** selection method, or 'auto': run the distinct-model validation and take its chosen variant */
  method?: SelectionMethodName | 'auto';
  estimator?: EstimatorName;
  seed?: number;
  C?: number;
  onProgress?: (message: string) => void;
}

/** One task of a lite config: everything needed to estimate the task's full score from the selected items. */
export interface LiteTaskConfig {
  schema_version: number;
  task: string;
  type: string | null;
  pool_size: number;
  method: SelectionMethodName;
  estimator: EstimatorName;
  item_model: ItemModelKind;
  /** θ = (full − mean) / sd over the reference models */
  theta: { mean: number; sd: number };
  selected: { id: string; weight: number; a: number; b: number; s2: number }[];
  /** parameters of the pool items that are not selected (p-IRT predicts them) */
  unselected: { ids: string[]; a: number[]; b: number[]; s2: number[] };
  calibration: Record<EstimatorName, Calibration>;
}

export interface LiteManifest {
  schema_version: number;
  tool_version: string;
  k: number;
  method: SelectionMethodName;
  estimator: EstimatorName;
  seed: number;
  c: number;
  item_model: ItemModelKind;
  /** where the reference outcomes came from; null when unknown (configs written before it was recorded) */
  source: OutcomeSource | null;
  aggregate: 'mean over tasks' | 'macro mean over task types';
  reference_models: { name: string; family: string }[];
  total_items: number;
  selected_items: number;
  cost_share: number;
  tasks: {
    name: string;
    type: string | null;
    file: string;
    pool_size: number;
    selected: number;
    calibration: Calibration;
  }[];
  validation: null | {
    protocol: 'distinct';
    chosen: string;
    mae: number;
    kendall: number;
    random_mae: number;
    optimistic: true;
  };
}

export interface LiteConfig {
  manifest: LiteManifest;
  tasks: LiteTaskConfig[];
}

function round(x: number): number {
  return Number(x.toPrecision(12));
}

function calRounded(c: Calibration): Calibration {
  return { a: round(c.a), b: round(c.b), r: round(c.r), residualSd: round(c.residualSd), n: c.n };
}

/** Fit a lite config on every model of the matrix (the reference models). */
export function selectConfig(mx: OutcomeMatrix, opts: SelectOptions): LiteConfig {
  if (!Number.isInteger(opts.k) || opts.k < 1)
    throw usageError(`-k must be a positive integer, got ${opts.k}`);
  const seed = opts.seed ?? 0;
  const C = opts.C ?? DEFAULT_C;
  let method: SelectionMethodName;
  let estimator: EstimatorName = opts.estimator ?? 'gp';
  let report: ValidationReport | null = null;
  if ((opts.method ?? 'auto') === 'auto') {
    report = validate(mx, { k: opts.k, seed, C, protocols: ['distinct'], onProgress: opts.onProgress });
    const [mth, est] = report.protocols.distinct!.chosen.variant.split('+');
    method = mth as SelectionMethodName;
    estimator = est as EstimatorName;
  } else {
    method = opts.method as SelectionMethodName;
    if (!SELECTION_METHODS.includes(method)) throw usageError(`unknown selection method "${method}"`);
  }
  if (!ESTIMATORS.includes(estimator)) throw usageError(`unknown estimator "${estimator}"`);
  const pools = taskPools(mx);
  const full = fullTaskScores(mx, pools);
  const m = mx.models.length;
  const all = Array.from({ length: m }, (_, j) => j);
  const tasks: LiteTaskConfig[] = pools.map((pool, t) => {
    const prep = prepareTask(mx, pool, full.subarray(t * m, (t + 1) * m), all, C);
    const cs = calibrateSelection(prep, selectItems(prep, method, opts.k, seed, mx.tasks[t]));
    const p = prep.params;
    return {
      schema_version: SCHEMA_VERSION,
      task: mx.tasks[t],
      type: mx.taskType ? mx.taskType[t] : null,
      pool_size: pool.length,
      method,
      estimator,
      item_model: mx.kind,
      theta: { mean: round(prep.thetaMean), sd: round(prep.thetaSd) },
      selected: Array.from(cs.selection.items, (i, s) => ({
        id: mx.items[pool[i]],
        weight: round(cs.selection.weights[s]),
        a: round(p.a[i]),
        b: round(p.b[i]),
        s2: round(p.s2[i]),
      })),
      unselected: {
        ids: Array.from(cs.unselected, (i) => mx.items[pool[i]]),
        a: Array.from(cs.unselected, (i) => round(p.a[i])),
        b: Array.from(cs.unselected, (i) => round(p.b[i])),
        s2: Array.from(cs.unselected, (i) => round(p.s2[i])),
      },
      calibration: Object.fromEntries(ESTIMATORS.map((e) => [e, calRounded(cs.calibrations[e])])) as Record<
        EstimatorName,
        Calibration
      >,
    };
  });
  const selected = tasks.reduce((s, t) => s + t.selected.length, 0);
  const d = report?.protocols.distinct;
  const manifest: LiteManifest = {
    schema_version: SCHEMA_VERSION,
    tool_version: TOOL_VERSION,
    k: opts.k,
    method,
    estimator,
    seed,
    c: C,
    item_model: mx.kind,
    source: mx.source ?? null,
    aggregate: mx.taskType ? 'macro mean over task types' : 'mean over tasks',
    reference_models: mx.models.map((name, j) => ({ name, family: mx.families[j] })),
    total_items: mx.items.length,
    selected_items: selected,
    cost_share: round(selected / mx.items.length),
    tasks: tasks.map((t) => ({
      name: t.task,
      type: t.type,
      file: `tasks/${taskFileName(t.task)}`,
      pool_size: t.pool_size,
      selected: t.selected.length,
      calibration: t.calibration[estimator],
    })),
    validation: d
      ? {
          protocol: 'distinct',
          chosen: d.chosen.variant,
          mae: round(d.chosen.mae),
          kendall: round(d.chosen.kendall),
          random_mae: round(d.random.mae),
          optimistic: true,
        }
      : null,
  };
  return { manifest, tasks };
}

/** A file name for a task: safe characters kept, anything else hex-escaped, so distinct tasks never collide. */
export function taskFileName(task: string): string {
  return (
    task.replace(/[^A-Za-z0-9_.-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`) + '.json'
  );
}

export function writeConfig(dir: string, config: LiteConfig): void {
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(config.manifest, null, 2) + '\n');
  for (const t of config.tasks)
    writeFileSync(join(dir, 'tasks', taskFileName(t.task)), JSON.stringify(t, null, 2) + '\n');
  writeFileSync(join(dir, 'README.md'), renderReadme(config));
  writeFileSync(join(dir, 'SELECTION.md'), renderSelection(config));
}

function parseJson<T>(file: string, what: string): T {
  const text = readTextFile(file, what);
  try {
    return JSON.parse(text) as T;
  } catch (e) {
    throw inputError(`invalid JSON: ${(e as Error).message}`, { file });
  }
}

export function readConfig(dir: string): LiteConfig {
  if (!existsSync(dir)) throw new ExecretError('E_NOT_FOUND', `lite config folder not found: ${dir}`);
  const mfile = join(dir, 'manifest.json');
  const manifest = parseJson<LiteManifest>(mfile, 'lite manifest');
  if (typeof manifest.schema_version !== 'number' || manifest.schema_version > SCHEMA_VERSION)
    throw inputError(`unsupported schema_version ${manifest.schema_version}`, {
      file: mfile,
      field: 'schema_version',
    });
  if (!Array.isArray(manifest.tasks))
    throw inputError('expected a "tasks" array', { file: mfile, field: 'tasks' });
  const tasks = manifest.tasks.map((t) => {
    const file = join(dir, t.file);
    const tc = parseJson<LiteTaskConfig>(file, 'lite task config');
    for (const field of ['selected', 'unselected', 'calibration'] as const)
      if (typeof tc[field] !== 'object' || tc[field] === null) throw inputError('missing', { file, field });
    return tc;
  });
  return { manifest, tasks };
}

/** Estimated scores of one model from a lite config. */
export interface ModelEstimate {
  model: string;
  tasks: Record<string, number>;
  benchmark_mean: number;
}

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
  const { items, models, values } = readOutcomesCsv(file);
  const row = new Map(items.map((id, i) => [id, i]));
  const m = models.length;
  return { models, get: (item, j) => (row.has(item) ? values[row.get(item)! * m + j] : undefined) };
}

/** Every selected item id of a config (what a retriever must be evaluated on). */
export function selectedItemIds(config: LiteConfig): string[] {
  return config.tasks.flatMap((t) => t.selected.map((s) => s.id));
}

export function estimateScores(
  config: LiteConfig,
  outcomes: SubsetOutcomes,
  source = 'outcomes',
): EstimateResult {
  const est = config.manifest.estimator;
  const mxLike = {
    taskType: config.tasks.some((t) => t.type !== null) ? config.tasks.map((t) => t.type ?? '') : null,
  };
  const models: ModelEstimate[] = outcomes.models.map((model, j) => {
    const scores = config.tasks.map((t) => {
      const ySel = t.selected.map((s) => {
        const v = outcomes.get(s.id, j);
        if (v === undefined)
          throw inputError(`no outcome for selected item "${s.id}" (task "${t.task}") of model "${model}"`, {
            file: source,
          });
        return v;
      });
      return estimateTask(t, ySel)[est];
    });
    return {
      model,
      tasks: Object.fromEntries(config.tasks.map((t, i) => [t.task, scores[i]])),
      benchmark_mean: benchmarkMean(mxLike as OutcomeMatrix, scores),
    };
  });
  return {
    schema_version: SCHEMA_VERSION,
    estimator: est,
    method: config.manifest.method,
    selected_items: config.manifest.selected_items,
    total_items: config.manifest.total_items,
    cost_share: config.manifest.cost_share,
    models,
  };
}

/** Calibrated estimates (every estimator) of one task from the outcomes on its selected items, in order. */
export function estimateTask(t: LiteTaskConfig, ySel: readonly number[]): Statistics {
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
  return estimateFromSelected(params, cs, n, ySel);
}

const fmt = (x: number, d = 3) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');

export function renderReadme(config: LiteConfig): string {
  const m = config.manifest;
  const lines = [
    `# Lite config: ${m.selected_items} of ${m.total_items} items (${(100 * m.cost_share).toFixed(1)}% of the cost)`,
    '',
    `Made by execret ${m.tool_version} with \`execret lite select\`: ${m.method} selection, K = ${m.k} items per task,`,
    `${m.estimator} estimator, ${m.item_model === 'binary' ? '2PL' : 'linear-Gaussian'} item model (C = ${m.c}), seed ${m.seed}.`,
    `The benchmark score is the ${m.aggregate} of the calibrated task estimates.`,
    '',
    '## Use it',
    '',
    '```',
    'execret lite estimate --config THIS_FOLDER --outcomes new-model.csv',
    '```',
    '',
    'The CSV has the item id in the first column and one column per model, with outcomes in [0, 1] for at least',
    'the selected items listed in SELECTION.md.',
    '',
    ...(m.source?.kind === 'eval'
      ? [
          `The items are query ids of an execret release and the outcomes its per-query ${m.source.metric}, so a retriever`,
          'can also be evaluated on the selected queries only:',
          '',
          '```',
          'execret lite estimate --config THIS_FOLDER -r RETRIEVER RELEASE',
          '```',
          '',
          `The config was built on the release with sha256 ${m.source.release_sha256 ?? '(unknown: the result folders disagree)'}.`,
          '',
        ]
      : []),
    '## Tasks',
    '',
    '| task | type | pool | selected | calibration a | b | r | residual SD |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...m.tasks.map(
      (t) =>
        `| ${t.name} | ${t.type ?? ''} | ${t.pool_size} | ${t.selected} | ${fmt(t.calibration.a, 4)} | ${fmt(t.calibration.b, 4)} | ${fmt(t.calibration.r)} | ${fmt(t.calibration.residualSd, 4)} |`,
    ),
    '',
    '## Validation',
    '',
    m.validation
      ? `Distinct-model leave-one-out on the reference models chose \`${m.validation.chosen}\`: MAE ${fmt(m.validation.mae, 4)}, Kendall tau-b ${fmt(m.validation.kendall)}, against MAE ${fmt(m.validation.random_mae, 4)} for random K (mean of 10 draws). The variant was chosen on the same folds, so these figures are mildly optimistic.`
      : 'Not validated at selection time; run `execret lite validate` on the same outcomes for leave-one-model-out and leave-one-family-out figures.',
    '',
    `## Reference models (${m.reference_models.length})`,
    '',
    ...m.reference_models.map((r) => `- ${r.name}${r.family !== r.name ? ` (family ${r.family})` : ''}`),
    '',
  ];
  return lines.join('\n');
}

export function renderSelection(config: LiteConfig): string {
  const m = config.manifest;
  const out = [
    '# Selected items',
    '',
    `Method \`${m.method}\`, K = ${m.k} per task, seed ${m.seed}. The weight is the item's share in the weighted mean`,
    "(for anchor points, its cluster's share of the pool); a and b are the item model's slope and intercept in θ",
    '(θ is the full task score standardised over the reference models).',
    '',
  ];
  for (const t of config.tasks) {
    out.push(
      `## ${t.task}`,
      '',
      `${t.selected.length} of ${t.pool_size} items. θ = (score − ${fmt(t.theta.mean, 4)}) / ${fmt(t.theta.sd, 4)}.`,
      '',
    );
    out.push('| item | weight | a | b |', '| --- | ---: | ---: | ---: |');
    for (const s of t.selected) out.push(`| ${s.id} | ${fmt(s.weight, 4)} | ${fmt(s.a)} | ${fmt(s.b)} |`);
    out.push('');
  }
  return out.join('\n');
}
