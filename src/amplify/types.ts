import type { Logger } from '../core/log.js';
import type { OnProgress } from '../core/progress.js';
import type { LanguageId, Task } from '../core/types.js';
import type { SandboxOptions } from '../execute/options.js';
import type { Suite, TestOutcome } from '../execute/types.js';
import type { Argument, Value } from '../lang/values.js';

/** What amplification itself takes (no files, no sandbox): `amplifyTasks` and `build --amplify` use it too. */
export interface AmplifySettings {
  /** tests per task after amplification, originals included (default 10); originals are never removed */
  maxTests?: number;
  /** tasks that still have fewer tests are left out of the output and reported (default 7; 0 keeps all) */
  minTests?: number;
  seed?: number;
  /** candidate inputs tried per task and round (default 32) */
  candidates?: number;
  /** mutants per task the added tests are chosen to kill (default 16) */
  mutants?: number;
  /** mutation operators for those mutants (default: all, as build) */
  ops?: string[];
  log?: Logger;
}

export interface AmplifyOptions extends AmplifySettings, SandboxOptions {
  /** native task JSONL in */
  tasksFile: string;
  /** native task JSONL out: the same tasks with the added tests */
  out: string;
  /** SQLite outcome cache, or false (a rerun resumes from it) */
  cache?: string | false;
  onProgress?: OnProgress;
}

/** How a test's expression is written around its call: `set(f(<args>))`, `math.isclose(f(<args>), <want>, ...)`. */
export interface Template {
  /** the expression whose value the test checks, for these arguments (source text) */
  observed(args: string): string;
  /** the test for these arguments and this expected value, or null when none can be written */
  test(args: string, expected: Value, atol: number | undefined): string | null;
}

/** A call of the entry point in a task's tests (or a given input), with literal arguments. */
export interface CallSite {
  args: readonly Argument[];
  template: Template;
}

/** A candidate input: arguments and the template of the call it came from. */
export interface Candidate {
  args: readonly Argument[];
  /** the arguments as source text */
  text: string;
  template: Template;
  /** where it came from: a given input of the task, or a mutation */
  origin: 'given' | 'mutated';
}

/** What running the reference on one candidate gave. */
export type Probe =
  | {
      kind: 'value';
      literal: string;
      /** the template the test is written with when it is not the candidate's (a result the language wrapped) */
      template?: Template;
    }
  | { kind: 'rejected'; reason: RejectReason; detail?: string };

/** Why a candidate input does not become a test; counted in the report. */
export const REJECT_REASONS = Object.freeze({
  raises: 'the reference raises on it',
  slow: 'the reference ran out of CPU time on it',
  nondeterministic: 'the reference gave different results on two runs',
  hashOrder: 'the result depends on the string-hash seed (set order)',
  unwritable: 'the result has no literal that reads back (an object, nan, inf)',
  tooLong: 'the result or the input is too long for a readable test',
  noTolerance: 'a float result in a shape no tolerance check covers',
  failsAlone: 'the written test failed when the reference ran it in the oracle',
  lost: 'the probe did not report (the suite ran out of time)',
});
export type RejectReason = keyof typeof REJECT_REASONS;

/** Verdicts of one snippet on a list of tests: p passed, f assertion failed, e error, t time-out, - not run. */
export type Verdicts = string;

/**
 * What amplify needs from a language; one entry per language in `amplifiers` (src/amplify/languages). Python is
 * the first; JavaScript joins with its own literal rendering, call parsing and kit.
 */
export interface AmplifyLanguage {
  readonly id: LanguageId;
  /** calls of the entry point with literal arguments in the task's tests, each with its test's template */
  callSites(task: Task): Promise<CallSite[]>;
  /** the task's given `inputs`, parsed, with the template of a call site of the same arity; unreadable ones left out */
  givenInputs(task: Task, sites: readonly CallSite[]): Promise<CallSite[]>;
  renderArguments(args: readonly Argument[]): string;
  /** the reference on each candidate: one test per candidate (plus checks the language needs) */
  probeSuite(task: Task, candidates: readonly Candidate[]): Promise<Suite>;
  /** the probe outcomes, one per candidate */
  readProbes(task: Task, candidates: readonly Candidate[], outcomes: readonly TestOutcome[]): Probe[];
  /** the value a probe's literal stands for (to write its test) */
  parseLiteral(literal: string): Promise<Value | null>;
  /**
   * every snippet (reference first) against every test, each test under `limitS` CPU seconds; one that runs out of
   * it runs again under `capS` before it is judged
   */
  killSuite(
    task: Task,
    tests: readonly string[],
    originals: number,
    snippets: readonly string[],
    limits: { limitS: number; capS: number },
  ): Suite;
  /** each snippet's verdicts from the suite's outcomes, or null for a snippet whose run did not report */
  readKills(outcomes: readonly TestOutcome[], snippets: number, tests: number): (Verdicts | null)[];
}

export interface TaskReport {
  task: string;
  testsBefore: number;
  testsAfter: number;
  candidates: number;
  rejected: Partial<Record<RejectReason, number>>;
  /** mutants sampled, and how many the tests kill before and after (null: the kill run did not report) */
  mutants: number;
  killedBefore: number | null;
  killedAfter: number | null;
  /** why the task was left out of the output, if it was */
  dropped?: string;
}

/** What amplification did, without the files (the build logs it for `build --amplify`). */
/** The version of the summary `execret amplify --json` prints (its `schemaVersion`). */
export const AMPLIFY_SUMMARY_VERSION = 1;

export interface AmplifyReport {
  schemaVersion: typeof AMPLIFY_SUMMARY_VERSION;
  toolVersion: string;
  seed: number;
  options: { maxTests: number; minTests: number; candidates: number; mutants: number };
  tasks: number;
  written: number;
  dropped: { task: string; reason: string }[];
  testsBefore: number;
  testsAfter: number;
  rejected: Partial<Record<RejectReason, number>>;
  /** over the sampled mutants of every task with kill data: killed by the tests before and after */
  killRate: { mutants: number; before: number; after: number };
  perTask: TaskReport[];
  /** oracle suites run, and how many of them the outcome cache answered (a rerun resumes from it) */
  execution: { suites: number; cached: number };
  isolation: string;
  timings: Record<string, number>;
}

/** The `execret amplify --json` document. */
export interface AmplifySummary extends AmplifyReport {
  tasksFile: string;
  /** null when no task was kept (nothing is written then) */
  out: string | null;
}
