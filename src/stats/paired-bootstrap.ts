import { bootstrapCi, type BootstrapOptions } from './bootstrap.js';

/**
 * Paired percentile bootstrap CI of the difference of means, mean(a) − mean(b), over the same queries: each
 * replicate resamples queries (not systems) and takes the mean of a_i − b_i over the resample.
 */
export function pairedBootstrapCi(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  opts: BootstrapOptions,
): [number, number] {
  if (a.length !== b.length) throw new Error('pairedBootstrapCi: a and b differ in length');
  const d = new Float64Array(a.length);
  for (let i = 0; i < a.length; i++) d[i] = a[i] - b[i];
  return bootstrapCi(d, opts);
}
