import type { EvaluationSummary, MetricValue } from './evaluate.js';
import type { CompareResult } from './compare.js';

const fmt = (x: number): string => x.toFixed(3);

/**
 * A plain-text table of the headline metrics with their 95% CIs. A release of several languages gets a `language`
 * column: each system over all queries, then per language (each ranked against its own language's snippets).
 */
export function renderSummaryTable(
  summary: EvaluationSummary,
  columns: readonly string[] = ['exec@1', 'exec@10', 'ndcg@10', 'mrr'],
): string {
  const cells = (metrics: Record<string, MetricValue>) =>
    columns.map((c) => {
      const m = metrics[c];
      return m ? `${fmt(m.value)} [${fmt(m.ci95[0])}, ${fmt(m.ci95[1])}]` : '-';
    });
  if (!summary.systems.some((s) => s.byLanguage)) {
    return (
      alignRows([['system', ...columns], ...summary.systems.map((s) => [s.name, ...cells(s.metrics)])]) +
      openTable(summary)
    );
  }
  const total = Object.values(summary.languages?.queries ?? {}).reduce((a, b) => a + (b ?? 0), 0);
  const body = summary.systems.flatMap((s) => [
    [s.name, 'all', String(total), ...cells(s.metrics)],
    ...Object.entries(s.byLanguage ?? {}).map(([l, v]) => [
      s.name,
      l,
      String(v!.queries),
      ...cells(v!.metrics),
    ]),
  ]);
  return alignRows([['system', 'language', 'queries', ...columns], ...body]) + openTable(summary);
}

/** With `eval --open`: each system under planted and open labels (docs/open.md), after the main table. */
function openTable(summary: EvaluationSummary): string {
  if (!summary.open) return '';
  const columns = ['exec@1', 'exec@10', 'exec_precision@10', 'ndcg@10'];
  const cell = (m: MetricValue | undefined) => (m ? fmt(m.value) : '-');
  const body = summary.systems.flatMap((s) => [
    [s.name, 'planted', ...columns.map((c) => cell(s.metrics[c]))],
    [s.name, 'open', ...columns.map((c) => cell(s.open?.metrics[c]))],
  ]);
  const c = summary.open.counts;
  return (
    `\nopen labels (relevance by execution over the corpus; ${c.withDuplicate} queries have a passing snippet of another task; prevalence in ${summary.open.prevalence.file}):\n` +
    alignRows([['system', 'labels', ...columns], ...body])
  );
}

/** The leaderboard (tiers, rank intervals), then every pair's test. */
export function renderCompareTable(result: CompareResult): string {
  return `${renderLeaderboard(result)}\n${renderPairs(result)}`;
}

function renderLeaderboard({ leaderboard: lb, tieAware }: CompareResult): string {
  const title =
    `Leaderboard on ${lb.metric}${tieAware ? ' (tie-aware)' : ''}: tier 1 = not distinguishable from the best ` +
    `(${lb.test === 'mcnemar' ? 'exact McNemar' : 'paired bootstrap'}, Holm, alpha ${lb.alpha}); ` +
    `rank interval = 95% range over ${lb.replicates} bootstrap resamples (seed ${lb.seed})\n\n`;
  const body = lb.systems.map((s) => [
    String(s.tier),
    s.name,
    fmt(s.value),
    String(s.rank),
    s.rankInterval[0] === s.rankInterval[1]
      ? String(s.rankInterval[0])
      : `${s.rankInterval[0]}-${s.rankInterval[1]}`,
    s.vsTierBest ? `${s.vsTierBest.pHolm.toPrecision(3)} vs ${s.vsTierBest.system}` : 'best of its tier',
  ]);
  return title + alignRows([['tier', 'system', lb.metric, 'rank', 'rank 95%', 'p_holm'], ...body]);
}

function renderPairs(result: CompareResult): string {
  const holm = result.pairs.some((p) => p.pHolm !== undefined);
  const count = (x: number | undefined) =>
    x === undefined ? '-' : Number.isInteger(x) ? String(x) : x.toFixed(2);
  const header = ['a', 'b', 'metric', 'test', 'diff', 'ci95', 'n01', 'n10', 'p', ...(holm ? ['p_holm'] : [])];
  const body = result.pairs.map((p) => [
    p.a,
    p.b,
    p.metric,
    p.test,
    (p.diff >= 0 ? '+' : '') + fmt(p.diff),
    `[${fmt(p.ci95[0])}, ${fmt(p.ci95[1])}]`,
    count(p.n01),
    count(p.n10),
    p.p.toPrecision(3),
    ...(holm ? [p.pHolm!.toPrecision(3)] : []),
  ]);
  return alignRows([header, ...body]);
}

function alignRows(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]): string =>
    r
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  return (
    [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n') + '\n'
  );
}
