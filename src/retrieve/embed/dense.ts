/**
 * The dense retriever: embed queries (role "query") and documents (role "document") with a provider, then
 * score every pair exactly (score.ts): cosine on L2-normalised vectors, or raw dot product when the
 * provider's preset says so. Ranking and tie-breaking (score descending, then document id) happen centrally
 * in src/retrieve/rank.ts.
 */
import { withProgress } from '../../core/progress.js';
import type { Doc, Query, RetrieveContext, Retriever } from '../types.js';
import { EmbeddingCache, withCache } from './cache.js';
import { priceFor } from './prices.js';
import { scoreVectors } from './score.js';
import type { EmbeddingProvider, EmbedUsage, Role } from './types.js';
import { addUsage, emptyUsage } from './types.js';

export interface DenseRetriever extends Retriever {
  readonly provider: EmbeddingProvider;
  /** embed texts for a role, through the cache named by ctx.cache (used by export-embeddings too) */
  embed(texts: readonly string[], role: Role, ctx?: RetrieveContext): Promise<Float32Array[]>;
  usage(): { requests: number; tokens: number; costUsd?: number; texts: number; cacheHits: number };
  /** close any cache files opened by embed() */
  close(): void;
}

export function createDenseRetriever(
  name: string,
  provider: EmbeddingProvider,
  config: Readonly<Record<string, unknown>>,
  opts: { pricePerMTokens?: number } = {},
): DenseRetriever {
  const total: EmbedUsage = emptyUsage();
  let cacheHits = 0;
  const price = priceFor(provider.provider, provider.model, opts.pricePerMTokens);
  const caches = new Map<string, EmbeddingCache>();

  function close(): void {
    for (const c of caches.values()) c.close();
    caches.clear();
  }

  async function embed(
    texts: readonly string[],
    role: Role,
    ctx: RetrieveContext = {},
  ): Promise<Float32Array[]> {
    let p = provider;
    let cache: EmbeddingCache | undefined;
    if (ctx.cache) {
      cache = caches.get(ctx.cache);
      if (!cache) caches.set(ctx.cache, (cache = new EmbeddingCache(ctx.cache)));
      p = withCache(provider, cache);
    }
    const before = cache?.stats.hits ?? 0;
    const label = `embed ${role === 'query' ? 'queries' : 'documents'} (${name})`;
    try {
      const r = await p.embed(texts, role, {
        signal: ctx.signal,
        onProgress: withProgress(ctx.onProgress, { label }),
      });
      addUsage(total, r.usage);
      return r.vectors;
    } finally {
      cacheHits += (cache?.stats.hits ?? 0) - before;
    }
  }

  return {
    name,
    provider,
    config: Object.freeze({
      provider: provider.provider,
      model: provider.model,
      similarity: provider.similarity,
      ...config,
    }),
    embed,
    score: (queries, docs, ctx) =>
      scoreAll(name, provider.similarity, embed, queries, docs, ctx).finally(close),
    close,
    usage: () => usageOf(total, cacheHits, price),
  };
}

type Usage = ReturnType<DenseRetriever['usage']>;

function usageOf(total: EmbedUsage, cacheHits: number, price: number | undefined): Usage {
  const u: Usage = { requests: total.requests, tokens: total.tokens, texts: total.texts, cacheHits };
  if (price !== undefined && total.tokens > 0) u.costUsd = (total.tokens * price) / 1e6;
  return u;
}

/** Embed the queries, then the documents, and score every pair exactly. */
async function scoreAll(
  name: string,
  similarity: EmbeddingProvider['similarity'],
  embed: DenseRetriever['embed'],
  queries: readonly Query[],
  docs: readonly Doc[],
  ctx: RetrieveContext,
): Promise<Float64Array[]> {
  const qv = await embed(
    queries.map((q) => q.text),
    'query',
    ctx,
  );
  const dv = await embed(
    docs.map((d) => d.text),
    'document',
    ctx,
  );
  const label = `score (${name})`;
  ctx.onProgress?.({ label, done: 0, total: queries.length });
  const scores = scoreVectors(qv, dv, similarity);
  ctx.onProgress?.({ label, done: queries.length, total: queries.length });
  return scores;
}
