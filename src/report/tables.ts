import type { Band, DeceptionCell, Scope } from '../analysis/index.js';
import type { MetricValue } from '../evaluate/results.js';
import type { Report } from './report.js';

/**
 * The tables the Markdown and HTML renderings share, as data: a header and rows of cell texts. Each renderer only
 * decides how a table is written.
 */
export interface Table {
  head: string[];
  rows: string[][];
}

export const f3 = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x) ? '–' : x.toFixed(3);
export const pct = (x: number | null | undefined): string =>
  x === null || x === undefined || !Number.isFinite(x) ? '–' : `${(100 * x).toFixed(1)}%`;
export const pValue = (p: number | null | undefined): string =>
  p === null || p === undefined ? '–' : p < 1e-4 ? p.toExponential(1) : p.toPrecision(2);
const signed = (x: number): string => (x >= 0 ? '+' : '') + x.toFixed(3);
const ci = (c: readonly [number, number]): string => `[${f3(c[0])}, ${f3(c[1])}]`;

export const SCOPE_LABEL: Record<Scope, string> = { core: 'core (6 types)', all: 'all types' };

export function metricCell(r: Report, system: string, metric: string, tieAware = false): string {
  const m = r.systems.find((s) => s.name === system)?.metrics[metric];
  const v = tieAware ? m?.tieAware : m;
  return v ? `${f3(v.value)} ${ci(v.ci95)}` : '–';
}

/** The first table: the leaderboard on exec@1 with tiers and rank intervals, then the headline metrics. */
export function leaderboardTable(r: Report): Table {
  const lb = r.comparison.leaderboard;
  return {
    head: ['tier', 'system', 'exec@1', 'exec@1 tie-aware', 'rank (95% range)', 'exec@10', 'nDCG@10', 'MRR'],
    rows: lb.systems.map((s) => [
      String(s.tier),
      s.name,
      metricCell(r, s.name, 'exec@1'),
      metricCell(r, s.name, 'exec@1', true),
      `${s.rank} (${s.rankInterval[0] === s.rankInterval[1] ? s.rankInterval[0] : `${s.rankInterval[0]}–${s.rankInterval[1]}`})`,
      metricCell(r, s.name, 'exec@10'),
      metricCell(r, s.name, 'ndcg@10'),
      metricCell(r, s.name, 'mrr'),
    ]),
  };
}

/** The metrics the ties table sets side by side: trec_eval-style (ties by id) and tie-aware. */
export const TIE_METRICS = ['exec@1', 'exec@3', 'exec@10', 'exec_precision@10', 'ndcg@10', 'mrr'];

export function tieTable(r: Report): Table {
  const metrics = TIE_METRICS.filter((m) => r.systems.some((s) => s.metrics[m]));
  return {
    head: ['system', 'ties across k=1', ...metrics.map((m) => `${m} id rule / tie-aware`)],
    rows: r.systems.map((s) => [
      s.name,
      s.tiesAcross ? `${s.tiesAcross['1'] ?? 0} (${pct((s.tiesAcross['1'] ?? 0) / r.release.queries)})` : '–',
      ...metrics.map((m) => {
        const v = s.metrics[m];
        return v ? `${f3(v.value)} / ${f3(v.tieAware?.value)}` : '–';
      }),
    ]),
  };
}

/** Every pair's test: McNemar of exec@k at every k, the paired bootstrap of nDCG@10, Holm over all of them. */
export function pairsTable(r: Report): Table {
  // a bootstrap p of 0 means no replicate crossed 0: below 1/R, not zero
  const floor = 1 / r.comparison.bootstrap.replicates;
  const pb = (p: number | undefined, test: string) =>
    test === 'bootstrap' && p === 0 ? `< ${pValue(floor)}` : pValue(p);
  return {
    head: ['a', 'b', 'metric', 'test', 'diff', '95% CI', 'p', 'p Holm'],
    rows: r.comparison.pairs.map((p) => [
      p.a,
      p.b,
      p.metric,
      p.test === 'mcnemar' ? `McNemar (${p.n01}/${p.n10})` : 'paired bootstrap',
      signed(p.diff),
      ci(p.ci95),
      pb(p.p, p.test),
      pb(p.pHolm, p.test),
    ]),
  };
}

export function missTable(r: Report): Table {
  return {
    head: ['system', 'rank-1 misses', 'own clone', 'other canonical', 'other clone', 'own-clone share'],
    rows: r.systems.map((s) => {
      const m = s.missAttribution;
      return [
        s.name,
        String(m.misses),
        String(m.ownDistractor),
        String(m.otherCanonical),
        String(m.otherDistractor),
        pct(m.ownShare),
      ];
    }),
  };
}

