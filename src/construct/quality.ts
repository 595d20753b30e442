import { bugTypeOrder, CORE_BUG_TYPES } from '../mutate/index.js';
import { killRates } from './kill-rates.js';
import type { TaskBuild } from './types.js';
import { byCodeUnit } from '../core/order.js';

/** One row of the build report's quality table: a domain, or `all`. */
export interface DomainQuality {
  domain: string;
  tasks: number;
  /** mean tests per task */
  meanTests: number;
  /** share of screened candidate mutants that fail a test */
  killRate: number;
  distractors: number;
  /** kept distractors by bug type */
  perBugType: Record<string, number>;
  /** kept distractors of the paper's six core bug types, and of the others */
  core: number;
  extras: number;
}

const CORE = new Set<string>(CORE_BUG_TYPES);

function row(domain: string, builds: readonly TaskBuild[]): DomainQuality {
  const kept = builds.flatMap((b) => b.kept);
  const perBugType: Record<string, number> = {};
  for (const t of bugTypeOrder(kept.map((c) => c.mutant.bug_type)))
    perBugType[t] = kept.filter((c) => c.mutant.bug_type === t).length;
  const core = kept.filter((c) => CORE.has(c.mutant.bug_type)).length;
  return {
    domain,
    tasks: builds.length,
    meanTests: builds.length ? builds.reduce((s, b) => s + b.task.tests.length, 0) / builds.length : 0,
    killRate: killRates(builds).overall.rate,
    distractors: kept.length,
    perBugType,
    core,
    extras: kept.length - core,
  };
}

/** The quality table: one row per domain (code-unit order), then `all`. */
export function qualityByDomain(builds: readonly TaskBuild[]): DomainQuality[] {
  const domains = [...new Set(builds.map((b) => b.task.domain))].sort(byCodeUnit);
  return [
    ...domains.map((d) =>
      row(
        d,
        builds.filter((b) => b.task.domain === d),
      ),
    ),
    row('all', builds),
  ];
}
