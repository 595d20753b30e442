/** The reranker section in Markdown and HTML: pure functions of the section's data (src/report/rerank.ts). */
import { esc } from './svg.js';
import { liftReportTable, RERANK_NOTES, rerankTable, type RerankReport } from './rerank.js';
import type { Table } from './tables.js';

export function renderRerankMarkdown(r: RerankReport, md: (t: Table) => string): string[] {
  const out = [
    '## Rerankers',
    '',
    '### Lift over the first stage',
    '',
    RERANK_NOTES.lift,
    '',
    md(liftReportTable(r)),
    '',
  ];
  out.push('### Rerankers beside the structure baseline', '', RERANK_NOTES.table, '', md(rerankTable(r)), '');
  if (r.missingDensity1) out.push(RERANK_NOTES.missingDensity1, '');
  return out;
}

export function renderRerankHtml(r: RerankReport, table: (t: Table) => string): string {
  return [
    `<section id="rerankers"><h2>Rerankers</h2>`,
    `<h3>Lift over the first stage</h3><p class="muted">${esc(RERANK_NOTES.lift)}</p>`,
    table(liftReportTable(r)),
    `<h3>Rerankers beside the structure baseline</h3><p class="muted">${esc(RERANK_NOTES.table)}</p>`,
    table(rerankTable(r)),
    r.missingDensity1 ? `<p class="muted">${esc(RERANK_NOTES.missingDensity1)}</p>` : '',
    '</section>',
  ].join('\n');
}
