import type { Logger } from '../core/log.js';
import type { OnProgress } from '../core/progress.js';
import type {
  CommitRef,
  CorpusRecord,
  DistractorOrigin,
  Edit,
  Mutant,
  OracleRow,
  Task,
  TestStatus,
} from '../core/types.js';
import type { ProvidedRejection } from './provided.js';
import type { SandboxOptions } from '../execute/options.js';
import type { IsolationInfo, Oracle, RuntimeInfo, SuiteResult } from '../execute/types.js';
import type { CrossFindings } from './cross/index.js';
import type { DomainQuality } from './quality.js';
import type { BalanceStats } from './balanced.js';
import type { Rejection } from './rejections.js';

/** The sandbox settings (timeoutS, memoryMb, maxProcs, jobs, share, python, sandbox) are the oracle's own. */
export interface BuildOptions extends SandboxOptions {
  /** native task JSONL */
  tasksFile: string;
  outDir: string;
  /** distractors kept per task (BUILD_LIMITS: 0..16; the pool-density ablation builds 0..4; default 4) */
  distractors?: number;
  /** when set (2..4), distractors are stacked mutants of K line-disjoint edits */
  stack?: number;
  seed?: number;
  /**
   * the most a candidate mutant's suite may take while screening (default min(timeoutS, 1)); each task's own limit
   * follows its reference run (see SCREEN_TIME_LIMIT in stages/4-variants.ts)
   */
  variantTimeoutS?: number;
  /** `auto` (default): stop screening a task once its kept set is settled; `all`: screen every candidate */
  screen?: ScreenMode;
  cache?: string | false;
  /**
   * where the integrity stage's final sweep keeps its outcomes. Default: nowhere (the sweep never trusts a cache:
   * it re-runs every kept distractor in fresh processes). A sharded build (`--shard`) sets it to its shard
   * folder, so that `execret merge` reuses the sweeps its shards ran instead of running them again; no other
   * command reads it.
   */
  sweepCache?: string;
  /** mutation operators to use (default: all) */
  ops?: string[];
  /**
   * oracle.jsonl holds every released snippet against every test of its task (the full outcome matrix), not the
   * screening runs that stop at a distractor's first failing test
   */
  fullOracle?: boolean;
  /**
   * reject, besides duplicates by name, the tasks whose reference passes another task's tests (entry point
   * aliased) and the tasks whose query is near another's (TF-IDF cosine > 0.8); the second in id order goes
   */
  strictDuplicates?: boolean;
  /**
   * about half the tasks (a seeded coin each) get a pool built around a failing clone, of which the canonical and
   * the other clones are single edits (balanced.ts), so that structure alone cannot find the canonical
   */
  balanced?: boolean;
  /**
   * Steps that rewrite the tasks after the schema stage and before the rest of the gate (e.g. test
   * amplification), run in order; their names are recorded in the manifest's options.
   */
  preBuild?: readonly PreBuildStep[];
  /** the build's sandboxed runs, as `{ scope: 'build', label: 'execute', done, total }` */
  onProgress?: OnProgress;
  /** one line per stage and notices; default: silent */
  log?: Logger;
}

/** A step that rewrites the tasks before the gate. The oracle is the build's own (sandbox settings, cache). */
export interface PreBuildStep {
  readonly name: string;
  run(tasks: readonly Task[], ctx: { oracle: Oracle; seed: number; log: Logger }): Promise<Task[]>;
}

export type ScreenMode = 'auto' | 'all';

export type StageName = 'schema' | 'syntax' | 'reference' | 'variants' | 'integrity';

export type { Rejection, RejectionCode } from './rejections.js';

/** What a gate stage returns: what passes on to the next stage, and what it rejects, with a code each. */
export interface StageOutcome<T> {
  accepted: T[];
  rejected: Rejection[];
}

/** How a kept distractor fails: on a wrong answer (an assertion), or by error, timeout or crash. */
export type FailureKind = 'assertion' | 'error' | 'timeout' | 'crashed';

export interface Candidate {
  mutant: Mutant;
  /** the screening run (served from the outcome cache on a rebuild, so its rows are byte-stable) */
  result: SuiteResult;
  /** statuses of the tests that were run (screening stops at the first test that does not pass) */
  statuses: TestStatus[];
  killed: boolean;
  failure: FailureKind | null;
  /** a stacked candidate's edits, each run alone as the single-edit candidate it comes from (`usable` in suites.ts) */
  components?: Candidate[];
  /** in a balanced pool: the centre candidate (its id) this one is a single edit of */
  base?: string;
  /** a task-provided distractor's origin (provided.ts); absent for the engine's candidates */
  origin?: DistractorOrigin;
  /** a `history` distractor's commit */
  commit?: CommitRef;
}

export interface TaskBuild {
  task: Task;
  /** the screened candidates, in id order (every candidate with `screen: all`) */
  candidates: Candidate[];
  /** candidate mutants generated for the task */
  generated: number;
  kept: Candidate[];
  /** `--balanced`: the id of the kept candidate the pool is built around, when it is */
  centre?: string;
}

export interface StageStats {
  stage: StageName;
  input: number;
  accepted: number;
  rejected: number;
  /** rejections counted by code (REJECTIONS in rejections.ts), in code order */
  reasons: Record<string, number>;
  ms: number;
}

export interface BuildResult {
  outDir: string;
  tasks: number;
  accepted: number;
  rejected: Rejection[];
  stages: StageStats[];
  distractors: number;
  distractorsPerBugType: Record<string, number>;
  failureKinds: Record<string, number>;
  tasksWithFullPool: number;
  killRate: { overall: number; perDomain: Record<string, number> };
  isolation: IsolationInfo;
  runtimes: RuntimeInfo[];
  timings: Record<string, number>;
  /** how screening went: rounds, candidates generated and screened */
  screening: { mode: ScreenMode; rounds: number; candidates: number; screened: number };
  /** with `balanced`: the tasks asked for, given and denied a balanced pool, and the clones of centres screened */
  balanced?: BalanceStats;
  /** the build report's quality table: per domain, then `all` */
  quality: DomainQuality[];
  /** name collisions, duplicates by execution and near-duplicate queries found by the integrity stage */
  cross: CrossFindings;
  /** suites the oracle ran (not served by the cache), per step, with the time spent in time-outs */
  execution: Record<ExecutionStep, ExecutionCounts>;
  /** task-provided distractors (the tasks' `distractors`): offered and kept by origin, and each one rejected */
  provided: ProvidedSummary;
  files: Record<string, string>;
}

export type { CorpusRecord, Edit, OracleRow };

export interface ProvidedSummary {
  offered: Record<string, number>;
  kept: Record<string, number>;
  rejected: ProvidedRejection[];
}

/**
 * Steps that run suites: the references, screening candidates, the uncached integrity sweep, the cross-task
 * checks (name collisions and duplicates by execution) and `--full-oracle`'s outcome matrix.
 */
export type ExecutionStep = 'reference' | 'screening' | 'sweep' | 'cross' | 'matrix';

export interface ExecutionCounts {
  /** suites asked for */
  suites: number;
  /** suites executed (not served by the outcome cache) */
  executed: number;
  /** tests executed */
  tests: number;
  /** executed suites that ended in a time-out */
  timedOut: number;
  /** seconds those time-outs cost: the sum of their suites' limits */
  timeoutS: number;
}
