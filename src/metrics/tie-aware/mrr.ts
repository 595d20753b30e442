import type { TieJudgements } from '../tie-groups.js';

/**
 * Tie-aware reciprocal rank, cut at `depth` as the plain one (McSherry & Najork 2008). Only the first group
 * holding a relevant document matters: with s documents above it, t in it and r of them relevant, the first
 * relevant one lands at rank s + J, where J is the first marked position of a random order of t items with r
 * marked:
 *
 *   P[J = j] = C(t − j, r − 1) / C(t, r),  j = 1 .. t − r + 1
 *   E[RR] = Σ_{j : s + j ≤ depth} P[J = j] / (s + j)
 *
 * computed with P[J = 1] = r / t and P[J = j + 1] = P[J = j] · (t − j − r + 1) / (t − j).
 */
export function tieAwareReciprocalRank({ groups }: TieJudgements, depth: number): number {
  let above = 0;
  for (const g of groups) {
    if (above >= depth) return 0;
    if (g.relevant > 0) {
      const t = g.size;
      const r = g.relevant;
      let p = r / t;
      let rr = 0;
      for (let j = 1; j <= t - r + 1 && above + j <= depth; j++) {
        rr += p / (above + j);
        if (j < t) p *= (t - j - r + 1) / (t - j);
      }
      return rr;
    }
    above += g.size;
  }
  return 0;
}
