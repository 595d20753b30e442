import { usageError } from '../../core/errors.js';
import { benchmarkMean, coveredModels, fullTaskScores, taskPools } from '../estimation/per-task.js';
import type { OutcomeMatrix } from '../types.js';
import { LITE_DEFAULTS } from '../defaults.js';

/**
 * The reference set: which of the input models a config is selected, calibrated and validated on (MTEB-lite).
 *
 * - **Own families.** A model whose type (the family table's third column) is `public` or `base` is its own
 *   family, whatever family it is listed under.
 * - **Partial coverage.** A model enters a task only where it has a full score (`fullTaskScores` is NaN
 *   elsewhere); a model with no score on any task is not used.
 * - **Thinning.** A family keeps at most `maxPerFamily` (default 3) models: its best, median and worst by full
 *   score, where a model's full score is its benchmark mean (macro over task types when types are given) over the
 *   tasks it has a score on. Sorted best first (ties: model name), the kept ranks are 0, ⌊(n − 1)/2⌋ and n − 1;
 *   a larger `maxPerFamily` keeps ranks spread evenly the same way. 0 keeps every model.
 *
 * Each input model gets a role: `selection` (with the tasks it has no score on, if any), or why it is not used.
 */
export interface ReferenceModel {
  name: string;
  family: string;
  type: string;
  /** 'selection', 'selection (no score on: A, B)', or 'not used: ...' */
  role: string;
  used: boolean;
  /** benchmark mean over the tasks it has a score on (NaN: none) */
  score: number;
}

export interface ReferenceOptions {
  /** most models kept per family (default 3: best, median, worst); 0 keeps every model */
  maxPerFamily?: number;
}

/** Model types that are always their own family. */
export const OWN_FAMILY_TYPES: readonly string[] = Object.freeze(['public', 'base']);
/** Fewest reference models with a score on a task (fewer cannot be fitted and validated). */
export const MIN_TASK_MODELS = 3;

/** Ranks (0 = best) kept from a family of n models sorted best first: 0, the median ⌊(n − 1)/2⌋, n − 1. */
export function keptRanks(n: number, max: number): number[] {
  if (max <= 0 || n <= max) return Array.from({ length: n }, (_, r) => r);
  if (max === 1) return [Math.floor((n - 1) / 2)];
  return [...new Set(Array.from({ length: max }, (_, q) => Math.floor((q * (n - 1)) / (max - 1))))];
}

/** Each model's family after the own-family rule. */
function effectiveFamilies(mx: OutcomeMatrix): string[] {
  return mx.models.map((name, j) =>
    OWN_FAMILY_TYPES.includes((mx.modelTypes?.[j] ?? '').toLowerCase()) ? name : mx.families[j],
  );
}

/** The roles of the models (thinned, no score, or selection with the tasks it lacks). */
function roles(mx: OutcomeMatrix, full: Float64Array, families: string[], max: number): ReferenceModel[] {
  const m = mx.models.length;
  const T = mx.tasks.length;
  const column = (j: number) => Float64Array.from({ length: T }, (_, t) => full[t * m + j]);
  const score = Float64Array.from({ length: m }, (_, j) => benchmarkMean(mx, column(j), true));
  const out: ReferenceModel[] = mx.models.map((name, j) => {
    const missing = mx.tasks.filter((_, t) => Number.isNaN(full[t * m + j]));
    const role = missing.length ? `selection (no score on: ${missing.join(', ')})` : 'selection';
    return { name, family: families[j], type: mx.modelTypes?.[j] ?? '', role, used: true, score: score[j] };
  });
  for (const r of out)
    if (Number.isNaN(r.score)) Object.assign(r, { role: 'not used: no full score on any task', used: false });
  const byFamily = new Map<string, number[]>();
  out.forEach((r, j) => r.used && byFamily.set(r.family, [...(byFamily.get(r.family) ?? []), j]));
  for (const [family, members] of byFamily) {
    const sorted = members
      .slice()
      .sort((a, b) => score[b] - score[a] || (mx.models[a] < mx.models[b] ? -1 : 1));
    const kept = new Set(keptRanks(sorted.length, max).map((r) => sorted[r]));
    if (kept.size === sorted.length) continue;
    const names = sorted.filter((j) => kept.has(j)).map((j) => mx.models[j]);
    for (const j of sorted)
      if (!kept.has(j))
        Object.assign(out[j], {
          role: `not used: thinned (family ${family} has ${sorted.length} models; kept by full score: ${names.join(', ')})`,
          used: false,
        });
  }
  return out;
}

/** The matrix restricted to some models (columns), in the given order. */
export function subsetModels(
  mx: OutcomeMatrix,
  keep: readonly number[],
  families?: readonly string[],
): OutcomeMatrix {
  const m = mx.models.length;
  const k = keep.length;
  const values = new Float64Array(mx.items.length * k);
  for (let i = 0; i < mx.items.length; i++)
    for (let q = 0; q < k; q++) values[i * k + q] = mx.values[i * m + keep[q]];
  const fullScores = mx.fullScores
    ? Float64Array.from(
        { length: mx.tasks.length * k },
        (_, x) => mx.fullScores![Math.floor(x / k) * m + keep[x % k]],
      )
    : null;
  const sets = mx.sets;
  return {
    ...mx,
    models: keep.map((j) => mx.models[j]),
    values,
    families: keep.map((j) => (families ?? mx.families)[j]),
    fullScores,
    modelTypes: mx.modelTypes ? keep.map((j) => mx.modelTypes![j]) : undefined,
    sets: sets
      ? { metric: sets.metric, statistic: (t, q, items) => sets.statistic(t, keep[q], items) }
      : undefined,
  };
}

/**
 * The reference set of a matrix: the own-family rule, partial coverage and thinning applied. Returns the matrix
 * of the models used (families rewritten by the own-family rule) and every input model with its role.
 */
export function chooseReferenceModels(
  mx: OutcomeMatrix,
  opts: ReferenceOptions = {},
): { mx: OutcomeMatrix; models: ReferenceModel[] } {
  const max = opts.maxPerFamily ?? LITE_DEFAULTS.maxPerFamily;
  if (!Number.isInteger(max) || max < 0)
    throw usageError(`--max-per-family must be an integer ≥ 0, got ${max}`);
  const full = fullTaskScores(mx, taskPools(mx));
  const families = effectiveFamilies(mx);
  const models = roles(mx, full, families, max);
  const keep = models.flatMap((r, j) => (r.used ? [j] : []));
  const sub = subsetModels(mx, keep, families);
  const subFull = fullTaskScores(sub, taskPools(sub));
  sub.tasks.forEach((task, t) => {
    const n = coveredModels(subFull, t, keep.length).length;
    if (n < MIN_TASK_MODELS)
      throw usageError(
        `task "${task}" has a full score for ${n} reference model(s); at least ${MIN_TASK_MODELS} are needed to fit and validate it`,
        'give more models a score on it (or leave the task out)',
      );
  });
  if (keep.length < MIN_TASK_MODELS)
    throw usageError(`the reference set has ${keep.length} model(s); at least ${MIN_TASK_MODELS} are needed`);
  return { mx: sub, models };
}
