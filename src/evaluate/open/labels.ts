/**
 * Open labels on a system's rows: a query's relevant set is every examined snippet that passes all of its tests
 * (graded by execution), not the planted canonical. exec@k, exec_precision@k and nDCG@k are recomputed from each
 * row's ranking (the top RUN_DEPTH, which every cut-off k <= 100 reads) with that set as both Passing(q) and
 * Relevant(q); the tie-aware values count the ties inside that ranking.
 */
import { queryMetrics, tieAwareQueryMetrics, tieGroups } from '../../metrics/index.js';
import type { MetricValue, PerQueryRow } from '../results.js';
import { metricsWithCis } from '../tie-aware.js';

/** One query's open labels, as its per-query rows carry them (`open`). */
export interface OpenQueryLabels {
  /** every snippet whose outcome on the query's tests is known: its own pool and the ones run (sorted ids) */
  candidates: string[];
  /** the candidates that pass every test (sorted ids) */
  passing: string[];
  /**
   * the systems' top-`depth` snippets that the arity or the result rule left out without running (sorted ids): known
   * not to pass, so they count as failing snippets for prevalence
   */
  ruledOut: string[];
}

/** The metric names reported under open labels, for the given cut-offs. */
export function openMetricNames(ks: readonly number[]): string[] {
  return ['exec', 'exec_precision', 'ndcg'].flatMap((m) => ks.map((k) => `${m}@${k}`));
}

/** The row's metrics under open labels (trec_eval-style and tie-aware). */
export function openRowMetrics(
  row: PerQueryRow,
  passing: readonly string[],
  ks: readonly number[],
): { metrics: Record<string, number>; tieAware: Record<string, number> } {
  const names = openMetricNames(ks);
  const set = new Set(passing);
  const all = queryMetrics({ ranking: row.ranking.map((e) => e.id), passing: set, relevant: set }, ks);
  const scores = row.ranking.map((e) => e.score);
  const hit = new Set<number>();
  row.ranking.forEach((e, i) => set.has(e.id) && hit.add(i));
  const groups = tieGroups(
    scores,
    Array.from(scores, (_, i) => i),
    hit,
    hit,
  );
  const aware = tieAwareQueryMetrics({ groups, relevantTotal: set.size }, ks);
  const pick = (m: Record<string, number>) => Object.fromEntries(names.map((n) => [n, m[n]]));
  return { metrics: pick(all), tieAware: pick(aware) };
}

/** A system's open-label means with CIs (the same bootstrap as its planted metrics). */
export function openSystemMetrics(
  rows: readonly PerQueryRow[],
  ks: readonly number[],
  bootstrap: { seed: number; replicates: number },
): Record<string, MetricValue> {
  const asRows = rows.map((r) => ({ ...r, metrics: r.open!.metrics, tieAware: r.open!.tieAware }));
  return metricsWithCis(asRows, openMetricNames(ks), bootstrap);
}
