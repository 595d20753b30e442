import type { Task } from '../core/types.js';
import type { Oracle } from '../execute/types.js';
import { resolveBuildConfig, withOracle, type BuildConfig } from './config.js';
import { countingOracle, emptyCounts } from './counting.js';
import { finishBuild } from './finish.js';
import { StageLedger } from './ledger.js';
import { checkSchema } from './stages/1-schema.js';
import { checkSyntax } from './stages/2-syntax.js';
import { runReferences } from './stages/3-reference.js';
import { runVariants, screeningTimeLimit } from './stages/4-variants.js';
import { checkIntegrity } from './stages/5-integrity.js';
import type { BuildOptions, BuildResult } from './types.js';

export type { BuildOptions, BuildResult, PreBuildStep } from './types.js';
export type { Rejection, RejectionCode } from './rejections.js';
export { REJECTIONS } from './rejections.js';
export { DEFAULT_DISTRACTORS, DEFAULT_SEED, DEFAULT_VARIANT_TIMEOUT_S, SCREEN_MODES } from './config.js';

/**
 * The construction pipeline: tasks -> five-stage gate -> a release folder (DESIGN.md). Deterministic for the same
 * tasks, options and seed. Throws ExecretError (exit 2) on bad input; returns accepted = 0 when no task survives
 * (the CLI exits 1 and writes nothing).
 */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const config = resolveBuildConfig(opts);
  const ledger = new StageLedger(config.log);
  const execution = { reference: emptyCounts(), screening: emptyCounts(), sweep: emptyCounts() };
  const schema = ledger.record('schema', checkSchema(opts.tasksFile));
  return withOracle(config, { cache: true, progress: true }, async (oracle) => {
    const tasks = await preBuild(config, ledger, oracle, schema.accepted);
    const syntax = ledger.record('syntax', await checkSyntax(tasks));
    const reference = ledger.record(
      'reference',
      await runReferences(countingOracle(oracle, execution.reference), syntax.accepted),
    );
    const variants = await variantStage(config, countingOracle(oracle, execution.screening), reference);
    ledger.timings.mutate = variants.mutateMs; // part of the variants stage: generating and ordering candidates
    ledger.record('variants', variants);
    const integrity = await withOracle(config, { cache: false, progress: false }, (sweep) =>
      checkIntegrity(countingOracle(sweep, execution.sweep), variants.accepted),
    );
    ledger.record('integrity', integrity);
    return finishBuild(config, ledger, {
      tasksIn: schema.accepted.length,
      references: reference.results,
      variants,
      builds: integrity.accepted,
      dropped: integrity.dropped,
      isolation: oracle.isolation,
      runtimes: oracle.runtimes,
      execution,
    });
  });
}

/** The steps that rewrite the tasks before the gate (`opts.preBuild`, e.g. test amplification), in order. */
async function preBuild(
  config: BuildConfig,
  ledger: StageLedger,
  oracle: Oracle,
  tasks: Task[],
): Promise<Task[]> {
  for (const step of config.opts.preBuild ?? []) {
    tasks = await step.run(tasks, { oracle, seed: config.seed, log: config.log });
    config.log(`${step.name}: ${tasks.length} tasks (${ledger.lap(step.name)} ms)`);
  }
  return tasks;
}

/** Stage 4 under the build's options: each task's candidates under a limit that follows its reference run. */
function variantStage(
  config: BuildConfig,
  oracle: Oracle,
  reference: { accepted: Task[]; results: Awaited<ReturnType<typeof runReferences>>['results'] },
) {
  const refMs = (id: string) => reference.results.get(id)!.tests.reduce((sum, t) => sum + t.ms, 0);
  return runVariants(oracle, reference.accepted, {
    distractors: config.distractors,
    stack: config.opts.stack,
    ops: config.opts.ops,
    seed: config.seed,
    screen: config.screen,
    timeLimitS: (task) => screeningTimeLimit(refMs(task.id), config.variantTimeoutS),
  });
}
