import type { SystemRows } from './types.js';
import { byCodeUnit } from '../core/order.js';

export interface DomainCell {
  domain: string;
  queries: number;
  /** exec@1 per system, in the order of `systems` */
  exec1: number[];
  /** the mean of exec1 across systems */
  mean: number;
}

export interface QuerySolvers {
  query: string;
  domain: string;
  /** systems that rank a passing snippet first */
  solvedBy: string[];
  /** mean rank of the canonical over systems */
  meanCanonicalRank: number;
}

export interface PerDomain {
  systems: string[];
  domains: DomainCell[];
  /** the domain with the lowest mean exec@1 across systems (ties: the first by name); null with no domain */
  hardestDomain: { domain: string; mean: number } | null;
  /** how many queries are solved at rank 1 by exactly n systems, n = 0..systems */
  solvedHistogram: number[];
  /** the hardest queries: solved by the fewest systems, then the worst mean canonical rank, then id */
  hardest: QuerySolvers[];
  queries: QuerySolvers[];
}

/**
 * exec@1 per domain and system, its mean across systems and the hardest domain; how many systems solve each query
 * at rank 1 (the solved-by-n histogram); the hardest queries.
 */
export function perDomain(systems: readonly SystemRows[], hardestN = 20): PerDomain {
  const names = systems.map((s) => s.name);
  const domains = new Map<string, { queries: number; hits: number[] }>();
  const queries = new Map<string, QuerySolvers & { rankSum: number }>();
  systems.forEach((s, si) => {
    for (const row of s.rows) {
      const d = domains.get(row.domain) ?? { queries: 0, hits: names.map(() => 0) };
      if (si === 0) d.queries++;
      const hit = row.ranking.length > 0 && row.passing.includes(row.ranking[0].id);
      if (hit) d.hits[si]++;
      domains.set(row.domain, d);
      const q = queries.get(row.query) ?? {
        query: row.query,
        domain: row.domain,
        solvedBy: [],
        meanCanonicalRank: 0,
        rankSum: 0,
      };
      if (hit) q.solvedBy.push(s.name);
      q.rankSum += row.own.find((o) => o.kind === 'canonical')?.rank ?? 0;
      queries.set(row.query, q);
    }
  });
  const qs = [...queries.values()]
    .map(({ rankSum, ...q }) => ({ ...q, meanCanonicalRank: systems.length ? rankSum / systems.length : 0 }))
    .sort((a, b) => (a.query < b.query ? -1 : 1));
  const histogram = names.map(() => 0).concat(0);
  for (const q of qs) histogram[q.solvedBy.length]++;
  const hardest = [...qs]
    .sort(
      (a, b) =>
        a.solvedBy.length - b.solvedBy.length ||
        b.meanCanonicalRank - a.meanCanonicalRank ||
        (a.query < b.query ? -1 : 1),
    )
    .slice(0, hardestN);
  const cells = [...domains]
    .sort(([a], [b]) => byCodeUnit(a, b))
    .map(([domain, d]) => {
      const exec1 = d.hits.map((h) => (d.queries ? h / d.queries : 0));
      return {
        domain,
        queries: d.queries,
        exec1,
        mean: exec1.reduce((s, v) => s + v, 0) / (exec1.length || 1),
      };
    });
  const hardest1 = cells.reduce<DomainCell | null>((h, c) => (h === null || c.mean < h.mean ? c : h), null);
  return {
    systems: names,
    domains: cells,
    hardestDomain: hardest1 && { domain: hardest1.domain, mean: hardest1.mean },
    solvedHistogram: histogram,
    hardest,
    queries: qs,
  };
}
