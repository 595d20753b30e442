/**
 * Correlation coefficients between two paired samples. Pure functions; each returns NaN when it is undefined
 * (fewer than two pairs, or a sample with no variation), as scipy does.
 * Golden values: test/stats/fixtures/correlation-golden.json, made by scripts/golden/lite_golden.py (scipy).
 */

function checkPaired(x: ArrayLike<number>, y: ArrayLike<number>): number {
  if (x.length !== y.length)
    throw new RangeError(`paired samples differ in length: ${x.length} vs ${y.length}`);
  return x.length;
}

/**
 * Pearson's r = Σ(x-x̄)(y-ȳ) / sqrt(Σ(x-x̄)² Σ(y-ȳ)²)  (scipy.stats.pearsonr).
 */
export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = checkPaired(x, y);
  if (n < 2) return NaN;
  let mx = 0,
    my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i];
    my += y[i];
  }
  mx /= n;
  my /= n;
  let sxy = 0,
    sxx = 0,
    syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i] - mx,
      dy = y[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return NaN;
  const r = sxy / Math.sqrt(sxx * syy);
  return Math.max(-1, Math.min(1, r));
}

/** Ranks 1..n; tied values get the average of the ranks they span (scipy.stats.rankdata 'average'). */
export function averageRanks(x: ArrayLike<number>): Float64Array {
  const n = x.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => x[a] - x[b] || a - b);
  const ranks = new Float64Array(n);
  let i = 0;
  while (i < n) {
    let j = i;
    while (j + 1 < n && x[order[j + 1]] === x[order[i]]) j++;
    const r = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) ranks[order[k]] = r;
    i = j + 1;
  }
  return ranks;
}

/** Spearman's rho: Pearson's r of the average ranks (tie-aware, scipy.stats.spearmanr). */
export function spearman(x: ArrayLike<number>, y: ArrayLike<number>): number {
  checkPaired(x, y);
  return pearson(averageRanks(x), averageRanks(y));
}

/**
 * Kendall's tau-b (scipy.stats.kendalltau, variant 'b'):
 *   tau_b = (C - D) / sqrt((P - Tx) (P - Ty))
 * where C and D count concordant and discordant pairs, P = n(n-1)/2, and Tx, Ty count the pairs tied in x and
 * in y (a pair tied in both counts in both). O(n²), which is fine for the number of models we rank.
 */
export function kendallTauB(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = checkPaired(x, y);
  if (n < 2) return NaN;
  let c = 0,
    d = 0,
    tx = 0,
    ty = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const sx = Math.sign(x[i] - x[j]);
      const sy = Math.sign(y[i] - y[j]);
      if (sx === 0) tx++;
      if (sy === 0) ty++;
      if (sx !== 0 && sy !== 0) {
        if (sx === sy) c++;
        else d++;
      }
    }
  }
  const p = (n * (n - 1)) / 2;
  const denom = Math.sqrt((p - tx) * (p - ty));
  if (denom === 0) return NaN;
  return (c - d) / denom;
}

/**
 * Kendall's tau restricted to resolvable pairs: pairs whose true scores differ by at least `minDiff`.
 *   tau_res = (C - D) / R
 * over the R resolvable pairs, where a pair is concordant when the estimate orders it as the truth does and
 * discordant when it orders it the other way; a tie in the estimate counts as neither. NaN when R = 0.
 */
export function kendallResolvable(truth: ArrayLike<number>, est: ArrayLike<number>, minDiff: number): number {
  const n = checkPaired(truth, est);
  let c = 0,
    d = 0,
    r = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dt = truth[i] - truth[j];
      if (!(Math.abs(dt) >= minDiff)) continue;
      r++;
      const s = Math.sign(dt) * Math.sign(est[i] - est[j]);
      if (s > 0) c++;
      else if (s < 0) d++;
    }
  }
  return r === 0 ? NaN : (c - d) / r;
}
