import { holm } from './holm.js';

export interface TierMember {
  /** index into the systems given */
  index: number;
  tier: number;
  /**
   * the test against the best system of its tier: raw and Holm-adjusted p (null for the best itself); Holm runs
   * over the tests of that tier's round
   */
  p: number | null;
  pHolm: number | null;
}

/**
 * Significance tiers. Systems are taken in order of their score (highest first; equal scores keep their input
 * order). Round t: the best remaining system is tested against every other remaining one, the p-values are
 * Holm-adjusted over that round, and the systems with adjusted p ≥ alpha (not distinguishable from the best)
 * join its tier, tier t; the rest go on to round t + 1. Tier 1 is "not distinguishable from the best".
 * `test(i, j)` gives the p-value of system i against system j.
 */
export function significanceTiers(
  scores: readonly number[],
  test: (i: number, j: number) => number,
  alpha = 0.05,
): TierMember[] {
  let remaining = scores.map((_, i) => i).sort((i, j) => scores[j] - scores[i] || i - j);
  const out: TierMember[] = [];
  for (let tier = 1; remaining.length > 0; tier++) {
    const [best, ...others] = remaining;
    const ps = others.map((o) => test(best, o));
    const adj = holm(ps);
    out.push({ index: best, tier, p: null, pHolm: null });
    const next: number[] = [];
    others.forEach((o, i) => {
      if (adj[i] >= alpha) out.push({ index: o, tier, p: ps[i], pHolm: adj[i] });
      else next.push(o);
    });
    remaining = next;
  }
  return out;
}
