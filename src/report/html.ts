import { execCutoffs } from '../metrics/index.js';
import type { Edit } from '../core/types.js';
import { htmlTable } from './html-table.js';
import { renderRerankHtml } from './rerank-render.js';
import { renderOpenHtml } from './open.js';
import type { ExplorerSnippet, Report } from './report.js';
import { esc, groupedBars, heatmap, lines, rankIntervalChart } from './svg.js';
import {
  type Table,
  bugTypeTable,
  bugTypes,
  canonicalBelowTable,
  deceptionTable,
  domainTable,
  execVsIdentityTable,
  hardestTable,
  languageTable,
  leaderboardTable,
  missTable,
  pairsTable,
  pooledCanonicalBelowTable,
  pooledTable,
  poolDensityTable,
  SCOPE_LABEL,
  solvedTable,
  spanTable,
  stackedMatchText,
  stackedTable,
  tieTable,
  sourceTable,
} from './tables.js';
import { TEXT } from './text.js';

const tableHtml = (t: Table): string => htmlTable(t.head, t.rows);

const CSS = `
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
main{max-width:1180px;margin:0 auto;padding:24px}
h1{font-size:24px;margin:0 0 4px}h2{font-size:19px;margin:32px 0 8px;border-bottom:1px solid #ddd;padding-bottom:4px}h3{font-size:15px;margin:18px 0 6px}
nav a{margin-right:12px}table{border-collapse:collapse;margin:8px 0;background:#fff}th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f0f0f3}td.num{text-align:right;font-variant-numeric:tabular-nums}.chart{max-width:100%;height:auto;background:#fff;border:1px solid #eee;margin:8px 0}
pre{background:#fff;border:1px solid #e3e3e3;padding:8px;overflow:auto;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace;margin:4px 0}
del{background:#ffd7d5;text-decoration:line-through}ins{background:#ccf5d3;text-decoration:none}
.pass{color:#137333;font-weight:600}.fail{color:#b3261e;font-weight:600}.tag{font-size:11px;padding:1px 5px;border-radius:8px;background:#eee;margin-left:4px}
details{margin:4px 0}summary{cursor:pointer}.q{background:#fff;border:1px solid #e3e3e3;padding:8px 12px;margin:10px 0}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(360px,1fr));gap:8px}.muted{color:#666}
input#filter{padding:4px 8px;width:320px;margin:8px 0}
.warning{background:#fff4e5;border:1px solid #f0c36d;padding:8px 12px;margin:8px 0}
`;

// Filters the query explorer as the user types, and fills a snippet's place from its template when its
// <details> opens (each snippet's block is in the file once, however many top-10 lists it is in); no external
// resources.
const JS = `
document.getElementById('filter').addEventListener('input',function(e){var v=e.target.value.toLowerCase();
document.querySelectorAll('.q').forEach(function(q){q.style.display=q.dataset.search.indexOf(v)>=0?'':'none'})});
document.addEventListener('toggle',function(e){var d=e.target;if(!d.open)return;
d.querySelectorAll('[data-s]').forEach(function(el){if(el.firstChild)return;var t=document.getElementById(el.dataset.s);
if(t)el.appendChild(t.content.cloneNode(true))})},true);
`;

/** Insert <del>/<ins> marks: the canonical with its replaced spans, and the distractor with the replacements. */
export function diffHtml(canonical: string, edits: readonly Edit[]): { before: string; after: string } {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  let before = '',
    after = '',
    pos = 0;
  for (const e of sorted) {
    before += esc(canonical.slice(pos, e.start)) + `<del>${esc(e.original)}</del>`;
    after += esc(canonical.slice(pos, e.start)) + `<ins>${esc(e.replacement)}</ins>`;
    pos = e.end;
  }
  before += esc(canonical.slice(pos));
  after += esc(canonical.slice(pos));
  return { before, after };
}

