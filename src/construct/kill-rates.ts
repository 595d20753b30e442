import type { TaskBuild } from './types.js';
import { byCodeUnit } from '../core/order.js';

export interface KillRates {
  overall: { killed: number; candidates: number; rate: number };
  perDomain: { domain: string; tasks: number; killed: number; candidates: number; rate: number }[];
  perTask: {
    task: string;
    domain: string;
    killed: number;
    candidates: number;
    rate: number;
    survivors: string[];
  }[];
}

/** Mutation kill rate: the share of candidate mutants that fail at least one test, per task and per domain. */
export function killRates(builds: readonly TaskBuild[]): KillRates {
  const perTask = builds.map((b) => {
    const killed = b.candidates.filter((c) => c.killed).length;
    return {
      task: b.task.id,
      domain: b.task.domain,
      killed,
      candidates: b.candidates.length,
      rate: b.candidates.length ? killed / b.candidates.length : 0,
      survivors: b.candidates.filter((c) => !c.killed).map((c) => c.mutant.id),
    };
  });
  const domains = new Map<string, { tasks: number; killed: number; candidates: number }>();
  for (const t of perTask) {
    const d = domains.get(t.domain) ?? { tasks: 0, killed: 0, candidates: 0 };
    d.tasks++;
    d.killed += t.killed;
    d.candidates += t.candidates;
    domains.set(t.domain, d);
  }
  const killed = perTask.reduce((s, t) => s + t.killed, 0);
  const candidates = perTask.reduce((s, t) => s + t.candidates, 0);
  return {
    overall: { killed, candidates, rate: candidates ? killed / candidates : 0 },
    perDomain: [...domains]
      .sort(([a], [b]) => byCodeUnit(a, b))
      .map(([domain, d]) => ({ domain, ...d, rate: d.candidates ? d.killed / d.candidates : 0 })),
    perTask,
  };
}
