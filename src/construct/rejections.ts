import type { StageName } from './types.js';
import { byCodeUnit } from '../core/order.js';

/**
 * Every reason the gate rejects a task: a stable code (reports count by it, scripts match on it), the stage that
 * uses it, and the one sentence that explains it, built from the rejection's detail. All wording about
 * rejections lives here.
 */
export const REJECTIONS = Object.freeze({
  'unsupported-language': { stage: 'syntax', say: (d: string) => `no runner for language "${d}" yet` },
  'code-unparsable': { stage: 'syntax', say: () => 'code does not parse' },
  'entry-point-missing': {
    stage: 'syntax',
    say: (d: string) => `entry point "${d}" is not defined at module level`,
  },
  'setup-unparsable': { stage: 'syntax', say: () => 'setup does not parse' },
  'test-unparsable': { stage: 'syntax', say: (d: string) => `test ${d} does not parse` },
  'test-misses-entry-point': {
    stage: 'syntax',
    say: (d: string) => `test ${d} does not call the entry point`,
  },
  'reference-fails': { stage: 'reference', say: (d: string) => `test ${d}` },
  'no-candidates': { stage: 'variants', say: () => 'no candidate mutants' },
  'no-kill': { stage: 'variants', say: (d: string) => `none of ${d} candidates fails a test` },
  'duplicate-by-name': {
    stage: 'integrity',
    say: (d: string, other?: string) => `a duplicate of ${other}: both bind ${d}`,
  },
  'duplicate-by-execution': {
    stage: 'integrity',
    say: (d: string, other?: string) => `a duplicate or special case of ${other} (--strict-duplicates): ${d}`,
  },
  'similar-query': {
    stage: 'integrity',
    say: (d: string, other?: string) =>
      `its query is close to the query of ${other} (TF-IDF cosine ${d}; --strict-duplicates)`,
  },
} as const satisfies Record<string, { stage: StageName; say: (detail: string, other?: string) => string }>);

export type RejectionCode = keyof typeof REJECTIONS;

export interface Rejection {
  task: string;
  stage: StageName;
  /** stable: see REJECTIONS */
  code: RejectionCode;
  /** the variable part: a test index, a name, an error message */
  detail: string;
  /** the other task involved, for the codes that compare two tasks */
  other?: string;
  /** the sentence for people, made from code and detail */
  reason: string;
}

export function rejection(task: string, code: RejectionCode, detail = '', other?: string): Rejection {
  const r = REJECTIONS[code];
  const say = r.say as (detail: string, other?: string) => string;
  return {
    task,
    stage: r.stage,
    code,
    detail,
    ...(other !== undefined ? { other } : {}),
    reason: say(detail, other),
  };
}

/** Rejections counted by code, in code order (the report's reasons column). */
export function countByCode(rejected: readonly Rejection[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of [...rejected].sort((a, b) => byCodeUnit(a.code, b.code)))
    counts[r.code] = (counts[r.code] ?? 0) + 1;
  return counts;
}
