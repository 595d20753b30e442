import type { OnProgress } from '../../core/progress.js';
import { createRng } from '../../core/rng.js';
import { kendallResolvable, kendallTauB, pearson, spearman } from '../../stats/correlation.js';
import type { Statistics } from '../estimation/estimators.js';
import {
  benchmarkMean,
  calibrateSelection,
  coveredModels,
  estimateFromSelected,
  fullTaskScores,
  prepareTask,
  selectItems,
  taskPools,
  type CalibratedSelection,
  type PreparedTask,
} from '../estimation/per-task.js';
import type { ItemParams } from '../fitting/item-model.js';
import { selectionMethods } from '../selection/methods.js';
import { RESOLVABLE_DIFF, SET_SELECTIONS, type OutcomeMatrix, type Selection } from '../types.js';
import { CHOOSABLE_METHODS, variantLabel, variantsFor, type Variant } from './variant.js';
import { calibrateSet, estimateSet, isSetTask, setStatistic } from '../estimation/set-tasks.js';
import { LITE_DEFAULTS } from '../defaults.js';
import { mean } from '../../stats/mean.js';

export const PROTOCOLS = ['distinct', 'family'] as const;
export type ProtocolName = (typeof PROTOCOLS)[number];

export interface ValidateOptions {
  /** items selected per task */
  k: number;
  seed?: number;
  /** inverse L2 strength of the item models */
  C?: number;
  /** random-K baseline draws (default 10) */
  randomDraws?: number;
  protocols?: readonly ProtocolName[];
  onProgress?: OnProgress;
}

/**
 * How well estimated benchmark means track the true ones over the models (each estimated when held out). Only
 * models with a true and an estimated score count (`n`): with partial coverage, those with a score on every task.
 */
export interface Agreement {
  mae: number;
  kendall: number;
  pearson: number;
  spearman: number;
  tau_resolvable: number;
  n: number;
}

export interface ProtocolResult {
  folds: number;
  /** the variant chosen once (chooseVariant), and its figures on this protocol's folds */
  chosen: Agreement & { variant: string; optimistic: true; note: string };
  variants: Record<string, Agreement>;
  random: Agreement & { draws: number; mae_sd: number };
  stratified: Agreement;
  /**
   * the plain anchor-point estimate (Vivek et al.): k-means anchors weighted by cluster share, their weighted mean
   * taken as the task score as it is, with no calibration
   */
  anchor_points: Agreement;
  pool: Agreement;
  /** set when the family folds equal the distinct ones (no families given) and the results are shared */
  same_as?: ProtocolName;
}

/** The version of the `lite validate --json` document (an output: nothing in execret reads it back). */
export const VALIDATION_REPORT_VERSION = 1;

export interface ValidationReport {
  schema_version: typeof VALIDATION_REPORT_VERSION;
  k: number;
  seed: number;
  c: number;
  items: number;
  models: number;
  tasks: number;
  item_model: string;
  aggregate: 'mean over tasks' | 'macro mean over task types';
  units: string;
  resolvable_diff: number;
  protocols: Partial<Record<ProtocolName, ProtocolResult>>;
  /** every input model and its role in the reference set (when the reference set was chosen from the inputs) */
  reference_models?: { name: string; family: string; type: string; role: string }[];
}

export const OPTIMISM_NOTE =
  'the variant is chosen once, by its worst MAE over the protocols it is also scored on (distinct models, families), so its figures are mildly optimistic';

/** Agreement over the pairs where both the truth and the estimate exist (NaN: a model without a score). */
export function agreement(truth: ArrayLike<number>, est: ArrayLike<number>): Agreement {
  const keep: number[] = [];
  for (let j = 0; j < truth.length; j++)
    if (Number.isFinite(truth[j]) && Number.isFinite(est[j])) keep.push(j);
  const t = Float64Array.from(keep, (j) => truth[j]);
  const e = Float64Array.from(keep, (j) => est[j]);
  let abs = 0;
  for (let q = 0; q < t.length; q++) abs += Math.abs(e[q] - t[q]);
  return {
    mae: t.length ? abs / t.length : NaN,
    kendall: kendallTauB(t, e),
    pearson: pearson(t, e),
    spearman: spearman(t, e),
    tau_resolvable: kendallResolvable(t, e, RESOLVABLE_DIFF),
    n: t.length,
  };
}

/** Models held out together in each fold. */
export function folds(mx: OutcomeMatrix, protocol: ProtocolName): number[][] {
  if (protocol === 'distinct') return mx.models.map((_, j) => [j]);
  const byFamily = new Map<string, number[]>();
  mx.families.forEach((f, j) => byFamily.set(f, [...(byFamily.get(f) ?? []), j]));
  return [...byFamily.values()];
}

