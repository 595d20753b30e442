/**
 * execution_precision@k: the fraction of the top k that passes every test of the query's task.
 *
 *   exec_precision@k(q) = |top_k(q) ∩ Passing(q)| / k
 *
 * The denominator is k even when fewer than k documents are ranked (as trec_eval's P_k).
 */
export function execPrecisionAtK(
  ranking: readonly string[],
  passing: ReadonlySet<string>,
  k: number,
): number {
  const n = Math.min(k, ranking.length);
  let hits = 0;
  for (let i = 0; i < n; i++) if (passing.has(ranking[i])) hits++;
  return hits / k;
}
