import { spearman } from '../stats/correlation.js';
import type { CorpusIndex, PerQueryRow } from './types.js';

export interface DeceptionCell {
  triples: number;
  /** distractor scored at least as high as the canonical (ties included) */
  deceived: number;
  /** of which exact ties */
  ties: number;
  rate: number;
}

export interface Deception {
  overall: DeceptionCell;
  /** sorted by bug type */
  byBugType: ({ bugType: string } & DeceptionCell)[];
}

export interface Triple {
  query: string;
  distractor: string;
  bugType: string;
  /** distractor score minus canonical score */
  margin: number;
}

/**
 * The (query, canonical, distractor) triples of a system: one per own distractor of each query. A triple
 * deceives when the distractor scores at least as high as the canonical: a tie counts as deceived, because
 * a ranker that cannot separate the two has not preferred the correct code (ties are also counted apart).
 */
export function triples(rows: readonly PerQueryRow[]): Triple[] {
  const out: Triple[] = [];
  for (const row of rows) {
    const canon = row.own.find((d) => d.kind === 'canonical');
    if (!canon) continue;
    for (const d of row.own) {
      if (d.kind !== 'distractor') continue;
      out.push({
        query: row.query,
        distractor: d.id,
        bugType: d.bug_type ?? 'unknown',
        margin: d.score - canon.score,
      });
    }
  }
  return out;
}

function cell(ts: readonly Triple[]): DeceptionCell {
  const deceived = ts.filter((t) => t.margin >= 0).length;
  const ties = ts.filter((t) => t.margin === 0).length;
  return { triples: ts.length, deceived, ties, rate: ts.length ? deceived / ts.length : 0 };
}

export function deception(rows: readonly PerQueryRow[]): Deception {
  const ts = triples(rows);
  const groups = new Map<string, Triple[]>();
  for (const t of ts) groups.set(t.bugType, [...(groups.get(t.bugType) ?? []), t]);
  return {
    overall: cell(ts),
    byBugType: [...groups]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([bugType, g]) => ({ bugType, ...cell(g) })),
  };
}

export const SPAN_BUCKETS = [
  { label: '1', min: 1, max: 1 },
  { label: '2-3', min: 2, max: 3 },
  { label: '4-7', min: 4, max: 7 },
  { label: '8-20', min: 8, max: 20 },
  { label: '21+', min: 21, max: Infinity },
] as const;

/**
 * Edit span of a distractor: characters touched, summed over its edits, where one edit touches
 * max(|original|, |replacement|) characters (a pure deletion or insertion still touches its text).
 */
export function editSpan(edits: readonly { original: string; replacement: string }[]): number {
  return edits.reduce((s, e) => s + Math.max(e.original.length, e.replacement.length), 0);
}

export interface DeceptionBySpan {
  buckets: ({ bucket: string } & DeceptionCell)[];
  /** Spearman (average ranks for ties) between edit span and deceived (1/0), over all triples; null if constant */
  spearman: number | null;
  /** Spearman between edit span and the margin (distractor minus canonical score) */
  spearmanMargin: number | null;
}

export function deceptionBySpan(rows: readonly PerQueryRow[], corpus: CorpusIndex): DeceptionBySpan {
  const ts = triples(rows);
  const spans = ts.map((t) => editSpan(corpus.get(t.distractor)?.edits ?? []));
  const buckets = SPAN_BUCKETS.map((b) => ({
    bucket: b.label,
    ...cell(ts.filter((_, i) => spans[i] >= b.min && spans[i] <= b.max)),
  }));
  const finite = (x: number) => (Number.isFinite(x) ? x : null);
  return {
    buckets,
    spearman:
      ts.length > 2
        ? finite(
            spearman(
              spans,
              ts.map((t) => (t.margin >= 0 ? 1 : 0)),
            ),
          )
        : null,
    spearmanMargin:
      ts.length > 2
        ? finite(
            spearman(
              spans,
              ts.map((t) => t.margin),
            ),
          )
        : null,
  };
}