export function canonicalBelowTable(r: Report): Table {
  return {
    head: ['system', 'scope', 'queries', 'canonical below', 'share', 'gap median', 'gap mean'],
    rows: r.systems.flatMap((s) =>
      (['core', 'all'] as const).map((scope) => {
        const c = s.canonicalBelow[scope];
        return [
          s.name,
          SCOPE_LABEL[scope],
          String(c.queries),
          String(c.below),
          pct(c.queries ? c.share : null),
          f3(c.gapMedian),
          f3(c.gapMean),
        ];
      }),
    ),
  };
}

const cellText = (c: DeceptionCell): string =>
  c.triples ? `${pct(c.rate)} (${c.strict}/${c.evaluable}, ${c.ties} ties)` : '–';

export function deceptionTable(r: Report): Table {
  return {
    head: ['system', 'scope', 'triples', 'strict', 'ties', 'evaluable', 'rate', 'Spearman(span, strict)'],
    rows: r.systems.flatMap((s) =>
      (['core', 'all'] as const).map((scope) => {
        const d = s.deception[scope];
        return [
          s.name,
          SCOPE_LABEL[scope],
          String(d.triples),
          String(d.strict),
          String(d.ties),
          String(d.evaluable),
          pct(d.rate),
          f3(d.bySpan.spearman),
        ];
      }),
    ),
  };
}

const bandText = (b: Band | null, f: (x: number) => string = pct): string =>
  b ? `${f(b.min)} (${b.minAt}) – ${f(b.max)} (${b.maxAt})` : '–';

export function pooledTable(r: Report): Table {
  const p = r.pooled.deception;
  return {
    head: [
      'scope',
      'triples',
      'strict',
      'ties',
      'evaluable',
      'pooled rate',
      'band over systems',
      'band over bug types',
    ],
    rows: (['core', 'all'] as const).map((scope) => [
      SCOPE_LABEL[scope],
      String(p[scope].triples),
      String(p[scope].strict),
      String(p[scope].ties),
      String(p[scope].evaluable),
      pct(p[scope].rate),
      bandText(p[scope].bandOverSystems),
      bandText(p[scope].bandOverBugTypes),
    ]),
  };
}

export function pooledCanonicalBelowTable(r: Report): Table {
  const c = r.pooled.canonicalBelow;
  return {
    head: ['scope', 'share below, band over systems', 'gap median, band over systems'],
    rows: (['core', 'all'] as const).map((scope) => [
      SCOPE_LABEL[scope],
      bandText(c[scope].share),
      bandText(c[scope].gapMedian, f3),
    ]),
  };
}

/** Every bug type seen by any system, in bug-type order (the pooled all-types breakdown has them all). */
export function bugTypes(r: Report): string[] {
  return r.pooled.deception.all.byBugType.map((b) => b.bugType);
}

export function bugTypeTable(r: Report): Table {
  const core = new Set(r.pooled.deception.core.byBugType.map((b) => b.bugType));
  return {
    head: ['bug type', ...r.systems.map((s) => s.name), `pooled (${r.systems.length} systems)`],
    rows: r.pooled.deception.all.byBugType.map((pooled) => [
      core.has(pooled.bugType) ? `${pooled.bugType} (core)` : pooled.bugType,
      ...r.systems.map((s) => {
        const c = s.deception.all.byBugType.find((x) => x.bugType === pooled.bugType);
        return c ? cellText(c) : '–';
      }),
      cellText(pooled),
    ]),
  };
}

export function spanTable(r: Report, scope: Scope): Table {
  return {
    head: ['edit span (chars)', ...r.systems.map((s) => s.name), 'pooled'],
    rows: r.pooled.deception[scope].bySpan.buckets.map((b, i) => [
      b.bucket,
      ...r.systems.map((s) => cellText(s.deception[scope].bySpan.buckets[i])),
      cellText(b),
    ]),
  };
}

export function poolDensityTable(r: Report): Table {
  return {
    head: [
      'system',
      ...r.systems[0].poolDensity.points.map((p) => `k=${p.k}`),
      'relative drop from one clone',
    ],
    rows: r.systems.map((s) => [
      s.name,
      ...s.poolDensity.points.map((p) => f3(p.exec1)),
      s.poolDensity.relativeDropOneClone === null ? '–' : pct(s.poolDensity.relativeDropOneClone),
    ]),
  };
}

const points = (x: number | null): string => (x === null ? '–' : `${x >= 0 ? '+' : ''}${x.toFixed(1)}`);

export function stackedTable(stacked: NonNullable<Report['stacked']>): Table {
  return {
    head: [
      'system',
      'exec@1 single',
      'exec@1 stacked',
      'deception core single',
      'core stacked',
      'core Δ (points)',
      'deception all single',
      'all stacked',
      'all Δ (points)',
    ],
    rows: stacked.systems.map((s) => [
      s.system,
      f3(s.single.exec1),
      f3(s.stacked.exec1),
      pct(s.single.core.rate),
      pct(s.stacked.core.rate),
      points(s.differencePoints.core),
      pct(s.single.all.rate),
      pct(s.stacked.all.rate),
      points(s.differencePoints.all),
    ]),
  };
}

