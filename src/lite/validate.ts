import type { OnProgress } from '../core/progress.js';
import { createRng } from '../core/rng.js';
import { kendallResolvable, kendallTauB, pearson, spearman } from '../stats/correlation.js';
import type { Statistics } from './model/estimators.js';
import {
  benchmarkMean,
  calibrateSelection,
  estimateFromSelected,
  fullTaskScores,
  prepareTask,
  selectItems,
  taskPools,
  type CalibratedSelection,
  type PreparedTask,
} from './model/fit.js';
import { DEFAULT_C, type ItemParams } from './model/item-model.js';
import { selectionMethods } from './model/select.js';
import { RESOLVABLE_DIFF, SET_SELECTIONS, type OutcomeMatrix, type Selection } from './types.js';
import { CHOOSABLE_METHODS, variantLabel, variantsFor, type Variant } from './variant.js';
import { calibrateSet, estimateSet, isSetTask } from './model/set-tasks.js';

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

/** How well estimated benchmark means track the true ones over all models (each estimated when held out). */
export interface Agreement {
  mae: number;
  kendall: number;
  pearson: number;
  spearman: number;
  tau_resolvable: number;
}

export interface ProtocolResult {
  folds: number;
  chosen: Agreement & { variant: string; optimistic: true; note: string };
  variants: Record<string, Agreement>;
  random: Agreement & { draws: number; mae_sd: number };
  stratified: Agreement;
  pool: Agreement;
  /** set when the family folds equal the distinct ones (no families given) and the results are shared */
  same_as?: ProtocolName;
}

export interface ValidationReport {
  schema_version: 1;
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
}

export const OPTIMISM_NOTE =
  'the variant is chosen on the same folds it is scored on, so its figures are mildly optimistic';

