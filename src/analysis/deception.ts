import { CORE_BUG_TYPES } from '../mutate/operator.js';
import { spearman } from '../stats/correlation.js';
import { isCore, ownBugType, sourceOf, SOURCES, type ComponentsOf, type Source } from './scope.js';
import type { CorpusIndex, PerQueryRow } from './types.js';
import { byCodeUnit } from '../core/order.js';

/**
 * The deception counts of a set of (query, canonical, distractor) triples, as the paper defines them:
 *
 *   strict = distractors scored above their canonical,  ties = scored exactly the same,
 *   evaluable = triples − ties,  rate = strict / evaluable  (null when nothing is evaluable)
 */
export interface DeceptionCell {
  triples: number;
  strict: number;
  ties: number;
  evaluable: number;
  rate: number | null;
}

export interface SpanBreakdown {
  buckets: ({ bucket: string } & DeceptionCell)[];
  /** tie-aware Spearman (average ranks) between edit span and a strict win, over the evaluable triples */
  spearman: number | null;
  /** tie-aware Spearman between edit span and the margin (distractor minus canonical score), over all triples */
  spearmanMargin: number | null;
}

/** One scope (core bug types, or all): the counts, then by bug type and by edit-span bucket. */
export interface DeceptionScope extends DeceptionCell {
  /** in bug-type order (the six core types first, then the others alphabetically) */
  byBugType: ({ bugType: string } & DeceptionCell)[];
  bySpan: SpanBreakdown;
}

export interface Deception {
  /** the paper's six bug types (a stacked mutant counts when every component is one of them) */
  core: DeceptionScope;
  /** every bug type */
  all: DeceptionScope;
  /** by source (core, extra, free_form, history: scope.ts), the sources present only, in that order */
  bySource: ({ source: Source } & DeceptionCell)[];
}

export interface Triple {
  query: string;
  distractor: string;
  bugType: string;
  /** the paper's scope: every component bug type is core */
  core: boolean;
  /** core, extra, free_form or history (reported apart) */
  source: Source;
  /** distractor score minus canonical score */
  margin: number;
  /** characters the distractor's edits touch (editSpan); 0 when the corpus is not known */
  span: number;
}

/** The (query, canonical, distractor) triples of a system: one per own distractor of each query with a canonical. */
export function triples(
  rows: readonly PerQueryRow[],
  corpus?: CorpusIndex,
  componentsOf: ComponentsOf = ownBugType,
): Triple[] {
  const out: Triple[] = [];
  for (const row of rows) {
    const canon = row.own.find((d) => d.kind === 'canonical');
    if (!canon) continue;
    for (const d of row.own) {
      if (d.kind !== 'distractor') continue;
      const components = componentsOf(d.id, d.bug_type);
      out.push({
        query: row.query,
        distractor: d.id,
        bugType: d.bug_type ?? 'unknown',
        core: isCore(components),
        source: sourceOf(components),
        margin: d.score - canon.score,
        span: editSpan(corpus?.get(d.id)?.edits ?? []),
      });
    }
  }
  return out;
}

export function deceptionCell(ts: readonly Triple[]): DeceptionCell {
  const strict = ts.filter((t) => t.margin > 0).length;
  const ties = ts.filter((t) => t.margin === 0).length;
  const evaluable = ts.length - ties;
  return { triples: ts.length, strict, ties, evaluable, rate: evaluable ? strict / evaluable : null };
}

/**
 * Deception of one system, core and all: over its triples, counted as deceptionCell says, by bug type and by
 * edit-span bucket. `corpus` gives the edit spans and resolves stacked mutants to their components.
 */
export function deception(
  rows: readonly PerQueryRow[],
  corpus?: CorpusIndex,
  componentsOf?: ComponentsOf,
): Deception {
  return deceptionOf(triples(rows, corpus, componentsOf));
}

/** Deception in both scopes from a system's triples (for callers that keep the triples, e.g. to pool them). */
export function deceptionOf(ts: readonly Triple[]): Deception {
  return {
    core: scopeOf(ts.filter((t) => t.core)),
    all: scopeOf(ts),
    bySource: SOURCES.map((source) => ({
      source,
      ...deceptionCell(ts.filter((t) => t.source === source)),
    })).filter((c) => c.triples > 0),
  };
}

/** The triples of one scope, of one system or pooled over systems. */
export function scopeOf(ts: readonly Triple[]): DeceptionScope {
  const groups = new Map<string, Triple[]>();
  for (const t of ts) {
    const g = groups.get(t.bugType);
    if (g) g.push(t);
    else groups.set(t.bugType, [t]);
  }
  return {
    ...deceptionCell(ts),
    byBugType: bugTypeOrder(groups.keys()).map((bugType) => ({
      bugType,
      ...deceptionCell(groups.get(bugType)!),
    })),
    bySpan: bySpan(ts),
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

function bySpan(ts: readonly Triple[]): SpanBreakdown {
  const evaluable = ts.filter((t) => t.margin !== 0);
  return {
    buckets: SPAN_BUCKETS.map((b) => ({
      bucket: b.label,
      ...deceptionCell(ts.filter((t) => t.span >= b.min && t.span <= b.max)),
    })),
    spearman: rho(
      evaluable.map((t) => t.span),
      evaluable.map((t) => (t.margin > 0 ? 1 : 0)),
    ),
    spearmanMargin: rho(
      ts.map((t) => t.span),
      ts.map((t) => t.margin),
    ),
  };
}

/** Spearman's rho with average ranks, null when undefined (fewer than 3 pairs, or a constant side). */
function rho(x: readonly number[], y: readonly number[]): number | null {
  if (x.length < 3) return null;
  const r = spearman(x, y);
  return Number.isFinite(r) ? r : null;
}

/** The six core types in the paper's order, then the others alphabetically. */
export function bugTypeOrder(types: Iterable<string>): string[] {
  const core: readonly string[] = CORE_BUG_TYPES;
  const rank = (t: string) => (core.includes(t) ? core.indexOf(t) : core.length);
  return [...new Set(types)].sort((a, b) => rank(a) - rank(b) || byCodeUnit(a, b));
}
