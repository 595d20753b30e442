/**
 * P[X ≤ k] for X ~ Binomial(n, 1/2), computed in log space so that it neither underflows nor loses precision
 * for large n:
 *
 *   P[X ≤ k] = C(n, k)·2^−n · Σ_{i=0..k} C(n, i)/C(n, k)
 *
 * ln C(n, k) is a compensated sum of ln((n − k + j)/j); the ratio sum runs down from i = k with
 * t_{i−1} = t_i · i/(n − i + 1) (every term ≤ 1 when k ≤ n/2, which is when it is used for small tails).
 */
export function logBinomCdfHalf(k: number, n: number): number {
  if (!Number.isInteger(k) || !Number.isInteger(n) || n < 0)
    throw new Error('logBinomCdfHalf: bad arguments');
  if (k < 0) return -Infinity;
  if (k >= n) return 0;
  if (2 * k > n) return Math.log1p(-Math.exp(logBinomCdfHalf(n - k - 1, n)));
  let logC = 0;
  let comp = 0;
  for (let j = 1; j <= k; j++) {
    const y = Math.log((n - k + j) / j) - comp;
    const t = logC + y;
    comp = t - logC - y;
    logC = t;
  }
  let sum = 0;
  let term = 1;
  for (let i = k; i >= 0; i--) {
    sum += term;
    term *= i / (n - i + 1);
    if (term < 1e-18 * sum) break;
  }
  return logC - n * Math.LN2 + Math.log(sum);
}

export function binomCdfHalf(k: number, n: number): number {
  return Math.exp(logBinomCdfHalf(k, n));
}