export function agreement(truth: ArrayLike<number>, est: ArrayLike<number>): Agreement {
  let abs = 0;
  for (let j = 0; j < truth.length; j++) abs += Math.abs(est[j] - truth[j]);
  return {
    mae: abs / truth.length,
    kendall: kendallTauB(truth, est),
    pearson: pearson(truth, est),
    spearman: spearman(truth, est),
    tau_resolvable: kendallResolvable(truth, est, RESOLVABLE_DIFF),
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
  const seed = opts.seed ?? 0;
  const C = opts.C ?? DEFAULT_C;
  const draws = opts.randomDraws ?? 10;
  const protocols = opts.protocols ?? PROTOCOLS;
  const report: ValidationReport = {
    schema_version: 1,
    k: opts.k,
    seed,
    c: C,
    items: mx.items.length,
    models: mx.models.length,
    tasks: mx.tasks.length,
    item_model:
      mx.kind === 'binary' ? '2PL (binary outcomes)' : 'linear-Gaussian factor (continuous outcomes)',
    aggregate: mx.taskType ? 'macro mean over task types' : 'mean over tasks',
    units: 'scores and MAE on the outcomes’ own [0, 1] scale (0.01 = 1 point of 100)',
    resolvable_diff: RESOLVABLE_DIFF,
    protocols: {},
  };
  for (const protocol of protocols) {
    const f = folds(mx, protocol);
    if (protocol === 'family' && f.every((g) => g.length === 1) && report.protocols.distinct) {
      report.protocols.family = { ...report.protocols.distinct, same_as: 'distinct' };
      continue;
    }
    report.protocols[protocol] = runProtocol(mx, f, { ...opts, seed, C, randomDraws: draws }, protocol);
  }
  return report;
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
        params: { kind: mx.kind, a: new Float64Array(0), b: new Float64Array(0), s2: new Float64Array(0) },
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
    };
  return {
    calibrated: (selection, meanOnly) => calibrateSelection(prep, selection, meanOnly),
    estimate: (cs, j) => {
      const ySel = Float64Array.from(cs.selection.items, (i) => mx.values[pool[i] * m + j]);
      return estimateFromSelected(prep.params, cs, prep.n, ySel);
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
    const cs = tf.calibrated(selectItems(prep, method, k, seed, mx.tasks[t]), false);
    put(cs, (j, e) =>
      ctx.variants.forEach((v, vi) => {
        if ((set ? v.setSelection : v.selection) === method) out.variants[vi][t * m + j] = e[v.estimator];
      }),
    );
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
  const out: FoldEstimates = {
    variants: ctx.variants.map(() => new Float64Array(size)),
    random: randomSel.map(() => new Float64Array(size)),
    stratified: new Float64Array(size),
    pool: new Float64Array(size),
  };
  const warm: (ItemParams | undefined)[] = new Array(T);
  foldList.forEach((held, fi) => {
    const heldSet = new Set(held);
    const train = Array.from({ length: m }, (_, j) => j).filter((j) => !heldSet.has(j));
    for (let t = 0; t < T; t++) {
      const prep = prepareTask(mx, pools[t], full.subarray(t * m, (t + 1) * m), train, C, warm[t]);
      warm[t] = prep.params;
      estimateTaskFold(ctx, t, prep, held, randomSel, out);
    }
    report(fi);
  });
  return out;
}

/** Agreement of the benchmark scores estimated by each variant and baseline with the true ones. */
function summarize(ctx: ProtocolContext, est: FoldEstimates, folds: number): ProtocolResult {
  const { mx, full } = ctx;
  const m = mx.models.length;
  const T = mx.tasks.length;
  const column = (src: Float64Array, j: number) => Float64Array.from({ length: T }, (_, t) => src[t * m + j]);
  const truth = Float64Array.from({ length: m }, (_, j) => benchmarkMean(mx, column(full, j)));
  const scoreOf = (src: Float64Array): Agreement =>
    agreement(
      truth,
      Float64Array.from({ length: m }, (_, j) => benchmarkMean(mx, column(src, j))),
    );
  const scored = ctx.variants.map((v, vi) => ({ v, a: scoreOf(est.variants[vi]) }));
  let chosen = scored[0];
  for (const s of scored) if (s.a.mae < chosen.a.mae) chosen = s;
  const randoms = est.random.map(scoreOf);
  const meanOf = (f: (a: Agreement) => number) => randoms.reduce((s, a) => s + f(a), 0) / randoms.length;
  const rMae = meanOf((a) => a.mae);
  const rSd = Math.sqrt(
    randoms.reduce((s, a) => s + (a.mae - rMae) ** 2, 0) / Math.max(1, randoms.length - 1),
  );
  return {
    folds,
    chosen: { variant: variantLabel(chosen.v), ...chosen.a, optimistic: true, note: OPTIMISM_NOTE },
    variants: Object.fromEntries(scored.map((s) => [variantLabel(s.v), s.a])),
    random: {
      mae: rMae,
      kendall: meanOf((a) => a.kendall),
      pearson: meanOf((a) => a.pearson),
      spearman: meanOf((a) => a.spearman),
      tau_resolvable: meanOf((a) => a.tau_resolvable),
      draws: randoms.length,
      mae_sd: rSd,
    },
    stratified: scoreOf(est.stratified),
    pool: scoreOf(est.pool),
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

function runProtocol(
  mx: OutcomeMatrix,
  foldList: number[][],
  opts: ValidateOptions & { seed: number; C: number; randomDraws: number },
  protocol: ProtocolName,
): ProtocolResult {
  const ctx = protocolContext(mx, opts);
  const label = `lite validate: ${protocol} folds`;
  const est = runFolds(ctx, foldList, opts.randomDraws, (fi) =>
    opts.onProgress?.({ label, done: fi + 1, total: foldList.length }),
  );
  return summarize(ctx, est, foldList.length);
}

function createRandomRng(seed: number, draw: number, task: string) {
  return createRng(seed).fork(`random#${draw}:${task}`);
}
