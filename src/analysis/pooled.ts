import type { CanonicalBelow, CanonicalBelowScopes } from './canonical-below.js';
import { scopeOf, type DeceptionScope, type Triple } from './deception.js';
import { SCOPES, type Scope } from './scope.js';

/** The lowest and highest rate of a set, and whose they are (null when no rate is defined). */
export interface Band {
  min: number;
  max: number;
  /** the system or bug type at each end (the first in order on ties) */
  minAt: string;
  maxAt: string;
}

export interface PooledScope extends DeceptionScope {
  /** the rate of each system on its own */
  bandOverSystems: Band | null;
  /** the pooled rate of each bug type */
  bandOverBugTypes: Band | null;
}

/** Deception pooled over every system's triples (each system's triples counted once). */
export interface PooledDeception {
  systems: number;
  core: PooledScope;
  all: PooledScope;
}

/**
 * The pooled block: every system's triples together (counts add up; the rate is Σ strict / Σ evaluable), with
 * the min–max band of the per-system rates and of the pooled per-bug-type rates, as the paper's
 * "across N systems" figures.
 */
export function pooledDeception(
  systems: readonly { name: string; triples: readonly Triple[]; deception: Record<Scope, DeceptionScope> }[],
): PooledDeception {
  const pool = (scope: Scope): PooledScope => {
    const ts = systems.flatMap((s) => (scope === 'core' ? s.triples.filter((t) => t.core) : s.triples));
    const pooled = scopeOf(ts);
    return {
      ...pooled,
      bandOverSystems: band(systems.map((s) => [s.name, s.deception[scope].rate])),
      bandOverBugTypes: band(pooled.byBugType.map((b) => [b.bugType, b.rate])),
    };
  };
  return { systems: systems.length, core: pool('core'), all: pool('all') };
}

/** Canonical below, pooled: the band of the per-system shares and gap medians. */
export interface PooledCanonicalBelow {
  core: { share: Band | null; gapMedian: Band | null };
  all: { share: Band | null; gapMedian: Band | null };
}

export function pooledCanonicalBelow(
  systems: readonly { name: string; canonicalBelow: CanonicalBelowScopes }[],
): PooledCanonicalBelow {
  const of = (scope: Scope, f: (c: CanonicalBelow) => number | null) =>
    band(systems.map((s) => [s.name, f(s.canonicalBelow[scope])]));
  const entry = (scope: Scope) => ({
    share: of(scope, (c) => (c.queries ? c.share : null)),
    gapMedian: of(scope, (c) => c.gapMedian),
  });
  return Object.fromEntries(SCOPES.map((s) => [s, entry(s)])) as unknown as PooledCanonicalBelow;
}

export function band(values: readonly (readonly [string, number | null])[]): Band | null {
  let out: Band | null = null;
  for (const [name, v] of values) {
    if (v === null || !Number.isFinite(v)) continue;
    if (!out) out = { min: v, max: v, minAt: name, maxAt: name };
    else {
      if (v < out.min) [out.min, out.minAt] = [v, name];
      if (v > out.max) [out.max, out.maxAt] = [v, name];
    }
  }
  return out;
}
