import { quantileSorted } from '../stats/quantile.js';
import { isCore, ownBugType, type ComponentsOf, type Scope } from './scope.js';
import type { PerQueryRow } from './types.js';

/**
 * The canonical below its clones, as the paper defines it. Over the queries with at least one clone in scope:
 *
 *   gap(q) = canonical score − best in-scope clone score,   below = #{q : gap(q) < 0}
 *
 * gapMedian (type-7 median) and gapMean are over all those queries, so a negative median means the canonical
 * is usually outscored by one of its own clones. A tie (gap 0) is not below.
 */
export interface CanonicalBelow {
  queries: number;
  below: number;
  /** below / queries (0 when there is no query) */
  share: number;
  gapMedian: number | null;
  gapMean: number | null;
}

export interface CanonicalBelowScopes {
  /** clones of the six core bug types only */
  core: CanonicalBelow;
  /** every clone */
  all: CanonicalBelow;
}

export function canonicalBelow(
  rows: readonly PerQueryRow[],
  componentsOf: ComponentsOf = ownBugType,
): CanonicalBelowScopes {
  return { core: scoped(rows, 'core', componentsOf), all: scoped(rows, 'all', componentsOf) };
}

function scoped(rows: readonly PerQueryRow[], scope: Scope, componentsOf: ComponentsOf): CanonicalBelow {
  const gaps: number[] = [];
  for (const row of rows) {
    const canon = row.own.find((d) => d.kind === 'canonical');
    const clones = row.own.filter(
      (d) => d.kind === 'distractor' && (scope === 'all' || isCore(componentsOf(d.id, d.bug_type))),
    );
    if (!canon || clones.length === 0) continue;
    gaps.push(canon.score - Math.max(...clones.map((d) => d.score)));
  }
  const sorted = Float64Array.from(gaps).sort();
  const below = gaps.filter((g) => g < 0).length;
  return {
    queries: gaps.length,
    below,
    share: gaps.length ? below / gaps.length : 0,
    gapMedian: gaps.length ? quantileSorted(sorted, 0.5) : null,
    gapMean: gaps.length ? gaps.reduce((s, g) => s + g, 0) / gaps.length : null,
  };
}
