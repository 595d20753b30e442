import { rmSync } from 'node:fs';
import { lookup } from '../core/registry.js';
import type { Task } from '../core/types.js';
import { countingOracle, emptyCounts } from './counting.js';
import { createOracle } from '../execute/index.js';
import { loadTasks } from '../tasks/load.js';
import { oracleRows, writeRelease } from './release.js';
import { killRates, renderBuildReport } from './report.js';
import { checkSyntax } from './stages/2-syntax.js';
import { runReferences } from './stages/3-reference.js';
import { runVariants, SCREEN_TIME_LIMIT, screeningTimeLimit } from './stages/4-variants.js';
import { checkIntegrity } from './stages/5-integrity.js';
import type { BuildOptions, BuildResult, Rejection, ScreenMode, StageName, StageStats } from './types.js';

export type { BuildOptions, BuildResult } from './types.js';

export const DEFAULT_DISTRACTORS = 4;
export const DEFAULT_SEED = 13;
export const DEFAULT_VARIANT_TIMEOUT_S = 1;
export const SCREEN_MODES: Readonly<Record<ScreenMode, ScreenMode>> = Object.freeze({
  auto: 'auto',
  all: 'all',
});

/**
 * The construction pipeline: tasks -> five-stage gate -> a release folder (DESIGN.md). Deterministic for the same
 * tasks, options and seed. Throws ExecretError (exit 2) on bad input; returns accepted = 0 when no task survives
 * (the CLI exits 1 and writes nothing).
 */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const seed = opts.seed ?? DEFAULT_SEED;
  const distractors = opts.distractors ?? DEFAULT_DISTRACTORS;
  const timeoutS = opts.timeoutS ?? 5;
  // A mutant that loops forever costs its whole time limit, and a few percent of candidates do (`lo = mid`).
  // The references run in milliseconds, so screening candidates under a shorter limit changes no verdict that
  // matters: a candidate that times out is still "fails", and is the least preferred kind of distractor. This is
  // the cap; each task's candidates get a limit that follows its reference run (screeningTimeLimit).
  const variantTimeoutS = opts.variantTimeoutS ?? Math.min(timeoutS, DEFAULT_VARIANT_TIMEOUT_S);
  const memoryMb = opts.memoryMb ?? 1024;
  const screen = lookup('screen mode', SCREEN_MODES, opts.screen ?? 'auto');
  const execution = { reference: emptyCounts(), screening: emptyCounts(), sweep: emptyCounts() };
  const log = opts.log ?? (() => {});
  const timings: Record<string, number> = {};
  const stages: StageStats[] = [];
  const rejected: Rejection[] = [];
  const t0 = performance.now();
  let mark = t0;
  const stage = (name: StageName, input: number, accepted: number, rej: Rejection[]) => {
    const now = performance.now();
    const reasons: Record<string, number> = {};
    for (const r of rej) {
      const key = r.reason
        .replace(/"[^"]*"/g, '"…"')
        .replace(/\b(test|task) \S+/g, '$1 …')
        .split(':')[0];
      reasons[key] = (reasons[key] ?? 0) + 1;
    }
    stages.push({ stage: name, input, accepted, rejected: rej.length, reasons, ms: Math.round(now - mark) });
    timings[name] = Math.round(now - mark);
    mark = now;
    rejected.push(...rej);
    log(`${name}: ${accepted} accepted, ${rej.length} rejected (${timings[name]} ms)`);
  };

  // 1. Schema: the loader validates every line and throws (exit 2) naming file, line and field.
  const tasks: Task[] = loadTasks(opts.tasksFile);
  stage('schema', tasks.length, tasks.length, []);

  // 2. Syntax-tree semantics.
  const syntax = await checkSyntax(tasks);
  stage('syntax', tasks.length, syntax.accepted.length, syntax.rejected);

  const oracle = await createOracle({
    timeoutS,
    memoryMb,
    jobs: opts.jobs,
    cache: opts.cache,
    python: opts.python,
    share: opts.share,
    onProgress: (d, t) => opts.onProgress?.('execute', d, t),
  });
  let result: BuildResult;
  try {
    // 3. Reference execution.
    const ref = await runReferences(countingOracle(oracle, execution.reference), syntax.accepted);
    stage('reference', syntax.accepted.length, ref.accepted.length, ref.rejected);

    // 4. Variant execution: each task's candidates under a limit that follows its reference run.
    const refMs = (id: string) => ref.results.get(id)!.tests.reduce((sum, t) => sum + t.ms, 0);
    const variants = await runVariants(countingOracle(oracle, execution.screening), ref.accepted, {
      distractors,
      stack: opts.stack,
      ops: opts.ops,
      seed,
      screen,
      timeLimitS: (task) => screeningTimeLimit(refMs(task.id), variantTimeoutS),
    });
    timings.mutate = variants.mutateMs; // part of the variants stage: generating and ordering the candidates
    stage('variants', ref.accepted.length, variants.builds.length, variants.rejected);

    // 5. Corpus integrity, with a sweep that does not trust the cache.
    const sweepOracle = await createOracle({
      timeoutS,
      memoryMb,
      jobs: opts.jobs,
      cache: false,
      python: opts.python,
      share: opts.share,
    });
    let integrity;
    try {
      integrity = await checkIntegrity(countingOracle(sweepOracle, execution.sweep), variants.builds);
    } finally {
      await sweepOracle.close();
    }
    const builds = integrity.builds;
    stage('integrity', variants.builds.length, builds.length, integrity.rejected);

    const kr = killRates(builds);
    const kept = builds.flatMap((b) => b.kept);
    const perBug: Record<string, number> = {};
    const kinds: Record<string, number> = {};
    for (const c of kept) {
      perBug[c.mutant.bug_type] = (perBug[c.mutant.bug_type] ?? 0) + 1;
      kinds[c.failure ?? 'none'] = (kinds[c.failure ?? 'none'] ?? 0) + 1;
    }
    const sortObj = (o: Record<string, number>) =>
      Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1)));
    const options = {
      distractors,
      stack: opts.stack ?? null,
      timeoutS,
      variantTimeoutS,
      screenTimeLimit: { ...SCREEN_TIME_LIMIT, capS: variantTimeoutS },
      screen,
      memoryMb,
    };
    let files: Record<string, string> = {};
    if (builds.length > 0) {
      rmSync(opts.outDir, { recursive: true, force: true });
      const report = renderBuildReport({
        seed,
        options,
        isolation: oracle.isolation,
        runtimes: oracle.runtimes,
        stages: stages.map(({ ms: _ms, ...s }) => s),
        rejected,
        dropped: integrity.dropped,
        builds,
      });
      files = writeRelease(opts.outDir, builds, oracleRows(builds, ref.results), report, {
        seed,
        options: { ...options, ops: opts.ops ?? null },
        inputFile: opts.tasksFile,
        counts: {
          tasksIn: tasks.length,
          queries: builds.length,
          rejected: rejected.length,
          corpus: builds.length + kept.length,
          distractors: kept.length,
          candidates: variants.screening.candidates,
          screened: variants.screening.screened,
          screeningRounds: variants.screening.rounds,
          killed: kr.overall.killed,
        },
        distractorsPerBugType: sortObj(perBug),
        runtimes: oracle.runtimes,
        isolation: oracle.isolation,
      });
    }
    timings.total = Math.round(performance.now() - t0);
    result = {
      outDir: opts.outDir,
      tasks: tasks.length,
      accepted: builds.length,
      rejected,
      stages,
      distractors: kept.length,
      distractorsPerBugType: sortObj(perBug),
      failureKinds: sortObj(kinds),
      tasksWithFullPool: builds.filter((b) => b.kept.length >= distractors).length,
      killRate: {
        overall: kr.overall.rate,
        perDomain: Object.fromEntries(kr.perDomain.map((d) => [d.domain, d.rate])),
      },
      isolation: oracle.isolation,
      runtimes: oracle.runtimes,
      timings,
      screening: variants.screening,
      execution,
      files,
    };
  } finally {
    await oracle.close();
  }
  return result;
}
