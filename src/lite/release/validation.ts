import type { OnProgress } from '../../core/progress.js';
import { benchmarkMean } from '../estimation/per-task.js';
import type { OutcomeMatrix } from '../types.js';
import { variantLabel } from '../validation/variant.js';
import {
  agreement,
  chooseVariant,
  folds,
  OPTIMISM_NOTE,
  PROTOCOLS,
  protocolContext,
  runFolds,
  type FoldEstimates,
  type ProtocolContext,
  type ProtocolName,
} from '../validation/protocols.js';
import { LITE_DEFAULTS } from '../defaults.js';
import { mean } from '../../stats/mean.js';

/**
 * The validation a lite release ships (validation/<CONFIG>.json): both protocols, every combo and the
 * baselines, on both aggregates (macro: mean over task types of the mean over their tasks; mean: over tasks),
 * and per task. Shape (issue #13 item 7):
 *   {"choice": {"combo"}, "aggregate": {"family"|"distinct": {<combo>|"random"|"pool": {"macro"|"mean":
 *    {"kendall", "tau_resolvable", "pearson", "mae", "n"}}}}, "tasks": [...]}
 * The combo is chosen once, by the lowest worst-case macro MAE over the two protocols (chooseVariant), and reported
 * under both (mildly optimistic: chosen on the folds it is scored on).
 */
/** How the combo is chosen, as the validation file records it. */
export const CHOICE_PROTOCOL = 'worst of distinct and family';

export interface ReleaseAgreement {
  kendall: number;
  tau_resolvable: number;
  pearson: number;
  mae: number;
  n: number;
}

export type Aggregates = Record<'macro' | 'mean', ReleaseAgreement>;

/** The version of a release's validation/CONFIG.json (written here, read by release/folder.ts). */
export const RELEASE_VALIDATION_VERSION = 1;

export interface ReleaseValidation {
  schema_version: typeof RELEASE_VALIDATION_VERSION;
  k: number;
  seed: number;
  c: number;
  models: number;
  folds: Record<ProtocolName, number>;
  random_draws: number;
  choice: {
    combo: string;
    protocol: typeof CHOICE_PROTOCOL;
    aggregate: 'macro';
    optimistic: true;
    note: string;
  };
  aggregate: Record<ProtocolName, Record<string, Aggregates>>;
  tasks: {
    task: string;
    type: string | null;
    statistic: 'item' | 'set';
    protocols: Record<ProtocolName, Record<string, ReleaseAgreement>>;
  }[];
}

export interface ReleaseValidationOptions {
  k: number;
  seed?: number;
  C?: number;
  randomDraws?: number;
  onProgress?: OnProgress;
}

/** Agreement over the models that have both a true and an estimated score (`n` of them). */
function shape(truth: ArrayLike<number>, est: ArrayLike<number>): ReleaseAgreement {
  const a = agreement(truth, est);
  return {
    kendall: a.kendall,
    tau_resolvable: a.tau_resolvable,
    pearson: a.pearson,
    mae: a.mae,
    n: a.n,
  };
}

/** The mean of several agreements, field by field (the random baseline over its draws; NaN for none). */
function meanAgreement(xs: ReleaseAgreement[]): ReleaseAgreement {
  const f = (k: keyof ReleaseAgreement) => mean(xs.map((x) => x[k]));
  return {
    kendall: f('kendall'),
    tau_resolvable: f('tau_resolvable'),
    pearson: f('pearson'),
    mae: f('mae'),
    n: xs[0].n,
  };
}

/** Each estimate source (combo label, "random#d", "pool") with its task-major estimates. */
function sources(ctx: ProtocolContext, est: FoldEstimates): [string, Float64Array][] {
  return [
    ...ctx.variants.map((v, vi): [string, Float64Array] => [variantLabel(v), est.variants[vi]]),
    ...est.random.map((r, d): [string, Float64Array] => [`random#${d}`, r]),
    [ANCHOR_POINTS, est.anchorPoints],
    ['pool', est.pool],
  ];
}

/** The plain anchor-point baseline's key: k-means anchors, their weighted mean uncalibrated (Vivek et al.). */
export const ANCHOR_POINTS = 'anchor_points';

