/**
 * Reciprocal rank of the first relevant (canonical) document, cut at `depth` (the run file depth, 100):
 *
 *   RR(q) = 1 / min{ i ≤ depth : ranking[i] ∈ Relevant(q) },  0 when there is none in the top `depth`
 *
 * Averaged over queries this is MRR; it equals trec_eval's `recip_rank` on our run files, which hold the top 100.
 */
export function reciprocalRank(
  ranking: readonly string[],
  relevant: ReadonlySet<string>,
  depth: number,
): number {
  const n = Math.min(depth, ranking.length);
  for (let i = 0; i < n; i++) if (relevant.has(ranking[i])) return 1 / (i + 1);
  return 0;
}
