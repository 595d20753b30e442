import type { Task } from '../core/types.js';
import type { Oracle, SuiteResult } from '../execute/types.js';
import { resolveBuildConfig, withOracle, type BuildConfig } from './config.js';
import { countingOracle, emptyExecution } from './counting.js';
import { fullOutcomeMatrix } from './full-oracle.js';
import { judgedAtCap } from './judged-at-cap.js';
import { finishBuild } from './finish.js';
import { PROBE_TIME_LIMIT } from './cross/probes.js';
import { StageLedger } from './ledger.js';
import { checkSchema } from './stages/1-schema.js';
import { checkSyntax } from './stages/2-syntax.js';
import { runReferences } from './stages/3-reference.js';
import { runVariants, screeningTimeLimit } from './stages/4-variants.js';
import { checkIntegrity } from './stages/5-integrity.js';
import { verifyProvided } from './provided.js';
import type { BuildOptions, BuildResult, Candidate } from './types.js';

export type { BuildOptions, BuildResult, PreBuildStep } from './types.js';
export type { Rejection, RejectionCode } from './rejections.js';
export { REJECTIONS } from './rejections.js';
export {
  FREE_FORM_BUG_TYPE,
  HISTORY_BUG_TYPE,
  PROVIDED_REJECTIONS,
  needsSingleEdit,
  staticCheck,
  verifyProvided,
  type ProvidedOutcome,
  type ProvidedRejection,
} from './provided.js';
export { EDIT_KIND_BUG_TYPES, readEdit, type EditKind } from './edit-kind.js';
export { judgedAtCap } from './judged-at-cap.js';
export { DEFAULT_DISTRACTORS, DEFAULT_SEED, DEFAULT_VARIANT_TIMEOUT_S, SCREEN_MODES } from './config.js';
export { BUILD_DEFAULTS, BUILD_LIMITS } from './defaults.js';

/**
 * The construction pipeline: tasks -> five-stage gate -> a release folder (docs/design.md). Deterministic for the same
 * tasks, options and seed. Throws ExecretError (exit 2) on bad input; returns accepted = 0 when no task survives
 * (the CLI exits 1 and writes nothing).
 */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const config = resolveBuildConfig(opts);
  const ledger = new StageLedger(config.log);
  const execution = emptyExecution();
  const schema = ledger.record('schema', checkSchema(opts.tasksFile));
  const languages = [...new Set(schema.accepted.map((t) => t.language))];
  return withOracle(config, { cache: true, progress: true, languages }, async (oracle) => {
    const counted = (step: keyof typeof execution) => countingOracle(oracle, execution[step]);
    // a candidate's verdict is its verdict under the cap, whatever limit its task's measured reference gave
    const judged = (step: keyof typeof execution) => judgedAtCap(counted(step), config.variantTimeoutS);
    const tasks = await preBuild(config, ledger, oracle, schema.accepted);
    const syntax = ledger.record('syntax', await checkSyntax(tasks));
    const reference = ledger.record('reference', await runReferences(counted('reference'), syntax.accepted));
    const limit = screeningLimits(config, reference.results);
    const provided = await verifyProvided(judged('screening'), reference.accepted, limit);
    const variants = await variantStage(
      config,
      judged('screening'),
      reference.accepted,
      limit,
      provided.kept,
    );
    ledger.timings.mutate = variants.mutateMs; // part of the variants stage: generating and ordering candidates
    ledger.record('variants', variants);
    const integrity = await withOracle(
      config,
      { cache: opts.sweepCache ?? false, progress: false, languages },
      (sweep) =>
        checkIntegrity(
          { sweep: countingOracle(sweep, execution.sweep), cross: counted('cross') },
          variants.accepted,
          {
            strictDuplicates: opts.strictDuplicates === true,
            referenceMs: (id) => reference.results.get(id)!.tests.map((t) => t.ms),
            limit: (ms) => screeningTimeLimit(ms, config.variantTimeoutS, PROBE_TIME_LIMIT),
            capS: config.variantTimeoutS,
          },
        ),
    );
    ledger.timings.cross = integrity.crossMs; // part of the integrity stage
    ledger.record('integrity', integrity);
    const matrix = opts.fullOracle
      ? await fullOutcomeMatrix(judged('matrix'), integrity.accepted, limit)
      : undefined;
    return finishBuild(config, ledger, {
      tasksIn: schema.accepted.length,
      references: reference.results,
      matrix,
      variants,
      builds: integrity.accepted,
      dropped: integrity.dropped,
      cross: integrity.cross,
      isolation: oracle.isolation,
      runtimes: oracle.runtimes,
      execution,
      provided,
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
    config.log.info(`${step.name}: ${tasks.length} tasks (${ledger.lap(step.name)} ms)`);
  }
  return tasks;
}

/**
 * Each task's limit for its candidates' suites: it follows the task's reference run (screeningTimeLimit). It sets
 * how soon a looping candidate is stopped, not its verdict: a suite that times out under it runs again under the
 * cap before it is judged (judgedAtCap), so a reference measured under load changes no outcome.
 */
function screeningLimits(config: BuildConfig, references: Map<string, SuiteResult>): (task: Task) => number {
  const refMs = (id: string) => references.get(id)!.tests.reduce((sum, t) => sum + t.ms, 0);
  return (task) => screeningTimeLimit(refMs(task.id), config.variantTimeoutS);
}

/** Stage 4 under the build's options. */
function variantStage(
  config: BuildConfig,
  oracle: Oracle,
  tasks: Task[],
  timeLimitS: (task: Task) => number,
  provided: ReadonlyMap<string, Candidate[]>,
) {
  return runVariants(oracle, tasks, {
    provided,
    distractors: config.distractors,
    stack: config.opts.stack,
    ops: config.opts.ops,
    seed: config.seed,
    screen: config.screen,
    timeLimitS,
    balanced: config.opts.balanced === true,
  });
}
