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
  /**
   * Candidate buggy variants supplied with the task (task format 2): a model's (`llm`, written by `execret
   * generate tasks`) or the repository's history (`history`, written by `execret import repo --history`). `build`
   * verifies each like an engine mutant and keeps the verified ones first (src/construct/provided.ts).
   */
  distractors?: ProvidedDistractor[];
  /** where a generated task came from: the model and the sha256 of each prompt template (task format 2) */
  provenance?: Provenance;
}

/** Where a task imported from a repository came from: path relative to the repository, 1-based line, commit. */
export interface TaskSource {
  path: string;
  line: number;
  /** `git rev-parse HEAD` of the repository, or null when it is not a git repository */
  commit: string | null;
}

/** Where a task-provided distractor came from. */
export type DistractorOrigin = 'llm' | 'history';

/** A commit of the task's repository (a `history` distractor's source). */
export interface CommitRef {
  id: string;
  date: string;
  subject: string;
}

/** One task-provided distractor (`Task.distractors`). */
export interface ProvidedDistractor {
  code: string;
  bug_type: string;
  origin: DistractorOrigin;
  description?: string;
  /** for `history`: the commit whose version of the function this is */
  commit?: CommitRef;
}

/** The name `execret import repo` uses for a task-provided distractor. */
export type TaskDistractor = ProvidedDistractor;

/** A generated task's provenance (`Task.provenance`). */
export interface Provenance {
  model: string;
  /** prompt template name -> sha256 of its text */
  prompt_sha256: Record<string, string>;
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
  /** where a distractor came from: absent (= `engine`) for the mutation engine's, else the task's `distractors` */
  origin?: 'engine' | DistractorOrigin;
  /** a `history` distractor's commit */
  commit?: CommitRef;
}

/** qrels/test.tsv */
export interface Qrel {
  queryId: string;
  corpusId: string;
  score: number;
}
