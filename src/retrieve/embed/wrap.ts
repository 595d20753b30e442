/**
 * Cross-cutting behaviour as wrappers around an EmbeddingProvider (house style 4): timeouts, retries with
 * backoff, batching with a concurrency limit. Each returns a provider with the same identity, so the cache
 * key does not change with how a run was batched or retried.
 *
 * The usual stack, outermost first: cache (cache.ts) > batched > retrying > timed > the API call.
 */
import pLimit from 'p-limit';
import { ExecretError } from '../../core/errors.js';
import { createRng, type Rng } from '../../core/rng.js';
import { HttpStatusError, snippet } from './http.js';
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

export class TimeoutError extends Error {
  constructor(
    readonly provider: string,
    readonly ms: number,
  ) {
    super(`${provider}: request timed out after ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export interface RetryOptions {
  /** retries after the first attempt (default 5) */
  retries?: number;
  /** first backoff in ms (default 500); attempt n waits base * 2^n * (1 + jitter), jitter uniform in [0, 1) */
  baseMs?: number;
  /** longest single wait, including a server's Retry-After (default 60 s) */
  maxMs?: number;
  /** source of jitter; seeded so a run's waits are reproducible (default createRng('retry')) */
  rng?: Rng;
  /** how to wait (tests may record waits instead) */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** clock for HTTP-date Retry-After values */
  now?: () => number;
  /** called before each wait, e.g. to log "429, retrying in 2.1 s" */
  onRetry?: (info: { attempt: number; waitMs: number; reason: string }) => void;
}

/** Retry-After is either delay-seconds or an HTTP-date (RFC 9110 section 10.2.3). Returns ms, or undefined. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  if (value == null) return undefined;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const t = Date.parse(v);
  if (Number.isNaN(t)) return undefined;
  return Math.max(0, t - now);
}

/** 429 and 5xx are retried, as are timeouts and network failures; other 4xx fail at once. */
export function isRetryable(e: unknown): boolean {
  if (e instanceof HttpStatusError) return e.status === 429 || e.status >= 500;
  if (e instanceof TimeoutError) return true;
  if (e instanceof ExecretError) return false;
  // fetch() rejects with a TypeError for connection refused/reset and similar network failures
  return e instanceof TypeError;
}

export const defaultSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export function withRetry(inner: EmbeddingProvider, o: RetryOptions = {}): EmbeddingProvider {
  const retrying = retrier(inner.provider, o);
  return delegate(inner, (texts, role, opts = {}) =>
    retrying(() => inner.embed(texts, role, opts), opts.signal),
  );
}

/**
 * The retry loop on its own, for any call to a provider's API (embedding providers above, rerankers in
 * src/retrieve/rerank): 429, 5xx, timeouts and network failures are retried with seeded, growing backoff (a
 * Retry-After is a floor); what still fails becomes an E_PROVIDER error naming the provider.
 */
export function retrier(
  provider: string,
  o: RetryOptions = {},
): <T>(call: () => Promise<T>, signal?: AbortSignal) => Promise<T> {
  const retries = o.retries ?? 5;
  const baseMs = o.baseMs ?? 500;
  const maxMs = o.maxMs ?? 60_000;
  const rng = o.rng ?? createRng('retry');
  const sleep = o.sleep ?? defaultSleep;
  const now = o.now ?? Date.now;
  return async (call, signal) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (e) {
        if (signal?.aborted) throw e;
        if (!isRetryable(e) || attempt >= retries) throw finalError(provider, e, attempt + 1);
        const backoff = baseMs * 2 ** attempt * (1 + rng.next());
        const server = e instanceof HttpStatusError ? parseRetryAfter(e.retryAfter, now()) : undefined;
        // A server's Retry-After is a floor: never come back sooner than it asked.
        const waitMs = Math.min(maxMs, server !== undefined ? Math.max(server, baseMs) : backoff);
        o.onRetry?.({ attempt: attempt + 1, waitMs, reason: (e as Error).message });
        await sleep(waitMs, signal);
      }
    }
  };
}

/** One call with a time limit: the signal it gets aborts after `ms`, and then it fails as a retryable timeout. */
export async function timed<T>(
  provider: string,
  ms: number,
  call: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal,
): Promise<T> {
  const timer = AbortSignal.timeout(ms);
  const signal = outer ? AbortSignal.any([outer, timer]) : timer;
  try {
    return await call(signal);
  } catch (e) {
    if (timer.aborted && !outer?.aborted) throw new TimeoutError(provider, ms);
    throw e;
  }
}

/** What the user sees when a provider fails for good: provider, status and the start of the body. */
function finalError(provider: string, e: unknown, attempts: number): unknown {
  if (e instanceof ExecretError) return e;
  const tries = attempts > 1 ? ` (after ${attempts} attempts)` : '';
  if (e instanceof HttpStatusError) {
    const hint =
      e.status === 401 || e.status === 403
        ? 'the API rejected the key: check the API key environment variable'
        : e.status === 404
          ? 'check the model name and --base-url'
          : undefined;
    return new ExecretError('E_PROVIDER', `${provider}: HTTP ${e.status}${tries}: ${snippet(e.body)}`, {
      hint,
      cause: e,
    });
  }
  if (e instanceof TimeoutError) {
    return new ExecretError('E_PROVIDER', `${e.message}${tries}`, { hint: 'raise --timeout', cause: e });
  }
  if (e instanceof TypeError) {
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    return new ExecretError(
      'E_PROVIDER',
      `${provider}: request failed${tries}: ${cause?.code ?? cause?.message ?? e.message}`,
      { hint: 'check --base-url and the network', cause: e },
    );
  }
  return e;
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
