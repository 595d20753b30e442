import { quantileSorted } from '../stats/quantile.js';
import type { PerQueryRow } from './types.js';

export interface CanonicalBelow {
  /** queries with a canonical and at least one own distractor */
  queries: number;
  /** queries whose canonical scores strictly below at least one of its distractors */
  below: number;
  share: number;
  /** gap = best own-distractor score minus canonical score, over the `below` queries */
  gapMedian: number | null;
  gapMean: number | null;
}

/** Canonical below a distractor: the share of queries where some own clone outscores the correct function. */
export function canonicalBelow(rows: readonly PerQueryRow[]): CanonicalBelow {
  const gaps: number[] = [];
  let queries = 0;
  for (const row of rows) {
    const canon = row.own.find((d) => d.kind === 'canonical');
    const ds = row.own.filter((d) => d.kind === 'distractor');
    if (!canon || ds.length === 0) continue;
    queries++;
    const best = Math.max(...ds.map((d) => d.score));
    if (best > canon.score) gaps.push(best - canon.score);
  }
  const sorted = Float64Array.from(gaps).sort();
  return {
    queries,
    below: gaps.length,
    share: queries ? gaps.length / queries : 0,
    gapMedian: gaps.length ? quantileSorted(sorted, 0.5) : null,
    gapMean: gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : null,
  };
}
