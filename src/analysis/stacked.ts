import { deception } from './deception.js';
import type { SystemRows } from './types.js';

export interface StackedComparison {
  system: string;
  single: { exec1: number; deception: number };
  stacked: { exec1: number; deception: number };
}

function exec1(rows: SystemRows['rows']): number {
  if (rows.length === 0) return 0;
  return rows.filter((r) => r.ranking.length > 0 && r.passing.includes(r.ranking[0].id)).length / rows.length;
}

/**
 * Stacked against single mutations: for each system evaluated on both a single-edit release and a stacked one
 * (distractors of K edits), exec@1 and the deception rate side by side. More edits usually make a clone easier to
 * tell apart, so deception should fall as K grows.
 */
export function stackedVsSingle(
  single: readonly SystemRows[],
  stacked: readonly SystemRows[],
): StackedComparison[] {
  const byName = new Map(stacked.map((s) => [s.name, s]));
  return single
    .filter((s) => byName.has(s.name))
    .map((s) => {
      const t = byName.get(s.name)!;
      return {
        system: s.name,
        single: { exec1: exec1(s.rows), deception: deception(s.rows).overall.rate },
        stacked: { exec1: exec1(t.rows), deception: deception(t.rows).overall.rate },
      };
    });
}
