import type { OnProgress } from '../../core/progress.js';
import type { Role } from '../types.js';

export type { Role };

/** Tokens and requests spent by one embed call (summed over its batches). */
export interface EmbedUsage {
  /** HTTP requests (or local model runs) made; 0 when every vector came from the cache */
  requests: number;
  /** tokens the API reported (prompt_tokens, total_tokens, billed input_tokens); 0 when it reports none */
  tokens: number;
  /** texts actually embedded (not served from the cache) */
  texts: number;
}

export interface EmbedResult {
  /** one vector per input text, in input order */
  vectors: Float32Array[];
  usage: EmbedUsage;
}

export interface EmbedOptions {
  signal?: AbortSignal;
  /** called after each batch completes, with the offset of its first text in the input */
  onBatch?: (offset: number, result: EmbedResult) => void;
  /** texts done so far, out of the total (label "embed"; callers relabel it with withProgress) */
  onProgress?: OnProgress;
}

/**
 * One embedding model behind one API. `embed` turns texts into vectors for a role (query or document);
 * cross-cutting behaviour (batching, concurrency, timeouts, retries, caching) wraps a provider, see wrap.ts
 * and cache.ts.
 */
export interface EmbeddingProvider {
  /** table key: "openai", "gemini", "voyage", "cohere", "hf" */
  readonly provider: string;
  readonly model: string;
  /** how vectors compare: cosine on L2-normalised vectors, or raw dot product (the preset decides) */
  readonly similarity: 'cosine' | 'dot';
  /**
   * Everything other than the text that changes the vector for a role: model revision, the prompt or prefix
   * or API input type for that role, dimensions, dtype, normalisation, pooling. Part of the cache key.
   */
  vectorIdentity(role: Role): Readonly<Record<string, unknown>>;
  embed(texts: readonly string[], role: Role, opts?: EmbedOptions): Promise<EmbedResult>;
}

export function emptyUsage(): EmbedUsage {
  return { requests: 0, tokens: 0, texts: 0 };
}

export function addUsage(into: EmbedUsage, u: EmbedUsage): EmbedUsage {
  into.requests += u.requests;
  into.tokens += u.tokens;
  into.texts += u.texts;
  return into;
}
