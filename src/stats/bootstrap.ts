import { createRng } from '../core/rng.js';
import { quantileSorted } from './quantile.js';

export const DEFAULT_REPLICATES = 5000;

export interface BootstrapOptions {
  /** default 5,000 */
  replicates?: number;
  /** recorded in summary.json; the same seed draws the same resamples for every system (paired) */
  seed: number;
  /** default 0.95 */
  level?: number;
}

/**
 * The bootstrap replicate means of several columns at once, over queries. Each replicate draws n query indices
 * uniformly with replacement from createRng(seed) and takes every column's mean over them. Because the resamples
 * depend only on (seed, n), calls with the same seed and n are paired, and adding a column changes no other.
 * Returns one array of `replicates` means per column, in replicate order.
 */
export function bootstrapMeans(
  columns: readonly ArrayLike<number>[],
  { replicates = DEFAULT_REPLICATES, seed }: Pick<BootstrapOptions, 'replicates' | 'seed'>,
): Float64Array[] {
  const m = columns.length;
  const n = m ? columns[0].length : 0;
  for (const c of columns) if (c.length !== n) throw new Error('bootstrapMeans: columns differ in length');
  const means = columns.map(() => new Float64Array(replicates));
  if (n === 0) return means.map((x) => x.fill(NaN));
  const rng = createRng(seed);
  const sums = new Float64Array(m);
  for (let r = 0; r < replicates; r++) {
    sums.fill(0);
    for (let i = 0; i < n; i++) {
      const q = rng.int(n);
      for (let c = 0; c < m; c++) sums[c] += columns[c][q];
    }
    for (let c = 0; c < m; c++) means[c][r] = sums[c] / n;
  }
  return means;
}

/**
 * Percentile bootstrap confidence intervals of the mean, over queries, for several columns at once (the
 * replicates of bootstrapMeans): the interval is the ((1 − level)/2, (1 + level)/2) quantiles (type 7) of the
 * replicate means.
 */
export function bootstrapCis(
  columns: readonly ArrayLike<number>[],
  { replicates = DEFAULT_REPLICATES, seed, level = 0.95 }: BootstrapOptions,
): [number, number][] {
  const n = columns.length ? columns[0].length : 0;
  if (n === 0) return columns.map(() => [NaN, NaN]);
  const a = (1 - level) / 2;
  return bootstrapMeans(columns, { replicates, seed }).map((x) => {
    x.sort();
    return [quantileSorted(x, a), quantileSorted(x, 1 - a)];
  });
}

/** Percentile bootstrap CI of one mean (see bootstrapCis). */
export function bootstrapCi(values: ArrayLike<number>, opts: BootstrapOptions): [number, number] {
  return bootstrapCis([values], opts)[0];
}
