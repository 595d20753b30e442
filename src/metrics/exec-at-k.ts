/**
 * exec@k: 1 if some document among the top k passes every test of the query's task, else 0.
 *
 *   exec@k(q) = 1[ |top_k(q) ∩ Passing(q)| ≥ 1 ]
 *
 * `ranking` is the system's ranking in rank order (only its first k entries are read); `passing` is the set of
 * snippet ids whose oracle rows for the query's task all passed.
 */
export function execAtK(ranking: readonly string[], passing: ReadonlySet<string>, k: number): number {
  const n = Math.min(k, ranking.length);
  for (let i = 0; i < n; i++) if (passing.has(ranking[i])) return 1;
  return 0;
}
