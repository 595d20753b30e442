import { logBinomCdfHalf } from './binomial.js';

/**
 * Exact McNemar test: a two-sided binomial test on the discordant pairs. With n01 queries where only the
 * second system succeeds and n10 where only the first does, n = n01 + n10 and X ~ Binomial(n, 1/2):
 *
 *   p = min(1, 2·P[X ≤ min(n01, n10)]),   p = 1 when n = 0
 *
 * This equals scipy.stats.binomtest(n10, n, 0.5).pvalue (two-sided); golden values: scripts/golden/stats.py.
 */
export function mcnemarExact(n01: number, n10: number): number {
  const n = n01 + n10;
  if (n === 0) return 1;
  const k = Math.min(n01, n10);
  if (2 * k >= n) return 1;
  return Math.min(1, Math.exp(Math.LN2 + logBinomCdfHalf(k, n)));
}