/**
 * Leave-out validation: for each fold, the held-out models are removed, and item fits, selection and calibration
 * are redone on the rest; the held-out models are then estimated from their outcomes on the selected items.
 */
export function validate(mx: OutcomeMatrix, opts: ValidateOptions): ValidationReport {
  const seed = opts.seed ?? LITE_DEFAULTS.seed;
  const C = opts.C ?? LITE_DEFAULTS.C;
  const draws = opts.randomDraws ?? LITE_DEFAULTS.randomDraws;
  const protocols = opts.protocols ?? PROTOCOLS;
  const report: ValidationReport = {
    schema_version: VALIDATION_REPORT_VERSION,
    k: opts.k,
    seed,
    c: C,
    items: mx.items.length,
    models: mx.models.length,
    tasks: mx.tasks.length,
    item_model: itemModelLabel(mx),
    aggregate: mx.taskType ? 'macro mean over task types' : 'mean over tasks',
    units: 'scores and MAE on the outcomes’ own [0, 1] scale (0.01 = 1 point of 100)',
    resolvable_diff: RESOLVABLE_DIFF,
    protocols: {},
  };
  const ctx = protocolContext(mx, { k: opts.k, seed, C });
  const runs: Partial<Record<ProtocolName, { folds: number; est: FoldEstimates }>> = {};
  for (const protocol of protocols) {
    const f = folds(mx, protocol);
    if (protocol === 'family' && f.every((g) => g.length === 1) && runs.distinct) continue;
    const label = `lite validate: ${protocol} folds`;
    const est = runFolds(ctx, f, draws, (fi) => opts.onProgress?.({ label, done: fi + 1, total: f.length }));
    runs[protocol] = { folds: f.length, est };
  }
  // One choice, reported everywhere: the lowest worst-case MAE over the protocols run.
  const chosen = chooseVariant(
    Object.values(runs).map((run) => summarizeVariants(ctx, run.est).map((a) => a.mae)),
  );
  for (const protocol of protocols) {
    const run = runs[protocol];
    if (run) report.protocols[protocol] = summarize(ctx, run.est, run.folds, chosen);
    else report.protocols[protocol] = { ...report.protocols.distinct!, same_as: 'distinct' };
  }
  return report;
}

/** The item model(s) of a matrix, in words. */
export function itemModelLabel(mx: Pick<OutcomeMatrix, 'itemModels'>): string {
  const kinds = new Set(mx.itemModels);
  if (kinds.size > 1)
    return '2PL (binary-outcome tasks) and linear-Gaussian factor (continuous-outcome tasks)';
  return kinds.has('binary') ? '2PL (binary outcomes)' : 'linear-Gaussian factor (continuous outcomes)';
}

export interface ProtocolContext {
  mx: OutcomeMatrix;
  pools: Int32Array[];
  /** full task scores, task-major */
  full: Float64Array;
  k: number;
  seed: number;
  C: number;
  /** the variants validated: VARIANTS, times the set selections when the matrix has set-metric tasks */
  variants: readonly Variant[];
}

/** Estimates of every model's task scores (task-major, t * m + j), one array per estimator being validated. */
export interface FoldEstimates {
  /** one per ctx.variants entry */
  variants: Float64Array[];
  random: Float64Array[];
  stratified: Float64Array;
  /** the plain anchor-point estimate: the uncalibrated weighted mean of the anchor selection */
  anchorPoints: Float64Array;
  pool: Float64Array;
}

/** Random selections do not depend on the models: one fixed draw per (draw, task), reused in every fold. */
function randomSelections(ctx: ProtocolContext, draws: number): Selection[][] {
  const { mx, pools, k, seed } = ctx;
  return Array.from({ length: draws }, (_, d) =>
    pools.map((pool, t) =>
      selectionMethods.random.select({
        y: new Float64Array(0),
        n: pool.length,
        m: 0,
        theta: new Float64Array(0),
        params: {
          kind: mx.itemModels[t],
          a: new Float64Array(0),
          b: new Float64Array(0),
          s2: new Float64Array(0),
        },
        k,
        rng: createRandomRng(seed, d, mx.tasks[t]),
      }),
    ),
  );
}

const wholePool = (n: number): Selection => ({
  items: Int32Array.from({ length: n }, (_, i) => i),
  weights: new Float64Array(n).fill(1 / n),
});

