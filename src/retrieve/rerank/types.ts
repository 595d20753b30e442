/**
 * The second stage: a reranker reorders the top `depth` candidates of a first-stage ranking. One small interface
 * and one frozen table (table.ts), like the embedding providers. Each reranker declares what it looks at:
 *
 * - `pointwise`: scores each (query, candidate) pair alone (cross-encoders, an LLM's yes/no, exec-examples);
 * - `listwise`: sees the candidates together (RankGPT permutations, exec-consensus, medoid), so it can exploit
 *   the structure of the pool (a star of single edits around the canonical) without understanding the query.
 */
import type { Env } from '../../core/env.js';
import type { LanguageId } from '../../core/types.js';
import type { Logger } from '../../core/log.js';
import type { OnProgress } from '../../core/progress.js';
import type { Oracle } from '../../execute/types.js';

export type RerankKind = 'pointwise' | 'listwise';

/** What a reranker may know about a query: its text and, for code, the function it asks for. */
export interface RerankQuery {
  id: string;
  text: string;
  language: LanguageId;
  /** the function the query asks for (queries.jsonl `entry_point`) */
  entryPoint: string;
}

/** One candidate in the order of the stage before (best first). */
export interface RerankCandidate {
  id: string;
  text: string;
  /** the score the stage before gave it */
  score: number;
}

/** A query and its candidates: the top `depth` of the stage before, best first. */
export interface RerankList {
  query: RerankQuery;
  candidates: readonly RerankCandidate[];
}

export interface RerankContext {
  /** the execution oracle, started on first use and shared by every execution reranker of a run */
  oracle?: () => Promise<Oracle>;
  /** SQLite score cache for API and model rerankers, or false */
  cache?: string | false;
  onProgress?: OnProgress;
  signal?: AbortSignal;
  log?: Logger;
}

/** What a reranker spent: API calls (or model runs) and sandboxed suites asked for; tokens where reported. */
export interface RerankUsage {
  calls: number;
  suites: number;
  tokens: number;
  /** calls or suites served by a cache (not deterministic across runs: not written to summary.json) */
  cacheHits: number;
}

/**
 * A reranker returns, per list, one score per candidate (aligned with `candidates`): higher first. Equal scores
 * keep the order of the stage before (the sort is stable), so a reranker that cannot tell candidates apart
 * changes nothing.
 */
export interface Reranker {
  /** the spec that made it, e.g. "exec-examples", "cohere-rerank:rerank-v3.5" */
  readonly name: string;
  readonly kind: RerankKind;
  /** everything that changes its scores (recorded in summary.json), the prompt of an LLM reranker included */
  readonly config: Readonly<Record<string, unknown>>;
  rerank(lists: readonly RerankList[], ctx: RerankContext): Promise<Float64Array[]>;
  usage(): RerankUsage;
  close?(): Promise<void> | void;
}

export type RerankerOptions = Readonly<Record<string, string>>;

export interface RerankerFactory {
  /** one line for --list-retrievers */
  description: string;
  kind: RerankKind;
  /** true for rerankers written KEY:MODEL (a hosted, local or LLM model); the others take no model */
  model?: boolean;
  /** option names and defaults (depth is taken by the pipeline, not the reranker) */
  options?: Readonly<Record<string, string>>;
  /** a tiny worked ranking that a test makes come true (house style: every table entry carries its example) */
  example?: RerankExample;
  /** `env`: the caller's environment, where hosted and LLM rerankers read their API keys (default none) */
  create(name: string, options: RerankerOptions, env?: Env): Reranker | Promise<Reranker>;
}

export interface RerankExample {
  query: RerankQuery;
  candidates: { id: string; text: string }[];
  /** candidate ids in the order the reranker must put them */
  expected: string[];
}

export function emptyRerankUsage(): RerankUsage {
  return { calls: 0, suites: 0, tokens: 0, cacheHits: 0 };
}
