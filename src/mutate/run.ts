import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { toJsonl } from '../core/jsonl.js';
import { silentLogger, type Logger } from '../core/log.js';
import { createRng } from '../core/rng.js';
import type { Mutant } from '../core/types.js';
import { TOOL_VERSION } from '../core/version.js';
import { loadTasks } from '../tasks/load.js';
import { MUTATE_DEFAULTS } from './defaults.js';
import {
  bugTypeOrder,
  isFallback,
  mutateTask,
  resolveOperators,
  selectDiverse,
  stackMutants,
} from './index.js';

/** The version of the summary `execret mutate --json` prints (its `schemaVersion`). */
export const MUTATE_SUMMARY_VERSION = 1;

/** Tasks with fewer candidates than this are flagged: a benchmark item needs several distractors. */
export const MIN_CANDIDATES = 4;

export interface MutateOptions {
  tasksFile: string;
  out: string;
  /** pick this many per task with selectDiverse (default: every candidate; with `stack`, 4) */
  perTask?: number;
  /** operator ids or bug types */
  ops?: string[];
  /** combine this many line-disjoint edits per mutant (2-4) */
  stack?: number;
  seed?: number;
  log?: Logger;
}

export interface MutateSummary {
  schemaVersion: number;
  toolVersion: string;
  tasksFile: string;
  out: string;
  seed: number;
  perTask: number | null;
  stack: number | null;
  ops: string[];
  tasks: number;
  mutants: number;
  /** rows written, per bug type (core types first) */
  byBugType: Record<string, number>;
  byOperator: Record<string, number>;
  /** single-edit candidates per task before selection */
  candidates: { total: number; min: number; median: number; max: number };
  /** ids of tasks with fewer than MIN_CANDIDATES single-edit candidates */
  tasksBelowMin: string[];
  minCandidates: number;
  ms: number;
}

/** `execret mutate`: candidate mutants for every task of a file, written as JSONL rows; returns the summary. */
export async function mutateFile(opts: MutateOptions): Promise<MutateSummary> {
  const t0 = performance.now();
  const log = opts.log ?? silentLogger;
  const seed = opts.seed ?? MUTATE_DEFAULTS.seed;
  const tasks = loadTasks(opts.tasksFile);
  const languages = [...new Set(tasks.map((t) => t.language))];
  const ops = [...new Set(languages.flatMap((l) => resolveOperators(opts.ops, l).map((o) => o.id)))];
  const root = createRng(seed);
  const rows: Mutant[] = [];
  const counts: number[] = [];
  const below: string[] = [];
  for (const [i, task] of tasks.entries()) {
    const cands = await mutateTask(task, { ops: opts.ops });
    counts.push(cands.length);
    if (cands.length < MIN_CANDIDATES) below.push(task.id);
    const rng = root.fork(task.id);
    // The fallback operators' candidates only make up a shortfall of the others (as the build screens them).
    const regular = cands.filter((m) => !isFallback(m, task.language));
    if (opts.stack)
      rows.push(
        ...(await stackMutants(task, regular, opts.stack, opts.perTask ?? MUTATE_DEFAULTS.stackPerTask, rng)),
      );
    else if (opts.perTask === undefined) rows.push(...cands);
    else {
      const held = cands.filter((m) => isFallback(m, task.language));
      rows.push(...selectDiverse(regular, opts.perTask, rng));
      rows.push(...selectDiverse(held, Math.max(0, opts.perTask - regular.length), rng));
    }
    if ((i + 1) % 500 === 0) log.info(`mutate: ${i + 1}/${tasks.length} tasks`);
  }
  mkdirSync(dirname(opts.out), { recursive: true });
  writeFileSync(opts.out, toJsonl(rows));
  const tally = (
    key: (m: Mutant) => string,
    order?: (keys: string[]) => string[],
  ): Record<string, number> => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
    const keys = order ? order([...m.keys()]) : [...m.keys()].sort();
    return Object.fromEntries(keys.map((k) => [k, m.get(k)!]));
  };
  const sorted = [...counts].sort((a, b) => a - b);
  return {
    schemaVersion: MUTATE_SUMMARY_VERSION,
    toolVersion: TOOL_VERSION,
    tasksFile: opts.tasksFile,
    out: opts.out,
    seed,
    perTask: opts.perTask ?? (opts.stack ? MUTATE_DEFAULTS.stackPerTask : null),
    stack: opts.stack ?? null,
    ops,
    tasks: tasks.length,
    mutants: rows.length,
    byBugType: tally((r) => r.bug_type, bugTypeOrder),
    byOperator: tally((r) => r.operator),
    candidates: {
      total: counts.reduce((a, b) => a + b, 0),
      min: sorted[0] ?? 0,
      median: sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0,
      max: sorted[sorted.length - 1] ?? 0,
    },
    tasksBelowMin: below,
    minCandidates: MIN_CANDIDATES,
    ms: Math.round(performance.now() - t0),
  };
}

/** The human summary printed on stderr. */
export function formatSummary(s: MutateSummary): string {
  const lines = [
    `mutate: ${s.mutants} mutants from ${s.tasks} tasks -> ${s.out} (${s.ms} ms, seed ${s.seed})`,
    `  candidates per task: min ${s.candidates.min}, median ${s.candidates.median}, max ${s.candidates.max}`,
    ...Object.entries(s.byBugType).map(([t, n]) => `  ${t.padEnd(24)} ${n}`),
  ];
  if (s.tasksBelowMin.length) {
    const shown = s.tasksBelowMin.slice(0, 10).join(', ');
    const more = s.tasksBelowMin.length > 10 ? `, ... (${s.tasksBelowMin.length - 10} more)` : '';
    lines.push(
      `  ${s.tasksBelowMin.length} task(s) with fewer than ${s.minCandidates} candidates: ${shown}${more}`,
    );
  }
  return lines.join('\n');
}
