/**
 * A pointwise reranker from a scoring function: each (query, candidate) score is looked up in the cache, the
 * misses are scored in batches (at most `concurrency` requests in flight), and each batch is committed as it
 * arrives. Hosted cross-encoders, local cross-encoders and the pointwise LLM reranker are all this, with their
 * own `score`.
 */
import pLimit from 'p-limit';
import { ExecretError } from '../../core/errors.js';
import { cacheOpener, scoreKey, textHash } from './cache.js';
import type { Reranker, RerankKind } from './types.js';
import { emptyRerankUsage } from './types.js';

export interface ScoreBatch {
  scores: number[];
  /** tokens the API reported (0 when none) */
  tokens: number;
}

export interface ScoredSpec {
  name: string;
  /** the reranker's table key, for messages and the cache's reranker column */
  provider: string;
  config: Readonly<Record<string, unknown>>;
  /** everything besides the texts that changes a score (part of the cache key) */
  identity: Readonly<Record<string, unknown>>;
  batchSize: number;
  concurrency: number;
  score(query: string, docs: readonly string[], signal?: AbortSignal): Promise<ScoreBatch>;
  close?(): void;
}

export function scoredReranker(spec: ScoredSpec, kind: RerankKind = 'pointwise'): Reranker {
  const usage = emptyRerankUsage();
  const caches = cacheOpener();
  return {
    name: spec.name,
    kind,
    config: spec.config,
    usage: () => ({ ...usage }),
    close: () => {
      caches.close();
      spec.close?.();
    },
    async rerank(lists, ctx) {
      const cache = caches.open(ctx.cache);
      const limit = pLimit(Math.max(1, spec.concurrency));
      const out = lists.map((l) => new Float64Array(l.candidates.length));
      const jobs: Promise<void>[] = [];
      let done = 0;
      const total = lists.reduce((n, l) => n + l.candidates.length, 0);
      lists.forEach((list, qi) => {
        const qh = textHash(list.query.text);
        const keys = list.candidates.map((c) =>
          scoreKey(spec.identity, { query: qh, doc: textHash(c.text) }),
        );
        const missing: number[] = [];
        keys.forEach((k, ci) => {
          const hit = cache?.get(k);
          if (typeof hit === 'number') {
            out[qi][ci] = hit;
            usage.cacheHits++;
          } else missing.push(ci);
        });
        done += list.candidates.length - missing.length;
        for (let at = 0; at < missing.length; at += spec.batchSize) {
          const batch = missing.slice(at, at + spec.batchSize);
          jobs.push(
            limit(async () => {
              const r = await spec.score(
                list.query.text,
                batch.map((ci) => list.candidates[ci].text),
                ctx.signal,
              );
              if (r.scores.length !== batch.length || r.scores.some((s) => !Number.isFinite(s))) {
                throw new ExecretError(
                  'E_PROVIDER',
                  `${spec.provider}: sent ${batch.length} documents, got ${r.scores.length} finite scores back`,
                );
              }
              batch.forEach((ci, i) => (out[qi][ci] = r.scores[i]));
              cache?.putMany(
                spec.provider,
                batch.map((ci, i) => ({ key: keys[ci], value: r.scores[i] })),
              );
              usage.calls++;
              usage.tokens += r.tokens;
              done += batch.length;
              ctx.onProgress?.({ label: `rerank (${spec.name})`, done, total });
            }),
          );
        }
      });
      const settled = await Promise.allSettled(jobs);
      const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
      if (failed) throw failed.reason;
      return out;
    },
  };
}
