/**
 * nDCG@k with binary relevance from qrels (the canonical ids), linear gain and a log2(rank + 1) discount,
 * with the ideal DCG cut at k, as trec_eval's `ndcg_cut.k`:
 *
 *   DCG@k  = Σ_{i=1..min(k, |ranking|)} rel(ranking[i]) / log2(i + 1)
 *   IDCG@k = Σ_{i=1..min(k, |Relevant|)} 1 / log2(i + 1)
 *   nDCG@k = DCG@k / IDCG@k   (0 when there is no relevant document)
 */
export function ndcgAtK(ranking: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  const n = Math.min(k, ranking.length);
  let dcg = 0;
  for (let i = 0; i < n; i++) if (relevant.has(ranking[i])) dcg += 1 / Math.log2(i + 2);
  const m = Math.min(k, relevant.size);
  let idcg = 0;
  for (let i = 0; i < m; i++) idcg += 1 / Math.log2(i + 2);
  return idcg > 0 ? dcg / idcg : 0;
}
