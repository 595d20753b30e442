import { rmSync } from 'node:fs';
import type { IsolationInfo, RuntimeInfo, SuiteResult } from '../execute/types.js';
import { recordedOptions, type BuildConfig } from './config.js';
import { buildEnvironment } from './environment.js';
import type { StageLedger } from './ledger.js';
import { writeRelease } from '../release/write.js';
import { oracleRows, releaseContents } from './records.js';
import { killRates } from './kill-rates.js';
import { qualityByDomain } from './quality.js';
import { renderBuildReport } from './report.js';
import type { CrossFindings } from './cross/index.js';
import type { Dropped } from './stages/5-integrity.js';
import type { VariantOutcome } from './stages/4-variants.js';
import type { ProvidedOutcome } from './provided.js';
import type { BuildResult, ExecutionCounts, ProvidedSummary, TaskBuild } from './types.js';
import { byCodeUnit } from '../core/order.js';

/** What the stages produced, for the release and the summary. */
export interface BuildProducts {
  tasksIn: number;
  references: Map<string, SuiteResult>;
  /** `--full-oracle`: every released distractor on every test, by candidate id */
  matrix?: Map<string, SuiteResult>;
  variants: VariantOutcome;
  builds: TaskBuild[];
  dropped: Dropped[];
  cross: CrossFindings;
  isolation: IsolationInfo;
  runtimes: RuntimeInfo[];
  execution: BuildResult['execution'];
  provided: ProvidedOutcome;
}

const sortObj = (o: Record<string, number>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => byCodeUnit(a, b)));

function tally<T>(items: readonly T[], key: (t: T) => string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const it of items) out[key(it)] = (out[key(it)] ?? 0) + 1;
  return sortObj(out);
}

/** Write the release (when a task survived) and return the build's summary. */
export function finishBuild(config: BuildConfig, ledger: StageLedger, p: BuildProducts): BuildResult {
  const kept = p.builds.flatMap((b) => b.kept);
  const perBug = tally(kept, (c) => c.mutant.bug_type);
  const files = p.builds.length > 0 ? writeOutputs(config, ledger, p, perBug) : {};
  ledger.timings.total = ledger.total();
  const kr = killRates(p.builds);
  return {
    outDir: config.opts.outDir,
    tasks: p.tasksIn,
    accepted: p.builds.length,
    rejected: ledger.rejected,
    stages: ledger.stages,
    distractors: kept.length,
    distractorsPerBugType: perBug,
    failureKinds: tally(kept, (c) => c.failure ?? 'none'),
    tasksWithFullPool: p.builds.filter((b) => b.kept.length >= config.distractors).length,
    killRate: {
      overall: kr.overall.rate,
      perDomain: Object.fromEntries(kr.perDomain.map((d) => [d.domain, d.rate])),
    },
    isolation: p.isolation,
    runtimes: p.runtimes,
    timings: ledger.timings,
    ...(p.variants.balance ? { balanced: p.variants.balance } : {}),
    quality: qualityByDomain(p.builds),
    cross: p.cross,
    screening: p.variants.screening,
    execution: p.execution,
    provided: providedSummary(p),
    files,
  };
}

/** Offered and kept task-provided distractors by origin, and every rejection (in task, then index order). */
function providedSummary(p: BuildProducts): ProvidedSummary {
  const kept = p.builds.flatMap((b) => b.kept).filter((c) => c.origin);
  return {
    offered: sortObj(p.provided.offered),
    kept: tally(kept, (c) => c.origin!),
    rejected: [...p.provided.rejected].sort((a, b) =>
      a.task < b.task ? -1 : a.task > b.task ? 1 : a.index - b.index,
    ),
  };
}

/** The generated tasks' models and prompt hashes (sorted, distinct), or undefined when no task has provenance. */
function provenanceOf(builds: readonly TaskBuild[]) {
  const models = new Set<string>();
  const prompts = new Map<string, Set<string>>();
  for (const { task } of builds) {
    if (!task.provenance) continue;
    models.add(task.provenance.model);
    for (const [k, h] of Object.entries(task.provenance.prompt_sha256)) {
      if (!prompts.has(k)) prompts.set(k, new Set());
      prompts.get(k)!.add(h);
    }
  }
  if (models.size === 0) return undefined;
  return {
    models: [...models].sort(),
    prompt_sha256: Object.fromEntries(
      [...prompts.keys()].sort().map((k) => [k, [...prompts.get(k)!].sort()]),
    ),
  };
}

function writeOutputs(
  config: BuildConfig,
  ledger: StageLedger,
  p: BuildProducts,
  perBug: Record<string, number>,
): Record<string, string> {
  const { opts, seed } = config;
  const options = recordedOptions(config);
  const kept = p.builds.flatMap((b) => b.kept);
  rmSync(opts.outDir, { recursive: true, force: true });
  const report = renderBuildReport({
    seed,
    options,
    isolation: p.isolation,
    runtimes: p.runtimes,
    stages: ledger.stages.map(({ ms: _ms, ...s }) => s),
    rejected: ledger.rejected,
    dropped: p.dropped,
    cross: p.cross,
    strictDuplicates: opts.strictDuplicates === true,
    balance: p.variants.balance,
    builds: p.builds,
    provided: providedSummary(p),
  });
  const oracle = oracleRows(p.builds, p.references, p.matrix);
  return writeRelease(opts.outDir, releaseContents(p.builds, oracle, report), {
    seed,
    options: {
      ...options,
      ops: opts.ops ?? null,
      ...(opts.preBuild?.length ? { preBuild: opts.preBuild.map((s) => s.name) } : {}),
      ...(opts.fullOracle ? { fullOracle: true } : {}),
      ...(opts.strictDuplicates ? { strictDuplicates: true } : {}),
    },
    inputFile: opts.tasksFile,
    counts: {
      tasksIn: p.tasksIn,
      queries: p.builds.length,
      rejected: ledger.rejected.length,
      corpus: p.builds.length + kept.length,
      distractors: kept.length,
      candidates: p.variants.screening.candidates,
      screened: p.variants.screening.screened,
      screeningRounds: p.variants.screening.rounds,
      killed: killRates(p.builds).overall.killed,
    },
    distractorsPerBugType: perBug,
    ...(p.provided.rejected.length || Object.keys(p.provided.offered).length
      ? { distractorsPerOrigin: tally(kept, (c) => c.origin ?? 'engine') }
      : {}),
    ...(provenanceOf(p.builds) ? { provenance: provenanceOf(p.builds) } : {}),
    runtimes: p.runtimes,
    isolation: p.isolation,
    environment: buildEnvironment(p.isolation, p.runtimes),
  });
}

export type { ExecutionCounts };