/** How one task is calibrated and estimated in a fold: by its items' outcomes, or by a set metric. */
interface TaskFold {
  /** a selection calibrated on the training models (`meanOnly`: skip the model-based estimators) */
  calibrated(selection: Selection, meanOnly: boolean): CalibratedSelection;
  /** held-out model j's calibrated estimates */
  estimate(cs: CalibratedSelection, j: number): Statistics;
  /** held-out model j's uncalibrated statistic: the weighted mean of its selected outcomes, or the set metric */
  raw(selection: Selection, j: number): number;
}

function taskFold(ctx: ProtocolContext, t: number, prep: PreparedTask): TaskFold {
  const { mx, pools } = ctx;
  const pool = pools[t];
  const m = mx.models.length;
  if (isSetTask(mx, t))
    return {
      calibrated: (selection) => calibrateSet(mx, t, pool, prep, selection),
      estimate: (cs, j) => {
        const e = estimateSet(mx, t, pool, cs, j);
        return { mean: e, pirt: e, gp: e };
      },
      raw: (selection, j) => setStatistic(mx, t, pool, selection, j),
    };
  return {
    calibrated: (selection, meanOnly) => calibrateSelection(prep, selection, meanOnly),
    estimate: (cs, j) => {
      const ySel = Float64Array.from(cs.selection.items, (i) => mx.values[pool[i] * m + j]);
      return estimateFromSelected(prep.params, cs, prep.n, ySel);
    },
    raw: (selection, j) => {
      let s = 0;
      selection.items.forEach((i, q) => (s += selection.weights[q] * mx.values[pool[i] * m + j]));
      return s;
    },
  };
}

/**
 * One task in one fold: refit on the training models, then estimate the held-out models with every variant
 * and baseline, writing into `out`. A set-metric task selects its set by each variant's set selection; an item
 * task by its selection method.
 */
function estimateTaskFold(
  ctx: ProtocolContext,
  t: number,
  prep: PreparedTask,
  held: readonly number[],
  randomSel: Selection[][],
  out: FoldEstimates,
): void {
  const { mx, k, seed } = ctx;
  const m = mx.models.length;
  const tf = taskFold(ctx, t, prep);
  const put = (cs: CalibratedSelection, store: (j: number, e: Statistics) => void) => {
    for (const j of held) store(j, tf.estimate(cs, j));
  };
  const set = isSetTask(mx, t);
  const methods = set ? SET_SELECTIONS : CHOOSABLE_METHODS;
  for (const method of methods) {
    const sel = selectItems(prep, method, k, seed, mx.tasks[t]);
    const cs = tf.calibrated(sel, false);
    put(cs, (j, e) =>
      ctx.variants.forEach((v, vi) => {
        if ((set ? v.setSelection : v.selection) === method) out.variants[vi][t * m + j] = e[v.estimator];
      }),
    );
    if (method === 'anchor') for (const j of held) out.anchorPoints[t * m + j] = tf.raw(sel, j);
  }
  randomSel.forEach((sel, d) =>
    put(tf.calibrated(sel[t], true), (j, e) => (out.random[d][t * m + j] = e.mean)),
  );
  const strat = tf.calibrated(selectItems(prep, 'stratified', k, seed, mx.tasks[t]), true);
  put(strat, (j, e) => (out.stratified[t * m + j] = e.mean));
  put(tf.calibrated(wholePool(prep.n), true), (j, e) => (out.pool[t * m + j] = e.mean));
}

/** Every fold: hold out its models, refit each task on the rest (warm-started), estimate the held-out models. */
export function runFolds(
  ctx: ProtocolContext,
  foldList: number[][],
  draws: number,
  report: (fold: number) => void,
): FoldEstimates {
  const { mx, pools, full, C } = ctx;
  const m = mx.models.length;
  const T = mx.tasks.length;
  const randomSel = randomSelections(ctx, draws);
  const size = T * m;
  const empty = () => new Float64Array(size).fill(NaN);
  const out: FoldEstimates = {
    variants: ctx.variants.map(empty),
    random: randomSel.map(empty),
    stratified: empty(),
    anchorPoints: empty(),
    pool: empty(),
  };
  const warm: (ItemParams | undefined)[] = new Array(T);
  foldList.forEach((held, fi) => {
    const heldSet = new Set(held);
    const train = Array.from({ length: m }, (_, j) => j).filter((j) => !heldSet.has(j));
    for (let t = 0; t < T; t++) {
      // Partial coverage: a task is fitted on the training models that have its score, and estimates only the
      // held-out models that have one too (the others have nothing to compare with).
      const cols = coveredModels(full, t, m, train);
      const heldHere = held.filter((j) => !Number.isNaN(full[t * m + j]));
      if (heldHere.length === 0 || cols.length < MIN_TRAIN) continue;
      const prep = prepareTask(mx, pools[t], full.subarray(t * m, (t + 1) * m), cols, C, warm[t]);
      warm[t] = prep.params;
      estimateTaskFold(ctx, t, prep, heldHere, randomSel, out);
    }
    report(fi);
  });
  return out;
}

