import type { Report } from './report.js';

const f3 = (x: number | null | undefined) =>
  x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(3);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

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
  const bugTypes = [...new Set(r.systems.flatMap((s) => s.deception.byBugType.map((b) => b.bugType)))].sort();
  out.push(
    table(
      ['bug type', ...names],
      bugTypes.map((b) => [
        b,
        ...r.systems.map((s) => {
          const c = s.deception.byBugType.find((x) => x.bugType === b);
          return c ? `${pct(c.rate)} (${c.deceived}/${c.triples})` : '–';
        }),
      ]),
    ),
    '',
  );
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
  out.push(
    table(
      ['system', ...pd0.points.map((p) => `k=${p.k}`), 'relative drop from one clone'],
      r.systems.map((s) => [
        s.name,
        ...s.poolDensity.points.map((p) => f3(p.exec1)),
        s.poolDensity.relativeDropOneClone === null ? '–' : pct(s.poolDensity.relativeDropOneClone),
      ]),
    ),
    '',
  );
  if (r.stacked) {
    out.push('## Stacked against single mutations', '');
    out.push(
      table(
        ['system', 'exec@1 single', 'exec@1 stacked', 'deception single', 'deception stacked'],
        r.stacked.map((s) => [
          s.system,
          f3(s.single.exec1),
          f3(s.stacked.exec1),
          pct(s.single.deception),
          pct(s.stacked.deception),
        ]),
      ),
      '',
    );
  }
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
  out.push(
    table(
      ['query', 'domain', 'solved by', 'mean canonical rank'],
      r.perDomain.hardest.map((q) => [
        q.query,
        q.domain,
        q.solvedBy.length ? q.solvedBy.join(', ') : 'none',
        q.meanCanonicalRank.toFixed(1),
      ]),
    ),
    '',
  );
  return out.join('\n');
}
