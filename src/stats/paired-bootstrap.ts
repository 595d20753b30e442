import { bootstrapCi, bootstrapMeans, type BootstrapOptions } from './bootstrap.js';
import { quantileSorted } from './quantile.js';

/** Per-query differences a_i − b_i of two paired columns. */
function differences(a: ArrayLike<number>, b: ArrayLike<number>, what: string): Float64Array {
  if (a.length !== b.length) throw new Error(`${what}: a and b differ in length`);
  const d = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) d[i] = a[i] - b[i];
  return d;
}

/**
 * Paired percentile bootstrap CI of the difference of means, mean(a) − mean(b), over the same queries: each
 * replicate resamples queries (not systems) and takes the mean of a_i − b_i over the resample.
 */
export function pairedBootstrapCi(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  opts: BootstrapOptions,
): [number, number] {
  return bootstrapCi(differences(a, b, 'pairedBootstrapCi'), opts);
}

export interface PairedBootstrapTest {
  /** percentile CI of mean(a) − mean(b) at `level` (default 95%) */
  ci95: [number, number];
  /**
   * two-sided bootstrap p-value of "no difference": with D*_r the replicate mean differences,
   * p = min(1, 2·min(#{D*_r ≤ 0}, #{D*_r ≥ 0}) / R). It is below 1 − level exactly when 0 lies outside the
   * percentile interval (up to the quantile interpolation).
   */
  p: number;
}

/** The paired bootstrap as a test: the CI of the difference and its two-sided p-value (same resamples). */
export function pairedBootstrapTest(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  opts: BootstrapOptions,
): PairedBootstrapTest {
  const d = differences(a, b, 'pairedBootstrapTest');
  if (d.length === 0) return { ci95: [NaN, NaN], p: 1 };
  const [means] = bootstrapMeans([d], opts);
  let le = 0;
  let ge = 0;
  for (const x of means) {
    if (x <= 0) le++;
    if (x >= 0) ge++;
  }
  means.sort();
  const alpha = (1 - (opts.level ?? 0.95)) / 2;
  return {
    ci95: [quantileSorted(means, alpha), quantileSorted(means, 1 - alpha)],
    p: Math.min(1, (2 * Math.min(le, ge)) / means.length),
  };
}
