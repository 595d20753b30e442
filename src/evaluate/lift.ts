/**
 * The lift of each pipeline over its own first stage, from a results folder: the first stage's exec@1 and task@1,
 * the pipeline's exec@1, the ceiling (the first stage's exec@depth: no reranker of that depth can do better), the
 * share of the gap closed, an exact McNemar test of first stage against pipeline on exec@1, and the cost.
 */
import { mcnemarExact, mean } from '../stats/index.js';
import type { Results, ResultsSystem } from './results.js';

export interface Lift {
  system: string;
  /** the first stage's spec and the rerankers' (stage, kind) */
  first: string;
  rerankers: { stage: string; kind: string; depth: number }[];
  /** distractors kept per task, when `eval --density` reduced the pool */
  density: number | null;
  queries: number;
  firstExec1: number;
  firstTask1: number;
  exec1: number;
  task1: number;
  /** the first stage's exec@depth */
  ceiling: number;
  /** (exec1 - firstExec1) / (ceiling - firstExec1); null when the first stage is already at its ceiling */
  gapClosed: number | null;
  /** queries where only the pipeline passes at 1 (n01), only the first stage (n10), and the exact McNemar p */
  mcnemar: { n01: number; n10: number; p: number };
  /** what the rerankers asked for, summed; seconds from timings.json (null when it is missing) */
  cost: { calls: number; suites: number; tokens: number; seconds: number | null };
}

interface StageRecord {
  stage: string;
  role: string;
  kind?: string;
  depth?: number;
}

/** One entry per pipeline of the folder, in summary order (plain retrievers have no lift). */
export function lift(results: Results): Lift[] {
  return results.systems.filter(isPipeline).map((s) => liftOf(s, results.timings?.[s.name] ?? null));
}

export function isPipeline(s: ResultsSystem): boolean {
  return s.rows.length > 0 && s.rows.every((r) => r.pipeline !== undefined);
}

function liftOf(s: ResultsSystem, timings: { stage: string; seconds: number }[] | null): Lift {
  const stages = ((s.config as { stages?: StageRecord[] }).stages ?? []) as StageRecord[];
  const n = s.rows.length;
  // a pipeline system has rows (isPipeline), so no mean here is of an empty list
  const over = (f: (r: ResultsSystem['rows'][number]) => number) => mean(s.rows.map(f));
  const firstExec1 = over((r) => r.pipeline!.firstExec1);
  const exec1 = over((r) => r.metrics['exec@1']);
  const ceiling = over((r) => r.pipeline!.ceiling);
  let n01 = 0;
  let n10 = 0;
  for (const r of s.rows) {
    const a = r.pipeline!.firstExec1;
    const b = r.metrics['exec@1'];
    if (a === 0 && b === 1) n01++;
    else if (a === 1 && b === 0) n10++;
  }
  const cost = (s.cost ?? []).reduce(
    (c, x) => ({ calls: c.calls + x.calls, suites: c.suites + x.suites, tokens: c.tokens + x.tokens }),
    { calls: 0, suites: 0, tokens: 0 },
  );
  const rerankSeconds = timings ? timings.slice(1).reduce((a, t) => a + t.seconds, 0) : null;
  return {
    system: s.name,
    first: stages.find((x) => x.role === 'retriever')?.stage ?? '',
    rerankers: stages
      .filter((x) => x.role === 'reranker')
      .map((x) => ({ stage: x.stage, kind: x.kind ?? '', depth: x.depth ?? 0 })),
    density: s.density?.clones ?? null,
    queries: n,
    firstExec1,
    firstTask1: over((r) => r.pipeline!.firstTask1),
    exec1,
    task1: over((r) => r.pipeline!.task1),
    ceiling,
    gapClosed: ceiling > firstExec1 ? (exec1 - firstExec1) / (ceiling - firstExec1) : null,
    mcnemar: { n01, n10, p: mcnemarExact(n01, n10) },
    cost: { ...cost, seconds: rerankSeconds },
  };
}

const f3 = (x: number | null): string => (x === null || !Number.isFinite(x) ? '–' : x.toFixed(3));

/** The lift table as header and rows of cell texts (compare prints it; the report renders it). */
export function liftTable(lifts: readonly Lift[]): { head: string[]; rows: string[][] } {
  return {
    head: [
      'pipeline',
      'stage 1 exec@1',
      'stage 1 task@1',
      'exec@1',
      'ceiling',
      'gap closed',
      'n01',
      'n10',
      'McNemar p',
      'calls',
      'suites',
      'seconds',
    ],
    rows: lifts.map((l) => [
      l.system,
      f3(l.firstExec1),
      f3(l.firstTask1),
      f3(l.exec1),
      f3(l.ceiling),
      l.gapClosed === null ? '–' : `${(100 * l.gapClosed).toFixed(1)}%`,
      String(l.mcnemar.n01),
      String(l.mcnemar.n10),
      l.mcnemar.p.toPrecision(3),
      String(l.cost.calls),
      String(l.cost.suites),
      l.cost.seconds === null ? '–' : l.cost.seconds.toFixed(1),
    ]),
  };
}
