/**
 * recall@k: the fraction of the query's relevant (canonical) documents found in the top k.
 *
 *   recall@k(q) = |top_k(q) ∩ Relevant(q)| / |Relevant(q)|   (0 when there is no relevant document)
 */
export function recallAtK(ranking: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  if (relevant.size === 0) return 0;
  const n = Math.min(k, ranking.length);
  let hits = 0;
  for (let i = 0; i < n; i++) if (relevant.has(ranking[i])) hits++;
  return hits / relevant.size;
}
