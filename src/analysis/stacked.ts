import { usageError } from '../core/errors.js';
import { deception, type DeceptionCell } from './deception.js';
import type { ComponentsOf } from './scope.js';
import type { CorpusIndex, SystemRows } from './types.js';

/** One side of the comparison, on the shared queries: exec@1 and deception in both scopes. */
export interface StackedSide {
  exec1: number;
  core: DeceptionCell;
  all: DeceptionCell;
}

export interface StackedSystem {
  system: string;
  single: StackedSide;
  stacked: StackedSide;
  /** stacked rate − single rate, in percentage points (null when either rate is undefined) */
  differencePoints: { core: number | null; all: number | null };
}

/** What the matching kept and dropped; every list is sorted. */
export interface StackedMatch {
  /** queries evaluated on both releases */
  queries: number;
  droppedQueries: { single: string[]; stacked: string[] };
  droppedSystems: { single: string[]; stacked: string[] };
}

export interface StackedComparison {
  match: StackedMatch;
  systems: StackedSystem[];
}

/** One results folder's side: its systems' rows, and what resolves its distractors (edits, stacked components). */
export interface StackedInput {
  systems: readonly SystemRows[];
  corpus?: CorpusIndex;
  componentsOf?: ComponentsOf;
}

/**
 * Stacked against single mutations, matched: only the systems (by name) and the queries (by id) that both
 * results hold are compared, and what either side had alone is named in `match`. Nothing shared is a usage
 * error. Per system: exec@1 and the deception counts of each side over the shared queries, and the difference
 * of the deception rates in points (stacked − single). A stacked distractor is core when every component is.
 */
export function stackedVsSingle(single: StackedInput, stacked: StackedInput): StackedComparison {
  const names = (s: StackedInput) => s.systems.map((x) => x.name);
  const sharedNames = names(single).filter((n) => names(stacked).includes(n));
  const qids = (s: StackedInput) => new Set(s.systems.flatMap((x) => x.rows.map((r) => r.query)));
  const [qa, qb] = [qids(single), qids(stacked)];
  const sharedQueries = new Set([...qa].filter((q) => qb.has(q)));
  if (sharedNames.length === 0)
    throw usageError(
      `the single and stacked results share no system (single: ${names(single).join(', ')}; stacked: ${names(stacked).join(', ')})`,
      'evaluate the same retrievers on both releases',
    );
  if (sharedQueries.size === 0)
    throw usageError(
      'the single and stacked results share no query',
      'build the stacked release from the same tasks as the single one',
    );
  const side = (input: StackedInput, name: string): StackedSide => {
    const rows = input.systems.find((s) => s.name === name)!.rows.filter((r) => sharedQueries.has(r.query));
    const d = deception(rows, input.corpus, input.componentsOf);
    return { exec1: exec1(rows), core: cellOnly(d.core), all: cellOnly(d.all) };
  };
  const points = (a: number | null, b: number | null) => (a === null || b === null ? null : 100 * (b - a));
  return {
    match: {
      queries: sharedQueries.size,
      droppedQueries: {
        single: [...qa].filter((q) => !sharedQueries.has(q)).sort(),
        stacked: [...qb].filter((q) => !sharedQueries.has(q)).sort(),
      },
      droppedSystems: {
        single: names(single)
          .filter((n) => !sharedNames.includes(n))
          .sort(),
        stacked: names(stacked)
          .filter((n) => !sharedNames.includes(n))
          .sort(),
      },
    },
    systems: sharedNames.map((system) => {
      const [a, b] = [side(single, system), side(stacked, system)];
      return {
        system,
        single: a,
        stacked: b,
        differencePoints: { core: points(a.core.rate, b.core.rate), all: points(a.all.rate, b.all.rate) },
      };
    }),
  };
}

function exec1(rows: SystemRows['rows']): number {
  if (rows.length === 0) return 0;
  return rows.filter((r) => r.ranking.length > 0 && r.passing.includes(r.ranking[0].id)).length / rows.length;
}

function cellOnly({ triples, strict, ties, evaluable, rate }: DeceptionCell): DeceptionCell {
  return { triples, strict, ties, evaluable, rate };
}
