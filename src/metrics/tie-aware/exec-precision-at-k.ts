import { slotsInTopK, type TieJudgements } from '../tie-groups.js';

/**
 * Tie-aware exec_precision@k: precision is a sum over ranks, so its expectation gives every slot of a tie group
 * the group's passing share. With c_g slots of group g in the top k:
 *
 *   E[exec_precision@k] = Σ_g c_g · passing_g / size_g / k
 */
export function tieAwareExecPrecisionAtK({ groups }: TieJudgements, k: number): number {
  let above = 0;
  let hits = 0;
  for (const g of groups) {
    const c = slotsInTopK(above, g.size, k);
    if (c === 0) break;
    hits += (c * g.passing) / g.size;
    above += g.size;
  }
  return hits / k;
}
