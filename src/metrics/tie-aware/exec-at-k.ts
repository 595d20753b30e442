import { slotsInTopK, type TieJudgements } from '../tie-groups.js';

/**
 * Tie-aware exec@k: the expectation of exec@k over every order of tied scores. Groups entirely inside the top
 * k are in it whatever the order; the group that straddles the cut-off (s documents above it, t in it, r of
 * them passing, c = k − s of its documents in the top k) holds a passing one in the top k unless all c slots go
 * to its t − r failing documents, a uniformly random c-subset:
 *
 *   E[exec@k] = 1                            if a group inside the top k has a passing document
 *             = 1 − C(t − r, c) / C(t, c)    else, for the straddling group
 *             = 0                            if no passing document is in reach
 *
 * with C(t − r, c) / C(t, c) = Π_{i=0..c−1} (t − r − i) / (t − i).
 */
export function tieAwareExecAtK({ groups }: TieJudgements, k: number): number {
  let above = 0;
  for (const g of groups) {
    const c = slotsInTopK(above, g.size, k);
    if (c === 0) break;
    if (g.passing > 0) return c === g.size ? 1 : 1 - allFailing(g.size, g.passing, c);
    above += g.size;
  }
  return 0;
}

/** C(t − r, c) / C(t, c): the probability that a uniformly random c-subset of t misses all r marked items. */
function allFailing(t: number, r: number, c: number): number {
  let p = 1;
  for (let i = 0; i < c; i++) {
    if (t - r - i <= 0) return 0;
    p *= (t - r - i) / (t - i);
  }
  return p;
}
