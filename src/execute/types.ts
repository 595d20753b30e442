import type { LanguageId, TestStatus } from '../core/types.js';
import type { SandboxOptions } from './options.js';

/** One snippet to run against one task's tests: snippet code, then setup, then each test in a fresh namespace. */
export interface Suite {
  /** id of the snippet (a task id for a reference, a corpus id for a variant) */
  snippet: string;
  task: string;
  language: LanguageId;
  code: string;
  setup?: string;
  /** code run before the snippet in each test's namespace (a repository task's module context; Python only) */
  context?: string;
  tests: string[];
  /** this suite's wall-clock limit, seconds, instead of the oracle's (the CPU limit follows it) */
  timeoutS?: number;
  /**
   * Suites of the same group may run one after another in one forked process (up to `share` of them, when each
   * passes the harness's sharing screen); a suite without one always gets a process of its own. Give one group
   * only to suites whose snippet, setup and tests all come from one task entry (its canonical and its variants):
   * whatever a snippet does to its process can then reach no other task's verdict.
   */
  group?: string;
  /**
   * Stop at the first test that does not pass (screening: one failure is enough to kill a mutant). The result's
   * `tests` is then the prefix that ran, ending at that test.
   */
  failFast?: boolean;
}

export interface TestOutcome {
  status: TestStatus;
  /** wall-clock milliseconds, rounded to an integer */
  ms: number;
  /** truncated message; empty on a pass */
  message: string;
}

export interface SuiteResult {
  snippet: string;
  task: string;
  tests: TestOutcome[];
  /** true when every test passed */
  passed: boolean;
  /** true when the outcome came from the cache */
  cached: boolean;
}

/** How strongly snippets are isolated on this machine; recorded in outputs. */
export interface IsolationInfo {
  level: 'full' | 'partial' | 'none';
  /** which mechanisms are in force: e.g. ["bwrap", "unshare-net", "rlimits", "clean-env"] */
  mechanisms: string[];
  /** what is missing, in words, if anything */
  missing: string[];
}

export interface RuntimeInfo {
  language: LanguageId;
  executable: string;
  version: string;
}

/** The sandbox's settings (SandboxOptions: limits, workers, interpreter, mode) plus what the oracle adds. */
export interface OracleOptions extends SandboxOptions {
  /** SQLite outcome cache path, or false to disable */
  cache?: string | false;
  /**
   * The languages of the suites to come (default: Python): their runtimes are resolved and their sandboxes probed
   * at once, so that `isolation` and `runtimes` describe them before the first run. A suite of another language
   * starts its runtime when it first comes.
   */
  languages?: readonly LanguageId[];
  /** suites finished so far, as `{ label: 'execute', done, total }` per run() */
  onProgress?: import('../core/progress.js').OnProgress;
  /** where one-time notices go (a missing isolation tool); default: stderr */
  log?: import('../core/log.js').Logger;
  /**
   * When execret runs as root, tests drop to a uid of their worker's own (default true). Turning it off exists for
   * tests of the worker-restart path: a snippet can then kill its server.
   */
  unprivileged?: boolean;
}

export interface Oracle {
  readonly isolation: IsolationInfo;
  /** what snippets see of the host's file system: a minimal read-only view, or undefined when they see all of it */
  readonly view?: import('./fs-view.js').FsView;
  readonly runtimes: RuntimeInfo[];
  /** the limits every suite runs under, after defaults */
  readonly limits: { timeoutS: number; memoryMb: number; jobs: number };
  /** Results in the same order as the input suites. Never throws for a snippet's misbehaviour. */
  run(suites: readonly Suite[]): Promise<SuiteResult[]>;
  close(): Promise<void>;
}