/** What the stacked comparison dropped, in words (at most five ids of each kind are named). */
export function stackedMatchText(stacked: NonNullable<Report['stacked']>): string {
  const m = stacked.match;
  const list = (ids: string[]) => (ids.length > 5 ? `${ids.slice(0, 5).join(', ')}, …` : ids.join(', '));
  const parts = [`Matched on ${m.queries} shared queries and ${stacked.systems.length} shared systems.`];
  for (const side of ['single', 'stacked'] as const) {
    if (m.droppedQueries[side].length)
      parts.push(
        `Dropped ${m.droppedQueries[side].length} queries only in the ${side} results (${list(m.droppedQueries[side])}).`,
      );
    if (m.droppedSystems[side].length)
      parts.push(`Dropped systems only in the ${side} results: ${m.droppedSystems[side].join(', ')}.`);
  }
  return parts.join(' ');
}

export function domainTable(r: Report): Table {
  const hardest = r.perDomain.hardestDomain?.domain;
  return {
    head: ['domain', 'queries', ...r.perDomain.systems.map((n) => `exec@1 ${n}`), 'mean across systems'],
    rows: r.perDomain.domains.map((d) => [
      d.domain === hardest ? `${d.domain} (hardest)` : d.domain,
      String(d.queries),
      ...d.exec1.map(f3),
      f3(d.mean),
    ]),
  };
}

/** The metrics the languages table shows. */
export const LANGUAGE_METRICS = ['exec@1', 'exec@10', 'ndcg@10', 'mrr'];

/** Per system: its metrics over all queries, then per language (each ranked against its own language's snippets). */
export function languageTable(r: Report): Table {
  const l = r.languages;
  if (!l) return { head: [], rows: [] };
  const total = Object.values(l.queries).reduce((a, b) => a + (b ?? 0), 0);
  const cell = (m: MetricValue | undefined) => (m ? `${f3(m.value)} ${ci(m.ci95)}` : '–');
  return {
    head: ['system', 'language', 'queries', ...LANGUAGE_METRICS],
    rows: l.systems.flatMap((s) => [
      [s.name, 'all', String(total), ...LANGUAGE_METRICS.map((m) => cell(s.all[m]))],
      ...Object.entries(s.byLanguage).map(([lang, v]) => [
        s.name,
        lang,
        String(v!.queries),
        ...LANGUAGE_METRICS.map((m) => cell(v!.metrics[m])),
      ]),
    ]),
  };
}

export function solvedTable(r: Report): Table {
  const total = r.perDomain.queries.length;
  return {
    head: ['solved at rank 1 by n systems', 'queries', 'share'],
    rows: r.perDomain.solvedHistogram.map((c, n) => [String(n), String(c), pct(total ? c / total : null)]),
  };
}

export function execVsIdentityTable(r: Report): Table {
  return {
    head: ['k', 'a', 'b', 'Δ exec@k', 'Δ nDCG@k', 'McNemar p (exec@k)'],
    rows: r.execVsIdentity.flatMap((e) =>
      e.flips.map((f) => [String(e.k), f.a, f.b, signed(f.execDiff), signed(f.ndcgDiff), pValue(f.p)]),
    ),
  };
}

export function hardestTable(r: Report): Table {
  return {
    head: ['query', 'domain', 'solved by', 'mean canonical rank'],
    rows: r.perDomain.hardest.map((q) => [
      q.query,
      q.domain,
      q.solvedBy.length ? q.solvedBy.join(', ') : 'none',
      q.meanCanonicalRank.toFixed(1),
    ]),
  };
}

/**
 * Deception and the canonical below its clones by source (core, extra, free_form, history), one row per system
 * and source present. Empty unless some distractor is a free-form rewrite or a history version: those are
 * reported apart from the six core types, never pooled into them.
 */
export function sourceTable(r: Report): Table {
  const apart = r.systems.some((s) =>
    s.deception.bySource.some((c) => c.source === 'free_form' || c.source === 'history'),
  );
  if (!apart) return { head: [], rows: [] };
  return {
    head: ['system', 'source', 'triples', 'deception', 'queries', 'canonical below'],
    rows: r.systems.flatMap((s) =>
      s.deception.bySource.map((c) => {
        const b = s.canonicalBelow.bySource[c.source];
        return [
          s.name,
          c.source,
          String(c.triples),
          cellText(c),
          String(b?.queries ?? 0),
          b ? `${b.below} (${pct(b.queries ? b.share : null)})` : '–',
        ];
      }),
    ),
  };
}
