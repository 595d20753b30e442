import type { EvaluationSummary } from './evaluate.js';
import type { CompareResult } from './compare.js';

const fmt = (x: number): string => x.toFixed(3);

/** A plain-text table of the headline metrics with their 95% CIs. */
export function renderSummaryTable(
  summary: EvaluationSummary,
  columns: readonly string[] = ['exec@1', 'exec@10', 'ndcg@10', 'mrr'],
): string {
  const header = ['system', ...columns];
  const body = summary.systems.map((s) => [
    s.name,
    ...columns.map((c) => {
      const m = s.metrics[c];
      return m ? `${fmt(m.value)} [${fmt(m.ci95[0])}, ${fmt(m.ci95[1])}]` : '-';
    }),
  ]);
  return alignRows([header, ...body]);
}

export function renderCompareTable(result: CompareResult): string {
  const holm = result.pairs.some((p) => p.pHolm !== undefined);
  const header = ['a', 'b', 'metric', 'diff', 'ci95', 'n01', 'n10', 'p', ...(holm ? ['p_holm'] : [])];
  const body = result.pairs.map((p) => [
    p.a,
    p.b,
    p.metric,
    (p.diff >= 0 ? '+' : '') + fmt(p.diff),
    `[${fmt(p.ci95[0])}, ${fmt(p.ci95[1])}]`,
    String(p.n01),
    String(p.n10),
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
