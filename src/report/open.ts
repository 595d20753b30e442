/**
 * The report's open-domain section (`eval --open`, docs/open.md): every system's metrics under planted and open
 * labels, the functional duplicates, the failing near-clones per measure and threshold (all, other tasks only,
 * per origin, ranked above every passing snippet), and the histogram of the nearest-failing similarity.
 */
import type { Results } from '../evaluate/results.js';
import { readPrevalence, HISTOGRAM_BINS, type Prevalence } from '../evaluate/open/prevalence.js';
import { groupedBars, esc } from './svg.js';
import type { Table } from './tables.js';

export interface OpenReport {
  rule: string;
  counts: NonNullable<Results['summary']['open']>['counts'];
  /** per system: [metric, planted, open] */
  systems: { name: string; rows: [string, number, number][] }[];
  prevalence: Prevalence | null;
}

const METRICS = ['exec@1', 'exec@10', 'exec_precision@10', 'ndcg@10'];
const f3 = (x: number) => x.toFixed(3);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function openReport(results: Results): OpenReport | null {
  const open = results.summary.open;
  if (!open) return null;
  return {
    rule: open.rule,
    counts: open.counts,
    systems: results.systems.map((s) => ({
      name: s.name,
      rows: METRICS.filter((m) => s.metrics[m] && s.open?.metrics[m]).map(
        (m) => [m, s.metrics[m].value, s.open!.metrics[m].value] as [string, number, number],
      ),
    })),
    prevalence: readPrevalence(results.path),
  };
}

export function openMetricsTable(r: OpenReport): Table {
  const names = r.systems[0]?.rows.map(([m]) => m) ?? [];
  return {
    head: ['system', ...names.flatMap((m) => [`${m} planted`, `${m} open`])],
    rows: r.systems.map((s) => [s.name, ...s.rows.flatMap(([, a, b]) => [f3(a), f3(b)])]),
  };
}

/** Near-clone shares: one row per (measure, scope), one column per threshold. */
export function nearCloneTable(p: Prevalence): Table {
  const keys = p.thresholds.map(String);
  const rows: string[][] = [];
  for (const [name, m] of Object.entries(p.measures)) {
    rows.push([name, 'all failing', ...keys.map((k) => pct(m.all[k].share))]);
    rows.push([name, 'other tasks only', ...keys.map((k) => pct(m.foreign[k].share))]);
    for (const [o, t] of Object.entries(m.byOrigin))
      rows.push([name, `origin ${o}`, ...keys.map((k) => pct(t[k].share))]);
    for (const [s, t] of Object.entries(m.rankedAbove))
      rows.push([name, `ranked above every pass by ${s}`, ...keys.map((k) => pct(t[k].share))]);
  }
  return { head: ['measure', 'failing snippets', ...keys.map((k) => `≥ ${k}`)], rows };
}

export function duplicatesText(p: Prevalence): string {
  const d = p.duplicates;
  return (
    `${d.queries} of ${p.queries.withPassing} queries (${pct(d.share)}) have a passing implementation in another task ` +
    `(${d.snippets} such snippets in all). ${p.note}`
  );
}

export const OPEN_NOTE =
  "Open labels: a snippet is relevant when it passes every test of the query's task, called through the query's entry point. Planted labels count only the query's own passing snippets. Near-clones: the similarity of each query's nearest failing candidate to its nearest passing snippet; shares are of the queries with a passing snippet.";

function histogramSvg(p: Prevalence): string {
  const categories = Array.from({ length: HISTOGRAM_BINS }, (_, i) => (i / HISTOGRAM_BINS).toFixed(2));
  const total = Math.max(1, p.queries.withPassing);
  return groupedBars({
    title: 'Nearest failing candidate: similarity to the nearest passing snippet (share of queries)',
    categories,
    series: Object.entries(p.measures).map(([name, m]) => ({
      name,
      values: m.histogram.map((n) => n / total),
    })),
    cls: 'prevalence-histogram',
  });
}

export function renderOpenMarkdown(r: OpenReport, md: (t: Table) => string): string[] {
  const out = ['## Open labels and prevalence', '', OPEN_NOTE, '', md(openMetricsTable(r)), ''];
  if (r.prevalence) {
    out.push('### Functional duplicates', '', duplicatesText(r.prevalence), '');
    out.push('### Failing near-clones', '', md(nearCloneTable(r.prevalence)), '');
  }
  return out;
}

export function renderOpenHtml(r: OpenReport, table: (t: Table) => string): string {
  return [
    `<section id="open"><h2>Open labels and prevalence</h2><p class="muted">${esc(OPEN_NOTE)}</p>`,
    table(openMetricsTable(r)),
    ...(r.prevalence
      ? [
          `<h3>Functional duplicates</h3><p>${esc(duplicatesText(r.prevalence))}</p>`,
          `<h3>Failing near-clones</h3>`,
          table(nearCloneTable(r.prevalence)),
          histogramSvg(r.prevalence),
        ]
      : []),
    '</section>',
  ].join('\n');
}