/** Fold the random draws into one "random" entry (mean over draws). */
function foldRandom<T>(entries: [string, T][], mean: (xs: T[]) => T): Record<string, T> {
  const out: Record<string, T> = {};
  const randoms: T[] = [];
  for (const [key, v] of entries) {
    if (key.startsWith('random#')) randoms.push(v);
    else if (key === 'pool' || key === ANCHOR_POINTS) continue;
    else out[key] = v;
  }
  out.random = mean(randoms);
  out[ANCHOR_POINTS] = entries.find(([k]) => k === ANCHOR_POINTS)![1];
  out.pool = entries.find(([k]) => k === 'pool')![1];
  return out;
}

function aggregates(ctx: ProtocolContext, est: FoldEstimates): Record<string, Aggregates> {
  const { mx, full } = ctx;
  const m = mx.models.length;
  const T = mx.tasks.length;
  const column = (src: Float64Array, j: number) => Float64Array.from({ length: T }, (_, t) => src[t * m + j]);
  const macro = (src: Float64Array) =>
    Float64Array.from({ length: m }, (_, j) => benchmarkMean(mx, column(src, j)));
  const overTasks = (src: Float64Array) =>
    Float64Array.from({ length: m }, (_, j) => benchmarkMean({ taskType: null }, column(src, j)));
  const truth = { macro: macro(full), mean: overTasks(full) };
  const entries = sources(ctx, est).map(([key, src]): [string, Aggregates] => [
    key,
    { macro: shape(truth.macro, macro(src)), mean: shape(truth.mean, overTasks(src)) },
  ]);
  return foldRandom(entries, (xs) => ({
    macro: meanAgreement(xs.map((x) => x.macro)),
    mean: meanAgreement(xs.map((x) => x.mean)),
  }));
}

function perTask(ctx: ProtocolContext, est: FoldEstimates, t: number): Record<string, ReleaseAgreement> {
  const m = ctx.mx.models.length;
  const truth = ctx.full.subarray(t * m, (t + 1) * m);
  const entries = sources(ctx, est).map(([key, src]): [string, ReleaseAgreement] => [
    key,
    shape(truth, src.subarray(t * m, (t + 1) * m)),
  ]);
  return foldRandom(entries, meanAgreement);
}

/** Run both protocols (family folds fall back to the distinct ones when every model is its own family). */
export function releaseValidation(mx: OutcomeMatrix, opts: ReleaseValidationOptions): ReleaseValidation {
  const o = { k: opts.k, seed: opts.seed ?? LITE_DEFAULTS.seed, C: opts.C ?? LITE_DEFAULTS.C };
  const draws = opts.randomDraws ?? LITE_DEFAULTS.randomDraws;
  const ctx = protocolContext(mx, o);
  const runs = {} as Record<ProtocolName, { folds: number; est: FoldEstimates }>;
  for (const protocol of PROTOCOLS) {
    const f = folds(mx, protocol);
    if (protocol === 'family' && f.every((g) => g.length === 1) && runs.distinct) {
      runs.family = runs.distinct;
      continue;
    }
    const label = `lite validate: ${protocol} folds`;
    const est = runFolds(ctx, f, draws, (fi) => opts.onProgress?.({ label, done: fi + 1, total: f.length }));
    runs[protocol] = { folds: f.length, est };
  }
  const aggregate = {
    distinct: aggregates(ctx, runs.distinct.est),
    family: aggregates(ctx, runs.family.est),
  };
  const combos = ctx.variants.map(variantLabel);
  const combo = combos[chooseVariant(PROTOCOLS.map((p) => combos.map((c) => aggregate[p][c].macro.mae)))];
  return {
    schema_version: RELEASE_VALIDATION_VERSION,
    k: o.k,
    seed: o.seed,
    c: o.C,
    models: mx.models.length,
    folds: { distinct: runs.distinct.folds, family: runs.family.folds },
    random_draws: draws,
    choice: { combo, protocol: CHOICE_PROTOCOL, aggregate: 'macro', optimistic: true, note: OPTIMISM_NOTE },
    aggregate,
    tasks: mx.tasks.map((task, t) => ({
      task,
      type: mx.taskType ? mx.taskType[t] : null,
      statistic: mx.sets?.metric[t] != null ? ('set' as const) : ('item' as const),
      protocols: { distinct: perTask(ctx, runs.distinct.est, t), family: perTask(ctx, runs.family.est, t) },
    })),
  };
}
