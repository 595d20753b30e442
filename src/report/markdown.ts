import type { Report } from './report.js';
import { renderRerankMarkdown } from './rerank-render.js';
import { bugTypeTable, f3, hardestTable, pct, poolDensityTable, stackedTable, type Table } from './tables.js';

function md(t: Table): string {
  return table(t.head, t.rows);
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) =>
    `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function metricCell(report: Report, system: number, metric: string): string {
  const m = report.systems[system].metrics[metric];
  return m ? `${f3(m.value)} [${f3(m.ci95[0])}, ${f3(m.ci95[1])}]` : '–';
}

/** The report as Markdown: a pure function of the Report object. */
export function renderMarkdown(r: Report): string {
  const names = r.systems.map((s) => s.name);
  const out: string[] = [];
  out.push('# execret report', '');
  out.push(
    `Release \`${r.release.path}\` (sha256 ${r.release.sha256.slice(0, 12)}…): ${r.release.queries} queries, ` +
      `${r.release.snippets} snippets of which ${r.release.distractors} are execution-verified buggy clones. ` +
      `Seed ${r.seed}. execret ${r.toolVersion}.`,
    '',
  );
  out.push('## exec@1 and exec@10', '');
  out.push(
    "exec@k: a snippet in the top k passes every test of the query's task. 95% percentile bootstrap CIs over queries.",
    '',
  );
  out.push(
    table(
      ['system', 'exec@1', 'exec@10', 'nDCG@10', 'MRR'],
      r.systems.map((s, i) => [
        s.name,
        metricCell(r, i, 'exec@1'),
        metricCell(r, i, 'exec@10'),
        metricCell(r, i, 'ndcg@10'),
        metricCell(r, i, 'mrr'),
      ]),
    ),
    '',
  );
  out.push('## Miss attribution', '');
  out.push(
    table(
      ['system', 'rank-1 misses', 'own clone', 'other canonical', 'other clone', 'own-clone share'],
      r.systems.map((s) => {
        const m = s.missAttribution;
        return [s.name, m.misses, m.ownDistractor, m.otherCanonical, m.otherDistractor, pct(m.ownShare)];
      }),
    ),
    '',
  );
  out.push('## Canonical below a distractor', '');
  out.push(
    table(
      ['system', 'queries', 'canonical below a clone', 'share', 'gap median', 'gap mean'],
      r.systems.map((s) => {
        const c = s.canonicalBelow;
        return [s.name, c.queries, c.below, pct(c.share), f3(c.gapMedian), f3(c.gapMean)];
      }),
    ),
    '',
  );
  out.push('## Deception', '');
  out.push(
    'A (query, canonical, distractor) triple deceives when the distractor scores at least as high as the canonical; ties count as deceived and are also shown apart.',
    '',
  );
  out.push(
    table(
      ['system', 'triples', 'deceived', 'ties', 'deception rate'],
      r.systems.map((s) => [
        s.name,
        s.deception.overall.triples,
        s.deception.overall.deceived,
        s.deception.overall.ties,
        pct(s.deception.overall.rate),
      ]),
    ),
    '',
  );
  out.push('### Deception by bug type', '');
  out.push(md(bugTypeTable(r)), '');
  out.push('### Deception by edit span', '');
  out.push(
    table(
      ['edit span (chars)', ...names],
      r.systems[0].deceptionBySpan.buckets.map((b, bi) => [
        b.bucket,
        ...r.systems.map((s) => {
          const c = s.deceptionBySpan.buckets[bi];
          return c.triples ? `${pct(c.rate)} (${c.deceived}/${c.triples})` : '–';
        }),
      ]),
    ),
    '',
  );
  out.push(
    `Spearman (tie-aware) between edit span and deception: ${r.systems.map((s) => `${s.name} ${f3(s.deceptionBySpan.spearman)}`).join('; ')}.`,
    '',
  );
  out.push('## Pool density', '');
  const pd0 = r.systems[0].poolDensity;
  out.push(`exec@1 when each query keeps k of its distractors (mean of ${pd0.draws} seeded draws).`, '');
  out.push(md(poolDensityTable(r)), '');
  if (r.stacked) {
    out.push('## Stacked against single mutations', '');
    out.push(md(stackedTable(r.stacked)), '');
  }
  if (r.rerank) out.push(...renderRerankMarkdown(r.rerank, md));
  out.push('## Domain', '');
  out.push(
    table(
      ['domain', 'queries', ...names.map((n) => `exec@1 ${n}`)],
      r.perDomain.domains.map((d) => [d.domain, d.queries, ...d.exec1.map(f3)]),
    ),
    '',
  );
  out.push(
    `Queries solved at rank 1 by n systems: ${r.perDomain.solvedHistogram.map((c, n) => `${n}: ${c}`).join(', ')}.`,
    '',
  );
  out.push('### Hardest queries', '');
  out.push(md(hardestTable(r)), '');
  return out.join('\n');
}
