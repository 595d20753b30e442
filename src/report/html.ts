import type { Edit } from '../core/types.js';
import { htmlTable } from './html-table.js';
import { renderRerankHtml } from './rerank-render.js';
import type { ExplorerSnippet, Report } from './report.js';
import { esc, groupedBars, heatmap, lines } from './svg.js';
import {
  type Table,
  bugTypeTable,
  bugTypes as allBugTypes,
  f3,
  hardestTable,
  pct,
  poolDensityTable,
  stackedTable,
} from './tables.js';

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
`;

// Filters the query explorer as the user types; no external resources.
const JS = `
document.getElementById('filter').addEventListener('input',function(e){var v=e.target.value.toLowerCase();
document.querySelectorAll('.q').forEach(function(q){q.style.display=q.dataset.search.indexOf(v)>=0?'':'none'})});
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
  const names = r.systems.map((s) => s.name);
  const ks = ['1', '3', '5', '10'];
  const parts: string[] = [];
  parts.push(
    `<h1>execret report</h1><p class="muted">Release <code>${esc(r.release.path)}</code> · sha256 ${esc(r.release.sha256.slice(0, 12))}… · ${r.release.queries} queries · ${r.release.snippets} snippets (${r.release.distractors} buggy clones) · seed ${r.seed} · execret ${esc(r.toolVersion)}</p>`,
  );
  parts.push(
    `<nav><a href="#exec">exec@1 and exec@10</a><a href="#misses">Misses</a><a href="#deception">Deception</a><a href="#bug-type">Bug type</a><a href="#pool-density">Pool density</a>${r.rerank ? '<a href="#rerankers">Rerankers</a>' : ''}<a href="#domain">Domain</a><a href="#explorer">Query explorer</a></nav>`,
  );

  parts.push(
    `<section id="exec"><h2>exec@1 and exec@10</h2><p>exec@k: some snippet in the top k passes every test of the query's task. Whiskers: 95% percentile bootstrap CIs over queries.</p>`,
  );
  parts.push(
    groupedBars({
      title: 'exec@k per system (95% CI)',
      categories: ks.map((k) => `exec@${k}`),
      series: r.systems.map((s) => ({
        name: s.name,
        values: ks.map((k) => s.metrics[`exec@${k}`]?.value ?? 0),
        ci: ks.map((k) => s.metrics[`exec@${k}`]?.ci95 ?? [0, 0]),
      })),
      cls: 'exec-at-k',
    }),
  );
  parts.push(
    htmlTable(
      ['system', 'exec@1', 'exec@10', 'nDCG@10', 'MRR'],
      r.systems.map((s) => [
        s.name,
        ...['exec@1', 'exec@10', 'ndcg@10', 'mrr'].map((m) =>
          s.metrics[m]
            ? `${f3(s.metrics[m].value)} [${f3(s.metrics[m].ci95[0])}, ${f3(s.metrics[m].ci95[1])}]`
            : '–',
        ),
      ]),
    ) + '</section>',
  );

  parts.push(
    `<section id="misses"><h2>Miss attribution</h2><p>Rank-1 misses that are the query's own buggy clones, against snippets of other queries. And how often the canonical scores below at least one of its clones.</p>`,
  );
  parts.push(
    htmlTable(
      [
        'system',
        'rank-1 misses',
        'own clone',
        'other canonical',
        'other clone',
        'own-clone share',
        'canonical below a clone',
        'gap median',
        'gap mean',
      ],
      r.systems.map((s) => [
        s.name,
        String(s.missAttribution.misses),
        String(s.missAttribution.ownDistractor),
        String(s.missAttribution.otherCanonical),
        String(s.missAttribution.otherDistractor),
        pct(s.missAttribution.ownShare),
        `${pct(s.canonicalBelow.share)} (${s.canonicalBelow.below}/${s.canonicalBelow.queries})`,
        f3(s.canonicalBelow.gapMedian),
        f3(s.canonicalBelow.gapMean),
      ]),
    ) + '</section>',
  );

  const bugTypes = allBugTypes(r);
  parts.push(
    `<section id="deception"><h2>Deception</h2><p>A (query, canonical, distractor) triple deceives when the distractor scores at least as high as the canonical; ties count as deceived and are shown apart.</p>`,
  );
  parts.push(
    htmlTable(
      ['system', 'triples', 'deceived', 'ties', 'deception rate', 'Spearman(span, deceived)'],
      r.systems.map((s) => [
        s.name,
        String(s.deception.overall.triples),
        String(s.deception.overall.deceived),
        String(s.deception.overall.ties),
        pct(s.deception.overall.rate),
        f3(s.deceptionBySpan.spearman),
      ]),
    ),
  );
  parts.push(
    groupedBars({
      title: 'Deception by edit span (characters)',
      categories: r.systems[0].deceptionBySpan.buckets.map((b) => b.bucket),
      series: r.systems.map((s) => ({ name: s.name, values: s.deceptionBySpan.buckets.map((b) => b.rate) })),
      cls: 'deception-span',
    }) + '</section>',
  );
  parts.push(`<section id="bug-type"><h2>Deception by bug type</h2>`);
  parts.push(
    groupedBars({
      title: 'Deception rate by bug type',
      categories: bugTypes,
      series: r.systems.map((s) => ({
        name: s.name,
        values: bugTypes.map((b) => s.deception.byBugType.find((x) => x.bugType === b)?.rate ?? 0),
      })),
      cls: 'deception-bug-type',
    }),
  );
  parts.push(tableHtml(bugTypeTable(r)) + '</section>');

  const pd = r.systems[0].poolDensity;
  parts.push(
    `<section id="pool-density"><h2>Pool density</h2><p>exec@1 when each query keeps k of its buggy clones (mean of ${pd.draws} seeded random draws). The drop from k=0 to k=1 is the cost of one clone.</p>`,
  );
  parts.push(
    lines({
      title: 'exec@1 by clones kept per query',
      xLabel: 'distractors kept per query',
      xs: pd.points.map((p) => p.k),
      series: r.systems.map((s) => ({ name: s.name, values: s.poolDensity.points.map((p) => p.exec1) })),
      cls: 'pool-density',
    }),
  );
  parts.push(tableHtml(poolDensityTable(r)));
  if (r.stacked) {
    parts.push(`<h3>Stacked against single mutations</h3>`);
    parts.push(tableHtml(stackedTable(r.stacked)));
  }
  parts.push('</section>');
  if (r.rerank) parts.push(renderRerankHtml(r.rerank, tableHtml));

  parts.push(`<section id="domain"><h2>Domain</h2>`);
  parts.push(
    heatmap({
      title: 'exec@1 per domain and system',
      rows: r.perDomain.domains.map((d) => `${d.domain} (${d.queries})`),
      cols: names,
      values: r.perDomain.domains.map((d) => d.exec1),
      cls: 'domain-heatmap',
    }),
  );
  parts.push(
    `<p>Queries solved at rank 1 by n systems: ${r.perDomain.solvedHistogram.map((c, n) => `${n}: ${c}`).join(', ')}.</p><h3>Hardest queries</h3>`,
  );
  parts.push(tableHtml(hardestTable(r)) + '</section>');

  parts.push(
    `<section id="explorer"><h2>Query explorer</h2><p>Each query with its canonical and, per system, the top 10. A clone is shown as a diff against the canonical: <del>removed</del> / <ins>inserted</ins>.</p><input id="filter" type="search" placeholder="filter queries by id, domain or text">`,
  );
  for (const q of r.explorer.queries) {
    const canon = r.explorer.snippets[q.canonical];
    let html = `<div class="q" id="q-${esc(q.id)}" data-search="${esc(`${q.id} ${q.domain} ${q.text}`.toLowerCase())}"><h3>${esc(q.id)} <span class="tag">${esc(q.domain)}</span></h3><p>${esc(q.text)}</p>`;
    html += `<details><summary>canonical and its ${q.distractors.length} clones</summary><pre>${esc(canon?.text ?? '')}</pre>`;
    for (const d of q.distractors) html += snippetBlock(d, r.explorer.snippets[d], canon);
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
        html += `<li><details><summary><code>${esc(h.id)}</code> ${h.score.toFixed(4)} <span class="${h.passing ? 'pass' : 'fail'}">${h.passing ? 'pass' : 'fail'}</span> <span class="tag">${label}</span></summary>${snippetBlock(h.id, r.explorer.snippets[h.id], canon)}</details></li>`;
      }
      html += `</ol></details>`;
    });
    parts.push(html + '</div>');
  }
  parts.push('</section>');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>execret report</title><style>${CSS}</style></head><body><main>${parts.join('\n')}</main><script>${JS}</script></body></html>\n`;
}
