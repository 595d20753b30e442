/**
 * The tie-aware side of an evaluation (docs/metrics.md, "Ties"): per query, the expected value of every metric
 * over the orders of tied scores and the cut-offs a tie straddles; per system, those means with bootstrap CIs
 * next to the trec_eval-style ones, how many queries have a tie across each cut-off, and the warning when ties
 * decide exec@1 for more than TIE_WARNING_SHARE of the queries.
 */
import { tieAcrossCutoff, tieAwareQueryMetrics } from '../metrics/index.js';
import { tieGroupsOfTop } from '../metrics/tie-groups.js';
import type { QueryRanking } from '../retrieve/types.js';
import { bootstrapCis, mean } from '../stats/index.js';
import type { MetricValue, PerQueryRow } from './results.js';

/** Warn when more than this share of queries has a tie across the cut-off at k = 1. */
export const TIE_WARNING_SHARE = 0.05;

/**
 * A query's tie-aware fields: `tieAware` (same keys as `metrics`) and `tiesAcross` (the cut-offs a tie straddles),
 * from its ranking (the top, the ties of its last score, the passing and relevant documents' scores).
 */
export function queryTieFields(
  ranking: QueryRanking,
  poolSize: number,
  scoreOf: (doc: number) => number,
  passing: ReadonlySet<number>,
  relevant: ReadonlySet<number>,
  relevantTotal: number,
  ks: readonly number[],
): Pick<PerQueryRow, 'tieAware' | 'tiesAcross'> {
  const groups = tieGroupsOfTop(
    ranking.scores,
    ranking.top,
    poolSize,
    () => ranking.lastTies,
    scoreOf,
    passing,
    relevant,
  );
  return {
    tieAware: tieAwareQueryMetrics({ groups, relevantTotal }, ks),
    tiesAcross: ks.filter((k) => tieAcrossCutoff(groups, k)),
  };
}

/**
 * Each metric's mean over the rows with its percentile bootstrap CI, and the same for its tie-aware value
 * (`tieAware: {value, ci95}`), all from one resampling (the trec_eval-style CIs are those of a bootstrap of
 * those columns alone: adding columns changes no other column's replicates).
 */
export function metricsWithCis(
  rows: readonly PerQueryRow[],
  keys: readonly string[],
  bootstrap: { seed: number; replicates: number },
): Record<string, MetricValue> {
  const plain = keys.map((k) => Float64Array.from(rows, (r) => r.metrics[k]));
  const aware = keys.map((k) => Float64Array.from(rows, (r) => r.tieAware?.[k] ?? r.metrics[k]));
  const cis = bootstrapCis([...plain, ...aware], bootstrap);
  const metrics: Record<string, MetricValue> = {};
  keys.forEach((k, i) => {
    metrics[k] = {
      value: mean(plain[i]),
      ci95: cis[i],
      tieAware: { value: mean(aware[i]), ci95: cis[keys.length + i] },
    };
  });
  return metrics;
}

/** Per cut-off k (as a string key), the number of queries with a tie across it. */
export function tiesAcrossCounts(
  rows: readonly PerQueryRow[],
  ks: readonly number[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of ks) out[String(k)] = rows.filter((r) => r.tiesAcross?.includes(k)).length;
  return out;
}

/**
 * The summary's warning for a system whose exec@1 is decided by the id rule on more than TIE_WARNING_SHARE of
 * its queries, with the trec_eval-style and tie-aware exec@1 side by side; null when below.
 */
export function tieWarning(
  name: string,
  queries: number,
  tiedAt1: number,
  exec1?: { value: number; tieAware?: { value: number } },
): string | null {
  if (queries === 0 || tiedAt1 / queries <= TIE_WARNING_SHARE) return null;
  const pct = ((100 * tiedAt1) / queries).toFixed(1);
  const values =
    exec1?.tieAware !== undefined
      ? `; exec@1 is ${exec1.value.toFixed(4)} by the id rule, ${exec1.tieAware.value.toFixed(4)} expected over tie orders`
      : '';
  return `${name}: ${tiedAt1} of ${queries} queries (${pct}%) have a tie across the cut-off at k = 1 (rank 1 is decided by snippet id)${values}`;
}
