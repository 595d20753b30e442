/**
 * nDCG@k with graded relevance, as trec_eval's `ndcg_cut.k` (and pytrec_eval, which mteb uses): gain = the
 * qrels relevance (levels ≤ 0 count as not relevant), discount log2(rank + 1), the ideal DCG over the relevance
 * levels sorted in decreasing order, cut at k. 0 when nothing is relevant.
 *   DCG@k = Σ_{r=1..min(k,|ranking|)} rel(ranking[r]) / log2(r + 1),   nDCG@k = DCG@k / IDCG@k
 * Not a copy of src/metrics/ndcg-at-k.ts: that one is binary (execret's qrels mark a canonical id relevant or
 * not); BEIR/mteb qrels carry levels (0, 1, 2, ...), and a level-2 document gains twice a level-1 one here. With
 * every level 1 the two agree to the bit (test/lite/tasks.test.ts).
 */
export function gradedNdcgAtK(
  ranking: readonly string[],
  relevance: ReadonlyMap<string, number>,
  k: number,
): number {
  let dcg = 0;
  for (let r = 0; r < Math.min(k, ranking.length); r++) {
    const g = relevance.get(ranking[r]) ?? 0;
    if (g > 0) dcg += g / Math.log2(r + 2);
  }
  const ideal = [...relevance.values()].filter((g) => g > 0).sort((a, b) => b - a);
  let idcg = 0;
  for (let r = 0; r < Math.min(k, ideal.length); r++) idcg += ideal[r] / Math.log2(r + 2);
  return idcg > 0 ? dcg / idcg : 0;
}
