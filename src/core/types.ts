/** Shared data shapes. These mirror the on-disk contracts in docs/formats.md; keep them stable. */

export type LanguageId = 'python' | 'javascript' | 'typescript';

/** A benchmark task (one line of native task JSONL). */
export interface Task {
  id: string;
  language: LanguageId;
  domain: string;
  query: string;
  entry_point: string;
  code: string;
  tests: string[];
  setup?: string;
  /**
   * Candidate inputs for `execret amplify`: argument lists in the task's language (`[1, 2], 3`), e.g. EvalPlus's
   * base_input and plus_input. Other stages ignore them.
   */
  inputs?: string[];
  /** absolute tolerance for float results in tests amplify writes (EvalPlus's `atol`) */
  atol?: number;
  /**
   * Task format 2: code run in each test's namespace BEFORE the snippet (a repository task's module imports,
   * constants and helpers); the corpus text stays `code` alone. Written by `execret import repo`.
   */
  context?: string;
  /** Task format 2: where a repository task came from (`execret import repo`) */
  source?: TaskSource;
  /** Task format 2: candidate buggy variants supplied with the task (`build` verifies each) */
  distractors?: TaskDistractor[];
}

/** Where a task imported from a repository came from: path relative to the repository, 1-based line, commit. */
export interface TaskSource {
  path: string;
  line: number;
  /** `git rev-parse HEAD` of the repository, or null when it is not a git repository */
  commit: string | null;
}

/** A candidate distractor supplied with a task (task format 2): from the repository's history, or a model. */
export interface TaskDistractor {
  code: string;
  bug_type: string;
  origin: 'llm' | 'history';
  description?: string;
  /** for `history`: the commit whose version of the function this is */
  commit?: { id: string; date: string; subject: string };
}

/** One contiguous edit. Offsets are JavaScript string indices (UTF-16) into the original code. */
export interface Edit {
  start: number;
  end: number;
  original: string;
  replacement: string;
  /** 1-based line of `start` in the original code */
  line: number;
}

/** A candidate buggy variant of a task's code (a row of `execret mutate`). */
export interface Mutant {
  task: string;
  id: string;
  bug_type: string;
  operator: string;
  code: string;
  edits: Edit[];
}

export type TestStatus = 'passed' | 'failed' | 'error' | 'timeout' | 'crashed';

/** One executed (snippet, test): a row of oracle.jsonl. */
export interface OracleRow {
  snippet: string;
  task: string;
  /** 0-based test index */
  test: number;
  status: TestStatus;
  ms: number;
  message: string;
}

/** queries.jsonl */
export interface QueryRecord {
  _id: string;
  text: string;
  domain: string;
  language: LanguageId;
  entry_point: string;
}

/** corpus.jsonl */
export interface CorpusRecord {
  _id: string;
  text: string;
  task: string;
  kind: 'canonical' | 'distractor';
  bug_type: string | null;
  edits: Edit[];
  /** the mutation operator of a distractor (ids joined by "+" for a stacked one); absent for canonicals */
  operator?: string;
}

/** qrels/test.tsv */
export interface Qrel {
  queryId: string;
  corpusId: string;
  score: number;
}
