/**
 * One JSON POST to an embedding API, and the error it raises. Retries, timeouts and batching are not here:
 * they wrap a provider (wrap.ts).
 */
import { ExecretError } from '../../core/errors.js';

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

/** Read a float vector from a JSON array, or undefined when it is not an array of finite numbers. */
export function toVector(v: unknown): Float32Array | undefined {
  if (!Array.isArray(v) || v.length === 0) return undefined;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x !== 'number' || !Number.isFinite(x)) return undefined;
    out[i] = x;
  }
  return out;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
