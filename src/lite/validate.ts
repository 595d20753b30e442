import { createRng } from '../core/rng.js';
import { kendallResolvable, kendallTauB, pearson, spearman } from '../stats/correlation.js';
import { DEFAULT_C, type ItemParams } from './item-model.js';
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
import { selectionMethods } from './select.js';
import { ESTIMATORS, RESOLVABLE_DIFF, type OutcomeMatrix, type Selection } from './types.js';

/** The variants the validation chooses among, on the same folds it reports. */
export const CHOOSABLE_METHODS = ['anchor', 'fisher'] as const;
export type ChoosableMethod = (typeof CHOOSABLE_METHODS)[number];
export const VARIANTS = CHOOSABLE_METHODS.flatMap((m) => ESTIMATORS.map((e) => `${m}+${e}`));

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
  onProgress?: (message: string) => void;
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

function runProtocol(
  mx: OutcomeMatrix,
  foldList: number[][],
  opts: ValidateOptions & { seed: number; C: number; randomDraws: number },
  protocol: ProtocolName,
): ProtocolResult {
  const m = mx.models.length;
  const T = mx.tasks.length;
  const pools = taskPools(mx);
  const full = fullTaskScores(mx, pools);
  const { k, seed, C, randomDraws } = opts;
  // Random selections do not depend on the models: one fixed draw per (draw, task), reused in every fold.
  const randomSel: Selection[][] = [];
  for (let d = 0; d < randomDraws; d++) {
    randomSel.push(
      pools.map((pool, t) => {
        const modelFree = { y: new Float64Array(0), n: pool.length, m: 0, theta: new Float64Array(0) };
        return selectionMethods.random.select({
          ...modelFree,
          params: { kind: mx.kind, a: new Float64Array(0), b: new Float64Array(0), s2: new Float64Array(0) },
          k,
          rng: createRandomRng(seed, d, mx.tasks[t]),
        });
      }),
    );
  }
  const keys = [
    ...VARIANTS,
    ...Array.from({ length: randomDraws }, (_, d) => `random#${d}`),
    'stratified+mean',
    'pool+mean',
  ];
  const est = new Map<string, Float64Array>(keys.map((key) => [key, new Float64Array(T * m)]));
  const warm: (ItemParams | undefined)[] = new Array(T);
  const started = Date.now();
  foldList.forEach((held, fi) => {
    const heldSet = new Set(held);
    const train = Array.from({ length: m }, (_, j) => j).filter((j) => !heldSet.has(j));
    for (let t = 0; t < T; t++) {
      const pool = pools[t];
      const fullT = full.subarray(t * m, (t + 1) * m);
      const prep = prepareTask(mx, pool, fullT, train, C, warm[t]);
      warm[t] = prep.params;
      const put = (cs: CalibratedSelection, store: (j: number, e: Record<string, number>) => void) => {
        const ks = cs.selection.items.length;
        const ySel = new Float64Array(ks);
        for (const j of held) {
          for (let s = 0; s < ks; s++) ySel[s] = mx.values[pool[cs.selection.items[s]] * m + j];
          store(j, estimateFromSelected(prep.params, cs, prep.n, ySel));
        }
      };
      for (const method of CHOOSABLE_METHODS) {
        const cs = calibrateSelection(prep, selectItems(prep, method, k, seed, mx.tasks[t]));
        put(cs, (j, e) => {
          for (const name of ESTIMATORS) est.get(`${method}+${name}`)![t * m + j] = e[name];
        });
      }
      for (let d = 0; d < randomDraws; d++) {
        put(
          calibrateSelection(prep, randomSel[d][t], true),
          (j, e) => (est.get(`random#${d}`)![t * m + j] = e.mean),
        );
      }
      const strat = calibrateSelection(prep, selectItems(prep, 'stratified', k, seed, mx.tasks[t]), true);
      put(strat, (j, e) => (est.get('stratified+mean')![t * m + j] = e.mean));
      const all = Int32Array.from({ length: prep.n }, (_, i) => i);
      const poolSel = calibrateSelection(
        prep,
        {
          items: all,
          weights: new Float64Array(prep.n).fill(1 / prep.n),
        },
        true,
      );
      put(poolSel, (j, e) => (est.get('pool+mean')![t * m + j] = e.mean));
    }
    if (opts.onProgress && (fi + 1 === foldList.length || (fi + 1) % 10 === 0))
      opts.onProgress(
        `lite validate: ${protocol} fold ${fi + 1}/${foldList.length} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
  });
  const truth = new Float64Array(m);
  const column = (src: Float64Array, j: number) => Float64Array.from({ length: T }, (_, t) => src[t * m + j]);
  for (let j = 0; j < m; j++) truth[j] = benchmarkMean(mx, column(full, j));
  const scoreOf = (key: string): Agreement => {
    const src = est.get(key)!;
    const e = Float64Array.from({ length: m }, (_, j) => benchmarkMean(mx, column(src, j)));
    return agreement(truth, e);
  };
  const variants = Object.fromEntries(VARIANTS.map((v) => [v, scoreOf(v)]));
  let chosen = VARIANTS[0];
  for (const v of VARIANTS) if (variants[v].mae < variants[chosen].mae) chosen = v;
  const randoms = Array.from({ length: randomDraws }, (_, d) => scoreOf(`random#${d}`));
  const meanOf = (f: (a: Agreement) => number) => randoms.reduce((s, a) => s + f(a), 0) / randoms.length;
  const rMae = meanOf((a) => a.mae);
  const rSd = Math.sqrt(
    randoms.reduce((s, a) => s + (a.mae - rMae) ** 2, 0) / Math.max(1, randoms.length - 1),
  );
  return {
    folds: foldList.length,
    chosen: { variant: chosen, ...variants[chosen], optimistic: true, note: OPTIMISM_NOTE },
    variants,
    random: {
      mae: rMae,
      kendall: meanOf((a) => a.kendall),
      pearson: meanOf((a) => a.pearson),
      spearman: meanOf((a) => a.spearman),
      tau_resolvable: meanOf((a) => a.tau_resolvable),
      draws: randomDraws,
      mae_sd: rSd,
    },
    stratified: scoreOf('stratified+mean'),
    pool: scoreOf('pool+mean'),
  };
}

function createRandomRng(seed: number, draw: number, task: string) {
  return createRng(seed).fork(`random#${draw}:${task}`);
}
