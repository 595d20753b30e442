/** Retrieval: one small interface, and one table of built-in retrievers plus one of embedding providers. */
import type { Env } from '../core/env.js';
import type { OnProgress } from '../core/progress.js';

export interface Doc {
  id: string;
  text: string;
}

export interface Query {
  id: string;
  text: string;
}

export type Role = 'query' | 'document';

export interface RetrieveContext {
  /** progress for long work (embedding, scoring); the CLI draws bars on stderr */
  onProgress?: OnProgress;
  /** SQLite embedding cache path, or false */
  cache?: string | false;
  signal?: AbortSignal;
  /**
   * every query and document id of the whole release (not only the pool being scored), so a retriever that reads
   * scores computed elsewhere (`run:`, `vectors:`) can tell an id of another pool from an id not in the release
   */
  universe?: ReleaseIds;
}

/** The ids of a release and the files they come from (for error messages). */
export interface ReleaseIds {
  queries: ReadonlySet<string>;
  docs: ReadonlySet<string>;
  queriesFile?: string;
  corpusFile?: string;
}

/**
 * A retriever scores every document for every query. Rows align with `docs`. Ranking is done centrally
 * (src/retrieve/rank.ts): score descending, ties broken by document id descending (code-unit order, as trec_eval).
 */
export interface Retriever {
  /** e.g. "bm25", "tfidf-char", "openai:text-embedding-3-small" */
  readonly name: string;
  /** everything that changes the scores (recorded in summary.json) */
  readonly config: Readonly<Record<string, unknown>>;
  score(queries: readonly Query[], docs: readonly Doc[], ctx: RetrieveContext): Promise<Float64Array[]>;
  /** usage and cost, when the retriever calls an API */
  usage?(): { requests: number; tokens: number; costUsd?: number };
  /**
   * true when the retriever ranks only some documents (a run file): a score of -Infinity then means "not
   * retrieved", and such documents are left out of the ranking (they are never in anyone's top k)
   */
  readonly partial?: boolean;
  /** the system's name when it is not the spec (a run file's tag); rerankers are appended as "|SPEC" */
  readonly systemName?: string;
  /** what the user should know about the input after scoring (logged as warnings) */
  notes?(): string[];
  /**
   * Optional, for retrievers that need not hold every query's score row at once: each pool's rankings, exactly
   * what rankRow (src/retrieve/rank.ts) gives over the rows `score` returns, in memory that does not grow with
   * queries x pool. Evaluation calls it once per run with every pool it needs (so a corpus file is read once);
   * without it, evaluation ranks the rows of `score`.
   */
  rank?(pools: readonly RankPool[], ctx: RetrieveContext): Promise<QueryRanking[][]>;
}

/** One pool that evaluation ranks (Retriever.rank): its queries and documents, and what it reads of each row. */
export interface RankPool {
  queries: readonly Query[];
  docs: readonly Doc[];
  /** how many of each query's best documents to keep */
  depth: number;
  /** the tie rule: idOrder of the documents' ids (rank.ts) */
  ord: Int32Array;
  /** per query, the pool indices whose score and rank over the whole pool are read (own, passing, relevant) */
  watch: readonly (readonly number[])[];
}

/**
 * One query's ranking over a pool: as much of its score row as evaluation reads. rankRow (rank.ts) makes it from
 * a full row; a retriever's `rank` must give the same.
 */
export interface QueryRanking {
  /** the pool indices of the best `depth` documents in rank order, retrieved ones only (no -Infinity) */
  top: Int32Array;
  /** their scores */
  scores: Float64Array;
  /** for each of the pool's `watch` indices of this query, in order: its score and its rank over the whole pool */
  watched: { score: number; rank: number }[];
  /** how many documents of the pool have the score of top's last (0 when top is empty) */
  lastTies: number;
  /** the lowest score of the pool other than -Infinity (Infinity when there is none) */
  minRetrieved: number;
}

/** Options parsed from a spec string such as "bm25?k1=1.2&b=0.75" or CLI flags. */
export type RetrieverOptions = Readonly<Record<string, string>>;

export interface RetrieverFactory {
  /** one-line description for --list-retrievers */
  description: string;
  /** option names and their defaults, for --list-retrievers */
  options?: Readonly<Record<string, string>>;
  /** `env`: the caller's environment, where providers read their API keys (core/env.ts; default none) */
  create(name: string, options: RetrieverOptions, env?: Env): Retriever | Promise<Retriever>;
}
