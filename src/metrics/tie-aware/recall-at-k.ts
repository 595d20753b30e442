import { slotsInTopK, type TieJudgements } from '../tie-groups.js';

/**
 * Tie-aware recall@k: E[|top k ∩ Relevant|] / |Relevant| = Σ_g c_g · relevant_g / size_g / |Relevant|
 * (0 when there is no relevant document).
 */
export function tieAwareRecallAtK({ groups, relevantTotal }: TieJudgements, k: number): number {
  if (relevantTotal === 0) return 0;
  let above = 0;
  let hits = 0;
  for (const g of groups) {
    const c = slotsInTopK(above, g.size, k);
    if (c === 0) break;
    hits += (c * g.relevant) / g.size;
    above += g.size;
  }
  return hits / relevantTotal;
}
