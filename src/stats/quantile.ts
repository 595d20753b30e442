/**
 * The q-quantile of ascending-sorted values by linear interpolation between order statistics (Hyndman & Fan
 * type 7, numpy's default `percentile(..., method="linear")`):
 *
 *   h = (n − 1)·q,  Q(q) = x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋ + 1] − x[⌊h⌋])
 */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  const frac = h - lo;
  return frac === 0 ? sorted[lo] : sorted[lo] + frac * (sorted[hi] - sorted[lo]);
}
