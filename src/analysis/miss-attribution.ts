import type { CorpusIndex, PerQueryRow } from './types.js';

export interface MissAttribution {
  queries: number;
  /** queries whose rank-1 snippet does not pass */
  misses: number;
  /** ... and is one of the query's own distractors (a buggy clone of the right function) */
  ownDistractor: number;
  /** ... and is another query's canonical */
  otherCanonical: number;
  /** ... and is another query's distractor */
  otherDistractor: number;
  /** ownDistractor / misses (0 when there is no miss) */
  ownShare: number;
}

/**
 * Miss attribution: of the rank-1 misses, how many are the query's own buggy clones versus snippets written for
 * other queries. A rank-1 snippet "misses" when it does not pass every test of the query's task.
 */
export function missAttribution(rows: readonly PerQueryRow[], corpus: CorpusIndex): MissAttribution {
  const r: MissAttribution = {
    queries: rows.length,
    misses: 0,
    ownDistractor: 0,
    otherCanonical: 0,
    otherDistractor: 0,
    ownShare: 0,
  };
  for (const row of rows) {
    const top = row.ranking[0]?.id;
    if (top === undefined || row.passing.includes(top)) continue;
    r.misses++;
    const doc = corpus.get(top);
    if (doc?.task === row.task) r.ownDistractor++;
    else if (doc?.kind === 'canonical') r.otherCanonical++;
    else r.otherDistractor++;
  }
  r.ownShare = r.misses ? r.ownDistractor / r.misses : 0;
  return r;
}