/** Fewest training models a task is fitted and calibrated on in a fold (fewer: its held-out models get no estimate). */
export const MIN_TRAIN = 2;

/** Each model's benchmark score from task-major scores (NaN when a task it must have has no score). */
export function benchmarkScores(mx: OutcomeMatrix, src: Float64Array): Float64Array {
  const m = mx.models.length;
  const T = mx.tasks.length;
  return Float64Array.from({ length: m }, (_, j) =>
    benchmarkMean(
      mx,
      Float64Array.from({ length: T }, (_, t) => src[t * m + j]),
    ),
  );
}

/** Agreement of benchmark scores estimated from task-major estimates with the true ones. */
function scoreOf(ctx: ProtocolContext, src: Float64Array): Agreement {
  return agreement(benchmarkScores(ctx.mx, ctx.full), benchmarkScores(ctx.mx, src));
}

function summarizeVariants(ctx: ProtocolContext, est: FoldEstimates): Agreement[] {
  return ctx.variants.map((_, vi) => scoreOf(ctx, est.variants[vi]));
}

/**
 * The one choice, made once for every protocol: the variant whose worst MAE over the protocols run is lowest (ties:
 * the first). `maes[p][v]` is variant v's MAE under protocol p; with one protocol this is its lowest MAE. A protocol
 * with no finite MAE (e.g. one family: nothing to train on when it is held out) does not count, and a variant
 * without a finite MAE under a protocol that counts is never chosen over one with. Choosing on the distinct folds
 * alone picked variants that fit the reference families closely and lost to random K when a whole family was held
 * out; the worst case over both guards the new model of a new vendor too (docs/lite.md).
 */
export function chooseVariant(maes: readonly (readonly number[])[]): number {
  const counted = maes.filter((m) => m.some(Number.isFinite));
  if (counted.length === 0) return 0;
  const worst = counted[0].map((_, v) =>
    Math.max(...counted.map((m) => (Number.isFinite(m[v]) ? m[v] : Infinity))),
  );
  let best = 0;
  worst.forEach((w, v) => {
    if (w < worst[best]) best = v;
  });
  return best;
}

/** The random-K baseline: every agreement figure averaged over the draws, and the SD of the draws' MAE. */
function randomBaseline(ctx: ProtocolContext, est: FoldEstimates): ProtocolResult['random'] {
  const randoms = est.random.map((r) => scoreOf(ctx, r));
  const meanOf = (f: (a: Agreement) => number) => mean(randoms.map(f)); // NaN for no draws
  const rMae = meanOf((a) => a.mae);
  const rSd = Math.sqrt(
    randoms.reduce((s, a) => s + (a.mae - rMae) ** 2, 0) / Math.max(1, randoms.length - 1),
  );
  return {
    mae: rMae,
    kendall: meanOf((a) => a.kendall),
    pearson: meanOf((a) => a.pearson),
    spearman: meanOf((a) => a.spearman),
    tau_resolvable: meanOf((a) => a.tau_resolvable),
    n: randoms[0]?.n ?? 0,
    draws: randoms.length,
    mae_sd: rSd,
  };
}

/** One protocol's figures: every variant, the chosen one (chosen once, by chooseVariant), the baselines. */
function summarize(ctx: ProtocolContext, est: FoldEstimates, folds: number, chosen: number): ProtocolResult {
  const scored = summarizeVariants(ctx, est);
  const v = ctx.variants[chosen];
  return {
    folds,
    chosen: { variant: variantLabel(v), ...scored[chosen], optimistic: true, note: OPTIMISM_NOTE },
    variants: Object.fromEntries(ctx.variants.map((x, i) => [variantLabel(x), scored[i]])),
    random: randomBaseline(ctx, est),
    stratified: scoreOf(ctx, est.stratified),
    anchor_points: scoreOf(ctx, est.anchorPoints),
    pool: scoreOf(ctx, est.pool),
  };
}

/** The shared inputs of every fold of a protocol. */
export function protocolContext(
  mx: OutcomeMatrix,
  opts: { k: number; seed: number; C: number },
): ProtocolContext {
  const pools = taskPools(mx);
  return {
    mx,
    pools,
    full: fullTaskScores(mx, pools),
    k: opts.k,
    seed: opts.seed,
    C: opts.C,
    variants: variantsFor(mx.tasks.some((_, t) => isSetTask(mx, t))),
  };
}

function createRandomRng(seed: number, draw: number, task: string) {
  return createRng(seed).fork(`random#${draw}:${task}`);
}
