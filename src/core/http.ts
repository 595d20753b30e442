/**
 * The HTTP client every API provider shares (embedding providers, hosted and LLM rerankers, chat models): one JSON
 * POST and the errors it raises, a retry loop with seeded backoff that honours Retry-After, a time limit per call,
 * and the E_PROVIDER error a failure becomes for good. Wrappers around a provider (house style 4) are built on
 * these where the provider lives (src/retrieve/embed/wrap.ts).
 */
import { ExecretError } from './errors.js';
import { createRng, type Rng } from './rng.js';

/** An HTTP failure: the status, the Retry-After header, and the start of the body for the message. */
export class HttpStatusError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly body: string,
    readonly retryAfter: string | null,
  ) {
    super(`${provider}: HTTP ${status}: ${snippet(body)}`);
    this.name = 'HttpStatusError';
  }
}

/** The first 300 characters of a body, on one line. */
export function snippet(body: string, max = 300): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}...` : flat;
}

/** A response we cannot read (not JSON, or not the documented shape): E_PROVIDER, not retried. */
export function malformed(provider: string, status: number, body: string, what: string): ExecretError {
  return new ExecretError(
    'E_PROVIDER',
    `${provider}: malformed response (HTTP ${status}): ${what}; body starts: ${snippet(body)}`,
    { hint: "check --base-url points at an API that speaks this provider's format" },
  );
}

export interface JsonResponse {
  status: number;
  json: unknown;
  text: string;
}

/** POST a JSON body; non-2xx becomes HttpStatusError, a non-JSON 2xx body becomes E_PROVIDER. */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  signal?: AbortSignal,
): Promise<JsonResponse> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
    signal,
  });
  const text = await res.text();
  if (!res.ok) throw new HttpStatusError(provider, res.status, text, res.headers.get('retry-after'));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw malformed(provider, res.status, text, 'body is not JSON');
  }
  return { status: res.status, json, text };
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
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

/**
 * The retry loop, for any call to a provider's API (embedding providers, rerankers, chat models): 429, 5xx, timeouts and network failures are retried with seeded, growing backoff (a
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
