import { quantileSorted } from '../stats/quantile.js';
import { isCore, ownBugType, sourceOf, SOURCES, type ComponentsOf, type Source } from './scope.js';
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
  /** clones of one source only (core, extra, free_form, history: scope.ts), for the sources present */
  bySource: Partial<Record<Source, CanonicalBelow>>;
}

export function canonicalBelow(
  rows: readonly PerQueryRow[],
  componentsOf: ComponentsOf = ownBugType,
): CanonicalBelowScopes {
  const bySource: Partial<Record<Source, CanonicalBelow>> = {};
  for (const source of SOURCES) {
    const c = scoped(rows, (id, bt) => sourceOf(componentsOf(id, bt)) === source);
    if (c.queries > 0) bySource[source] = c;
  }
  return {
    core: scoped(rows, (id, bt) => isCore(componentsOf(id, bt))),
    all: scoped(rows, () => true),
    bySource,
  };
}

/** The queries' gaps over the clones `inScope` keeps (core: isCore; all: every one; a source: sourceOf). */
function scoped(
  rows: readonly PerQueryRow[],
  inScope: (id: string, bugType: string | null) => boolean,
): CanonicalBelow {
  const gaps: number[] = [];
  for (const row of rows) {
    const canon = row.own.find((d) => d.kind === 'canonical');
    const clones = row.own.filter((d) => d.kind === 'distractor' && inScope(d.id, d.bug_type));
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