function snippetBlock(
  id: string,
  s: ExplorerSnippet | undefined,
  canonical: ExplorerSnippet | undefined,
): string {
  if (!s) return `<pre>${esc(id)}</pre>`;
  if (s.kind === 'distractor' && canonical && s.task === canonical.task && s.edits.length) {
    const d = diffHtml(canonical.text, s.edits);
    return `<div class="grid"><div><div class="muted">canonical</div><pre>${d.before}</pre></div><div><div class="muted">${esc(id)} (${esc(s.bugType ?? '')})</div><pre>${d.after}</pre></div></div>`;
  }
  return `<pre>${esc(s.text)}</pre>`;
}

/** The report as one self-contained HTML file (inline CSS, inline SVG, a few lines of inline JS). Pure. */
export function renderHtml(r: Report): string {
  const parts: string[] = [header(r)];
  parts.push(leaderboardSection(r));
  if (r.languages) parts.push(languagesSection(r));
  parts.push(tiesSection(r), pairsSection(r), missesSection(r), deceptionSection(r));
  parts.push(bugTypeSection(r), poolDensitySection(r));
  if (r.rerank) parts.push(renderRerankHtml(r.rerank, tableHtml));
  if (r.open) parts.push(renderOpenHtml(r.open, tableHtml));
  parts.push(domainSection(r));
  parts.push(explorerSection(r));
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>execret report</title><style>${CSS}</style></head><body><main>${parts.join('\n')}</main><script>${JS}</script></body></html>\n`;
}

const p = (text: string): string => `<p>${esc(text)}</p>`;

function header(r: Report): string {
  const nav = [
    ['leaderboard', 'Leaderboard'],
    ...(r.languages ? [['languages', 'Languages']] : []),
    ['ties', 'Ties'],
    ['pairs', 'Pairwise tests'],
    ['misses', 'Misses'],
    ['deception', 'Deception'],
    ['bug-type', 'Bug type'],
    ['pool-density', 'Pool density'],
    ...(r.rerank ? [['rerankers', 'Rerankers']] : []),
    ...(r.open ? [['open', 'Open labels']] : []),
    ['domain', 'Domain'],
    ['explorer', 'Query explorer'],
  ];
  const bootstrap = r.bootstrap ? ` · ${r.bootstrap.replicates} bootstrap replicates` : '';
  return (
    `<h1>execret report</h1><p class="muted">Release <code>${esc(r.release.path)}</code> · sha256 ${esc(r.release.sha256.slice(0, 12))}… · ${r.release.queries} queries · ${r.release.snippets} snippets (${r.release.distractors} buggy clones) · seed ${r.seed}${bootstrap} · execret ${esc(r.toolVersion)}</p>` +
    r.warnings.map((w) => `<p class="warning"><strong>Warning:</strong> ${esc(w)}</p>`).join('') +
    `<nav>${nav.map(([id, label]) => `<a href="#${id}">${label}</a>`).join('')}</nav>`
  );
}

function languagesSection(r: Report): string {
  return `<section id="languages"><h2>Languages</h2>${p(TEXT.languages(r))}${tableHtml(languageTable(r))}</section>`;
}

function leaderboardSection(r: Report): string {
  const lb = r.comparison.leaderboard;
  const ks = execCutoffs(Object.keys(r.systems[0].metrics)).map((k) => `exec@${k}`);
  return (
    `<section id="leaderboard"><h2>Leaderboard</h2>${p(TEXT.leaderboard(r))}` +
    tableHtml(leaderboardTable(r)) +
    `<div class="grid">` +
    rankIntervalChart({
      title: `Rank on ${lb.metric} (95% bootstrap range) and tier`,
      systems: lb.systems.map((s) => ({
        name: s.name,
        rank: s.rank,
        interval: s.rankInterval,
        tier: s.tier,
      })),
      cls: 'rank-intervals',
    }) +
    groupedBars({
      title: 'exec@k per system (95% CI)',
      categories: ks,
      series: r.systems.map((s) => ({
        name: s.name,
        values: ks.map((k) => s.metrics[k]?.value ?? 0),
        ci: ks.map((k) => s.metrics[k]?.ci95 ?? [0, 0]),
      })),
      cls: 'exec-at-k',
    }) +
    `</div></section>`
  );
}

function tiesSection(r: Report): string {
  return (
    `<section id="ties"><h2>Ties</h2>${p(TEXT.ties)}` +
    groupedBars({
      title: 'exec@1: id rule against tie-aware',
      categories: r.systems.map((s) => s.name),
      series: [
        { name: 'id rule (trec_eval)', values: r.systems.map((s) => s.metrics['exec@1']?.value ?? 0) },
        {
          name: 'tie-aware (expected)',
          values: r.systems.map((s) => s.metrics['exec@1']?.tieAware?.value ?? 0),
        },
      ],
      cls: 'ties',
    }) +
    tableHtml(tieTable(r)) +
    `</section>`
  );
}

function pairsSection(r: Report): string {
  const t = pairsTable(r);
  return (
    `<section id="pairs"><h2>Pairwise tests</h2>${p(TEXT.pairs)}` +
    `<details${t.rows.length <= 40 ? ' open' : ''}><summary>${t.rows.length} tests</summary>${tableHtml(t)}</details></section>`
  );
}

function missesSection(r: Report): string {
  return (
    `<section id="misses"><h2>Miss attribution and the canonical below its clones</h2>${p(TEXT.misses)}` +
    tableHtml(missTable(r)) +
    `<h3>Canonical below its clones</h3>${p(TEXT.canonicalBelow)}` +
    tableHtml(canonicalBelowTable(r)) +
    `<p>Across systems:</p>${tableHtml(pooledCanonicalBelowTable(r))}</section>`
  );
}

function deceptionSection(r: Report): string {
  const spanChart = (scope: 'core' | 'all') =>
    groupedBars({
      title: `Deception by edit span (characters), ${SCOPE_LABEL[scope]}`,
      categories: r.pooled.deception[scope].bySpan.buckets.map((b) => b.bucket),
      series: r.systems.map((s) => ({
        name: s.name,
        values: s.deception[scope].bySpan.buckets.map((b) => b.rate ?? 0),
      })),
      cls: `deception-span deception-span-${scope}`,
    });
  return (
    `<section id="deception"><h2>Deception</h2>${p(TEXT.deception)}` +
    tableHtml(deceptionTable(r)) +
    `<h3>Pooled over ${r.systems.length} systems</h3>${tableHtml(pooledTable(r))}` +
    `<h3>By edit span</h3>${p(TEXT.span)}<div class="grid">${spanChart('core')}${spanChart('all')}</div>` +
    `<p>Core types:</p>${tableHtml(spanTable(r, 'core'))}<p>All types:</p>${tableHtml(spanTable(r, 'all'))}</section>`
  );
}

function bugTypeSection(r: Report): string {
  const types = bugTypes(r);
  return (
    `<section id="bug-type"><h2>Deception by bug type</h2>` +
    groupedBars({
      title: 'Deception rate by bug type (strict / evaluable)',
      categories: types,
      series: r.systems.map((s) => ({
        name: s.name,
        values: types.map((b) => s.deception.all.byBugType.find((x) => x.bugType === b)?.rate ?? 0),
      })),
      cls: 'deception-bug-type',
    }) +
    tableHtml(bugTypeTable(r)) +
    (sourceTable(r).rows.length ? `<h3>By source</h3>${p(TEXT.sources)}${tableHtml(sourceTable(r))}` : '') +
    `</section>`
  );
}

function poolDensitySection(r: Report): string {
  const pd = r.systems[0].poolDensity;
  let html =
    `<section id="pool-density"><h2>Pool density</h2>${p(TEXT.poolDensity(r))}` +
    lines({
      title: 'exec@1 by clones kept per query',
      xLabel: 'distractors kept per query',
      xs: pd.points.map((x) => x.k),
      series: r.systems.map((s) => ({ name: s.name, values: s.poolDensity.points.map((x) => x.exec1) })),
      cls: 'pool-density',
    }) +
    tableHtml(poolDensityTable(r));
  if (r.stacked)
    html += `<h3>Stacked against single mutations</h3>${p(stackedMatchText(r.stacked))}${tableHtml(stackedTable(r.stacked))}`;
  return html + '</section>';
}

function domainSection(r: Report): string {
  const d = r.perDomain;
  const total = d.queries.length;
  return (
    `<section id="domain"><h2>Domain</h2>${p(TEXT.domain(r))}` +
    heatmap({
      title: 'exec@1 per domain and system, and the mean across systems',
      rows: d.domains.map(
        (x) => `${x.domain} (${x.queries})${x.domain === d.hardestDomain?.domain ? ' ★' : ''}`,
      ),
      cols: [...d.systems, 'mean'],
      values: d.domains.map((x) => [...x.exec1, x.mean]),
      cls: 'domain-heatmap',
    }) +
    tableHtml(domainTable(r)) +
    `<h3>Solved by n systems</h3>` +
    groupedBars({
      title: 'Share of queries solved at rank 1 by n systems',
      categories: d.solvedHistogram.map((_, n) => String(n)),
      series: [{ name: 'queries', values: d.solvedHistogram.map((c) => (total ? c / total : 0)) }],
      cls: 'solved-histogram',
    }) +
    tableHtml(solvedTable(r)) +
    `<h3>Exec versus identity</h3>${p(TEXT.execVsIdentity(r))}${tableHtml(execVsIdentityTable(r))}` +
    `<h3>Hardest queries</h3>${tableHtml(hardestTable(r))}</section>`
  );
}

function explorerSection(r: Report): string {
  const names = r.systems.map((s) => s.name);
  const parts: string[] = [];
  // A snippet's block depends on the snippet only (a clone of the query's own task is shown as its diff against
  // its task's canonical, anything else as text), so each block is written once, in a <template>, and each place
  // that shows it is an empty element the page's script fills when its <details> opens.
  const blocks = new Map<string, string>();
  const place = (id: string, canon: ExplorerSnippet | undefined): string => {
    const s = r.explorer.snippets[id];
    const diff =
      s?.kind === 'distractor' && canon !== undefined && s.task === canon.task && s.edits.length > 0;
    const key = `${diff ? 'd' : 't'}:${id}`;
    if (!blocks.has(key)) blocks.set(key, snippetBlock(id, s, canon));
    return `<div data-s="${esc(key)}"></div>`;
  };
  parts.push(
    `<section id="explorer"><h2>Query explorer</h2><p>Each query with its canonical and, per system, the top 10. A clone is shown as a diff against the canonical: <del>removed</del> / <ins>inserted</ins>.</p><input id="filter" type="search" placeholder="filter queries by id, domain or text">`,
  );
  for (const q of r.explorer.queries) {
    const canon = r.explorer.snippets[q.canonical];
    let html = `<div class="q" id="q-${esc(q.id)}" data-search="${esc(`${q.id} ${q.domain} ${q.text}`.toLowerCase())}"><h3>${esc(q.id)} <span class="tag">${esc(q.domain)}</span></h3><p>${esc(q.text)}</p>`;
    html += `<details><summary>canonical and its ${q.distractors.length} clones</summary><pre>${esc(canon?.text ?? '')}</pre>`;
    for (const d of q.distractors) html += place(d, canon);
    html += `</details>`;
    q.top.forEach((hits, si) => {
      html += `<details><summary>${esc(names[si])}: top ${hits.length} — rank 1 ${hits[0]?.passing ? '<span class="pass">passes</span>' : '<span class="fail">fails</span>'}</summary><ol>`;
      for (const h of hits) {
        const label =
          h.relation === 'other'
            ? `other task (${esc(r.explorer.snippets[h.id]?.task ?? '?')})`
            : h.relation === 'canonical'
              ? 'canonical'
              : `clone: ${esc(h.bugType ?? '')}`;
        html += `<li><details><summary><code>${esc(h.id)}</code> ${h.score.toFixed(4)} <span class="${h.passing ? 'pass' : 'fail'}">${h.passing ? 'pass' : 'fail'}</span> <span class="tag">${label}</span></summary>${place(h.id, canon)}</details></li>`;
      }
      html += `</ol></details>`;
    });
    parts.push(html + '</div>');
  }
  for (const [key, block] of blocks) parts.push(`<template id="${esc(key)}">${block}</template>`);
  parts.push('</section>');
  return parts.join('\n');
}
