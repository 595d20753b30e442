/**
 * Rank intervals from bootstrap replicates. `means[s][r]` is system s's mean in replicate r (the replicates of
 * bootstrapMeans: the same resampled queries for every system). In each replicate a system's rank is
 * 1 + the number of systems whose mean is higher by more than `tolerance` (ties share the better rank, as
 * in "1, 1, 3"); its interval is the (1 − level)/2 and (1 + level)/2 quantiles of its ranks by the inverted
 * empirical CDF (numpy's `percentile(..., method="inverted_cdf")`: the smallest rank r with F(r) ≥ q), so both
 * ends are ranks that occurred.
 */
export function rankIntervals(
  means: readonly ArrayLike<number>[],
  { level = 0.95, tolerance = 1e-12 }: { level?: number; tolerance?: number } = {},
): [number, number][] {
  const m = means.length;
  const replicates = m ? means[0].length : 0;
  const counts = means.map(() => new Float64Array(m + 1));
  for (let r = 0; r < replicates; r++) {
    for (let s = 0; s < m; s++) {
      let rank = 1;
      for (let o = 0; o < m; o++) if (means[o][r] > means[s][r] + tolerance) rank++;
      counts[s][rank]++;
    }
  }
  const a = (1 - level) / 2;
  return counts.map((c) => [invertedCdf(c, replicates, a), invertedCdf(c, replicates, 1 - a)]);
}

/** The smallest value v (an index of `counts`) whose empirical CDF reaches q. */
function invertedCdf(counts: Float64Array, total: number, q: number): number {
  let cum = 0;
  for (let v = 0; v < counts.length; v++) {
    cum += counts[v];
    // compare counts, not fractions, so 0.975·5000 is not lost to rounding
    if (cum > 0 && cum >= q * total - 1e-9) return v;
  }
  return counts.length - 1;
}
