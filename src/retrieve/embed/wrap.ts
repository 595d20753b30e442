/**
 * Cross-cutting behaviour as wrappers around an EmbeddingProvider (house style 4): timeouts, retries with
 * backoff, batching with a concurrency limit. Each returns a provider with the same identity, so the cache
 * key does not change with how a run was batched or retried.
 *
 * The usual stack, outermost first: cache (cache.ts) > batched > retrying > timed > the API call.
 */
import pLimit from 'p-limit';
import { ExecretError } from '../../core/errors.js';
import { retrier, TimeoutError, type RetryOptions } from '../../core/http.js';
import type { EmbeddingProvider, EmbedOptions, EmbedResult, Role } from './types.js';
import { addUsage, emptyUsage } from './types.js';

function delegate(inner: EmbeddingProvider, embed: EmbeddingProvider['embed']): EmbeddingProvider {
  return {
    provider: inner.provider,
    model: inner.model,
    similarity: inner.similarity,
    vectorIdentity: (role) => inner.vectorIdentity(role),
    embed,
  };
}

/** A request that takes longer than `ms` is aborted (and counts as a retryable failure). */
export function withTimeout(inner: EmbeddingProvider, ms: number): EmbeddingProvider {
  return delegate(inner, async (texts, role, opts = {}) => {
    const timer = AbortSignal.timeout(ms);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timer]) : timer;
    try {
      return await inner.embed(texts, role, { ...opts, signal });
    } catch (e) {
      if (timer.aborted && !opts.signal?.aborted) throw new TimeoutError(inner.provider, ms);
      throw e;
    }
  });
}

export function withRetry(inner: EmbeddingProvider, o: RetryOptions = {}): EmbeddingProvider {
  const retrying = retrier(inner.provider, o);
  return delegate(inner, (texts, role, opts = {}) =>
    retrying(() => inner.embed(texts, role, opts), opts.signal),
  );
}

export interface BatchOptions {
  /** texts per request */
  batchSize: number;
  /** requests in flight at once */
  concurrency: number;
}

/**
 * Split texts into batches, run up to `concurrency` at once, and put the vectors back in input order.
 * `onBatch` fires as each batch completes, so a cache can commit it before the next one starts.
 */
export function withBatching(inner: EmbeddingProvider, o: BatchOptions): EmbeddingProvider {
  const size = Math.max(1, o.batchSize);
  return delegate(inner, async (texts: readonly string[], role: Role, opts: EmbedOptions = {}) => {
    const limit = pLimit(Math.max(1, o.concurrency));
    const vectors: Float32Array[] = new Array(texts.length);
    const usage = emptyUsage();
    let done = 0;
    // Stop starting new batches once one has failed for good.
    const failed = new AbortController();
    const signal = opts.signal ? AbortSignal.any([opts.signal, failed.signal]) : failed.signal;
    const jobs: Promise<void>[] = [];
    for (let start = 0; start < texts.length; start += size) {
      const chunk = texts.slice(start, start + size);
      jobs.push(
        limit(async () => {
          if (signal.aborted) return;
          const r: EmbedResult = await inner.embed(chunk, role, { signal: opts.signal });
          if (r.vectors.length !== chunk.length) {
            throw new ExecretError(
              'E_PROVIDER',
              `${inner.provider}: sent ${chunk.length} texts, got ${r.vectors.length} vectors back`,
            );
          }
          for (let i = 0; i < chunk.length; i++) vectors[start + i] = r.vectors[i];
          addUsage(usage, r.usage);
          opts.onBatch?.(start, r);
          done += chunk.length;
          opts.onProgress?.({ label: 'embed', done, total: texts.length });
        }).catch((e: unknown) => {
          failed.abort();
          throw e;
        }),
      );
    }
    const settled = await Promise.allSettled(jobs);
    const firstError = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (firstError) throw firstError.reason;
    if (opts.signal?.aborted) throw opts.signal.reason;
    return { vectors, usage };
  });
}
