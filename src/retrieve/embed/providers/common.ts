/**
 * What the hosted providers share: resolving their options the same way, and reading the vectors out of a
 * response with one set of checks and messages. Each provider file keeps only what its API documents: the
 * request body, where the vectors and token counts sit in the response.
 */
import {
  checkKnown,
  commonOptions,
  httpVectorIdentity,
  intOpt,
  keyNames,
  requireKey,
  resolveCommon,
  rolePrefix,
  type Env,
  type ResolvedCommon,
} from '../config.js';
import type { ProviderDef } from '../define.js';
import { isRecord, malformed, postJson, type JsonResponse } from '../../../core/http.js';
import { toVector } from '../http.js';
import type { EmbeddingProvider, Role } from '../types.js';

export const commonOptionNames: readonly string[] = Object.keys(commonOptions);

export interface HostedSetup {
  /** without a trailing slash */
  baseUrl: string;
  apiKey: string;
  common: ResolvedCommon;
  /** the requested output dimensions, when the option is given */
  dimensions: number | undefined;
}

/**
 * The options of a hosted API whose models take no text prefix by default: unknown options are refused,
 * `base-url` overrides the documented one, the key comes from the first variable of `keyEnv` that is set (or
 * `api-key-env`), and `dimensions` is a positive integer.
 */
export function resolveHosted(
  def: ProviderDef,
  call: { spec: string; model: string; opts: Record<string, string>; env: Env },
  api: { baseUrl: string; keyEnv: readonly string[]; batchSize: number },
): HostedSetup {
  const { spec, model, opts, env } = call;
  checkKnown(spec, opts, [...commonOptionNames, ...Object.keys(def.options)]);
  return {
    baseUrl: (opts['base-url'] || api.baseUrl).replace(/\/+$/, ''),
    apiKey: requireKey(spec, env, keyNames(opts, api.keyEnv)),
    common: resolveCommon(spec, model, opts, { batchSize: api.batchSize, usePresets: false }),
    dimensions: opts.dimensions ? intOpt(spec, opts, 'dimensions', 1) : undefined,
  };
}

/** Where a response keeps its vectors, as the provider documents it. */
export interface VectorList {
  /** the array's path in the response, for messages: "data", "embeddings.float" */
  path: string;
  /** the array, or undefined when the response has none */
  items: unknown;
  /** what was sent, one per text: "inputs", "texts", "requests" */
  sent: string;
  /** an item's floats (default: the item itself) and the path of them in messages (".embedding") */
  vector?: { of: (item: Record<string, unknown>) => unknown; path: string };
  /** APIs that number their items (OpenAI, Voyage) may answer out of order */
  indexed?: boolean;
}

/**
 * One vector per text, in input order, from a response; anything else (no array, a count or an index that does
 * not fit, an item that is not an array of finite numbers) is a malformed response, not retried.
 */
export function readVectors(
  provider: string,
  res: JsonResponse,
  count: number,
  list: VectorList,
): Float32Array[] {
  const bad = (what: string) => malformed(provider, res.status, res.text, what);
  if (!Array.isArray(list.items)) throw bad(`no "${list.path}" array`);
  if (list.items.length !== count)
    throw bad(`sent ${count} ${list.sent}, got ${list.items.length} embeddings`);
  const vectors: Float32Array[] = new Array(count);
  list.items.forEach((item: unknown, pos: number) => {
    const index = list.indexed && isRecord(item) && typeof item.index === 'number' ? item.index : pos;
    const raw = list.vector ? (isRecord(item) ? list.vector.of(item) : undefined) : item;
    const v = toVector(raw);
    if (!v) throw bad(`${list.path}[${pos}]${list.vector?.path ?? ''} is not a float array`);
    if (index < 0 || index >= count || vectors[index] !== undefined)
      throw bad(`${list.path}[${pos}].index ${index} is out of range or repeated`);
    vectors[index] = v;
  });
  return vectors;
}

/** `{data: [{embedding, index}]}`: the OpenAI shape, which Voyage answers in too. */
export const EMBEDDING_DATA: Omit<VectorList, 'items'> = {
  path: 'data',
  sent: 'inputs',
  vector: { of: (item) => item.embedding, path: '.embedding' },
  indexed: true,
};

/** A token count from a response field that may be missing or not a number (0 then). */
export function tokenCount(v: unknown): number {
  return Number(v ?? 0) || 0;
}

export function prefixes(c: { queryPrefix: string; documentPrefix: string }): Record<string, string> {
  return { queryPrefix: c.queryPrefix, documentPrefix: c.documentPrefix };
}

/** One call of a hosted API, as its documentation describes it; `defineHosted` does the rest. */
export interface HostedCall {
  /** the model as the API names it */
  model: string;
  url: string;
  headers: Record<string, string>;
  /** the role's task or input type, as the API names it (it changes the vectors, so the cache keys on it) */
  task: (role: Role) => string;
  /** the request body for texts that already carry the role's prefix */
  body: (texts: string[], role: Role) => unknown;
  /** the vectors in input order (readVectors) and the tokens the API reports */
  read: (res: JsonResponse, count: number) => { vectors: Float32Array[]; tokens: number };
  /** provider-specific fields of the system config, recorded after `baseUrl` */
  config?: Record<string, unknown>;
}

export interface HostedApi {
  provider: string;
  description: string;
  /** the documented endpoint, the variables that may hold the key (first set wins) and the largest batch */
  baseUrl: string;
  keyEnv: readonly string[];
  batchSize: number;
  /** the `api-key-env` line of --list-retrievers, e.g. "COHERE_API_KEY (or CO_API_KEY)" */
  keyHelp: string;
  /** options beyond base-url and api-key-env, with their defaults for --list-retrievers */
  options: Readonly<Record<string, string>>;
  call: (model: string, opts: Record<string, string>, setup: HostedSetup) => HostedCall;
}

/**
 * A table entry for a hosted API whose models take no text prefix by default (Gemini, Voyage, Cohere): options
 * resolved once (resolveHosted), one JSON POST per batch, the vector identity the cache keys on, and the system
 * config `{baseUrl, ...call.config, dimensions, queryPrefix, documentPrefix}`.
 */
export function defineHosted(api: HostedApi): ProviderDef {
  const def: ProviderDef = {
    description: api.description,
    options: { 'base-url': api.baseUrl, 'api-key-env': api.keyHelp, ...api.options },
    build(spec, model, opts, env) {
      const setup = resolveHosted(def, { spec, model, opts, env }, api);
      const { baseUrl, common, dimensions } = setup;
      const call = api.call(model, opts, setup);
      const raw: EmbeddingProvider = {
        provider: api.provider,
        model: call.model,
        similarity: common.similarity,
        vectorIdentity: httpVectorIdentity(common, baseUrl, dimensions, call.task),
        async embed(texts, role, o = {}) {
          const prefix = rolePrefix(common, role);
          const body = call.body(
            texts.map((t) => prefix + t),
            role,
          );
          const res = await postJson(api.provider, call.url, call.headers, body, o.signal);
          const { vectors, tokens } = call.read(res, texts.length);
          return { vectors, usage: { requests: 1, tokens, texts: texts.length } };
        },
      };
      const config = { baseUrl, ...call.config, dimensions: dimensions ?? null, ...prefixes(common) };
      return { raw, common, remote: true, config };
    },
  };
  return def;
}
