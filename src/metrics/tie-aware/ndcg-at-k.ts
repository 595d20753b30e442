import { slotsInTopK, type TieJudgements } from '../tie-groups.js';

/**
 * Tie-aware nDCG@k (McSherry & Najork 2008, eq. for DCG): every rank i held by a tie group g has expected gain
 * relevant_g / size_g, so with the group occupying ranks s_g + 1 .. s_g + size_g,
 *
 *   E[DCG@k] = Σ_g (relevant_g / size_g) · Σ_{i = s_g + 1 .. min(k, s_g + size_g)} 1 / log2(i + 1)
 *   E[nDCG@k] = E[DCG@k] / IDCG@k,  IDCG@k = Σ_{i=1..min(k, |Relevant|)} 1 / log2(i + 1)   (0 when none)
 *
 * The ideal DCG does not depend on the order, so the expectation of the ratio is the ratio of the expectation.
 */
export function tieAwareNdcgAtK({ groups, relevantTotal }: TieJudgements, k: number): number {
  let idcg = 0;
  for (let i = 0; i < Math.min(k, relevantTotal); i++) idcg += 1 / Math.log2(i + 2);
  if (idcg === 0) return 0;
  let above = 0;
  let dcg = 0;
  for (const g of groups) {
    const c = slotsInTopK(above, g.size, k);
    if (c === 0) break;
    if (g.relevant > 0) {
      let discount = 0;
      for (let i = above; i < above + c; i++) discount += 1 / Math.log2(i + 2);
      dcg += (g.relevant / g.size) * discount;
    }
    above += g.size;
  }
  return dcg / idcg;
}
