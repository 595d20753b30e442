import type { LanguageId } from '../../../core/types.js';

/** One function of a repository file that may become a task (before execution decides). */
export interface RepoCandidate {
  name: string;
  /** 1-based line of the `def` */
  line: number;
  /** dotted module name as the repository imports it (`pkg.sub.mod`) */
  module?: string;
  /** the docstring's prose, or null when none is left */
  query?: string | null;
  code?: string;
  context?: string;
  tests?: string[];
  /** asserts of the repository's pytest files that call the function with literal arguments */
  pytest?: string[];
  /** argument lists of the examples that call the function with literal arguments (for amplify) */
  inputs?: string[];
  /** doctest examples in the docstring */
  examples?: number;
  /** why it cannot be a task, found without running it */
  skip?: string;
}

/** One file of the repository: its candidates, or why the whole file was left out. */
export interface RepoFile {
  path: string;
  skip?: string;
  line?: number;
  functions: RepoCandidate[];
}

/** One earlier version of a file, and the functions to read out of it. */
export interface VersionRequest {
  key: string;
  text: string;
  names: string[];
}

/** A function as an earlier version of its file had it. */
export interface FunctionVersion {
  code: string;
  /**
   * The statements of that version of the module the function needed then (imports, constants, helpers), in
   * file order; null when they cannot be stated on their own (a relative import)
   */
  helpers: string[] | null;
}

/**
 * One language's reading of a repository: which files, what functions and tests they hold, and how to read a
 * function out of an earlier version of a file (for --history). Adding JavaScript or TypeScript is one more
 * adapter in REPO_ADAPTERS.
 */
export interface RepoAdapter {
  readonly language: LanguageId;
  readonly extensions: readonly string[];
  /** the setup every task of this language gets (the doctest checker its tests call) */
  readonly setup: string;
  extract(root: string, files: readonly string[], interpreter: string): RepoFile[];
  /** each function's code in each version, keyed `${key}\u0000${name}` (null: not there, or does not parse) */
  functionVersions(
    items: readonly VersionRequest[],
    interpreter: string,
  ): Map<string, FunctionVersion | null>;
}
