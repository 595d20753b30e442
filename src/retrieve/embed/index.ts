/**
 * Embedding providers, by the prefix before ":" in a retriever name (hf:, openai:, gemini:, voyage:,
 * cohere:). Each entry builds the bare API call, then the table wraps it: timeouts and retries (remote
 * providers only), batching with a concurrency limit, and at scoring time the SQLite cache.
 */
import { lookup } from '../../core/registry.js';
import { usageError } from '../../core/errors.js';
import type { RetryOptions } from '../../core/http.js';
import type { Retriever, RetrieverFactory, RetrieverOptions } from '../types.js';
import { commonOptions, normaliseKeys, type Env } from './config.js';
import type { ProviderDef } from './define.js';
import { createDenseRetriever, type DenseRetriever } from './dense.js';
import { cohereProvider } from './providers/cohere.js';
import { geminiProvider } from './providers/gemini.js';
import { hfProvider } from './providers/hf.js';
import { openaiProvider } from './providers/openai.js';
import { voyageProvider } from './providers/voyage.js';
import type { EmbeddingProvider } from './types.js';
import { withBatching, withRetry, withTimeout } from './wrap.js';

export const providerDefs: Readonly<Record<string, ProviderDef>> = Object.freeze({
  hf: hfProvider,
  openai: openaiProvider,
  gemini: geminiProvider,
  voyage: voyageProvider,
  cohere: cohereProvider,
});

/** Split "openai:text-embedding-3-small" into its prefix and model (the model may itself hold ":" or "/"). */
export function splitName(name: string): { prefix: string; model: string } {
  const i = name.indexOf(':');
  if (i <= 0 || i === name.length - 1) {
    throw usageError(
      `"${name}" is not an embedding model name`,
      'write PROVIDER:MODEL, e.g. openai:text-embedding-3-small',
    );
  }
  return { prefix: name.slice(0, i), model: name.slice(i + 1) };
}

export interface CreateOptions {
  /** environment to read API keys from (the CLI passes its own; default none: no keys) */
  env?: Env;
  /** retry tuning (tests inject a seeded rng and short waits) */
  retry?: RetryOptions;
}

/** Build the wrapped provider and its dense retriever for "prefix:model" with options. */
export function createEmbeddingRetriever(
  name: string,
  options: RetrieverOptions = {},
  create: CreateOptions = {},
): DenseRetriever {
  const { prefix, model } = splitName(name);
  const def = lookup('embedding provider', providerDefs, prefix);
  const opts = forProvider(def, normaliseKeys(options));
  const built = def.build(name, model, opts, create.env ?? {});
  const c = built.common;
  let p: EmbeddingProvider = built.raw;
  if (built.remote) {
    p = withTimeout(p, c.timeoutMs);
    p = withRetry(p, { retries: c.retries, baseMs: c.retryBaseMs, ...create.retry });
  }
  p = withBatching(p, { batchSize: c.batchSize, concurrency: built.remote ? c.concurrency : 1 });
  return createDenseRetriever(name, p, built.config, {
    pricePerMTokens: c.pricePerMTokens,
  });
}

/**
 * CLI flags such as --model-dir or --base-url reach every embedding retriever of a run; drop the ones that
 * belong only to other providers. Names no provider knows still fail, with a did-you-mean.
 */
function forProvider(def: ProviderDef, opts: Record<string, string>): Record<string, string> {
  const mine = new Set([...Object.keys(commonOptions), ...Object.keys(def.options)]);
  const others = new Set(Object.values(providerDefs).flatMap((d) => Object.keys(d.options)));
  return Object.fromEntries(Object.entries(opts).filter(([k]) => mine.has(k) || !others.has(k)));
}

function factory(prefix: string, def: ProviderDef): RetrieverFactory {
  return {
    description: def.description,
    options: Object.freeze({ ...commonOptions, ...def.options }),
    create: (name: string, options: RetrieverOptions, env?: Env): Retriever =>
      createEmbeddingRetriever(name.includes(':') ? name : `${prefix}:${name}`, options, { env }),
  };
}

/** Embedding providers, by the prefix before ":" in a retriever name (hf:, openai:, gemini:, voyage:, cohere:). */
export const embeddingProviders: Readonly<Record<string, RetrieverFactory>> = Object.freeze(
  Object.fromEntries(Object.entries(providerDefs).map(([k, d]) => [k, factory(k, d)])),
);

export { DEFAULT_CACHE_PATH, EmbeddingCache, cacheKey, withCache } from './cache.js';
export type { DenseRetriever } from './dense.js';
export { scoreVectors, dotAll, dotAllNaive, packRows } from './score.js';
export { presets, findPreset } from './presets.js';
export type { EmbeddingProvider, EmbedResult, EmbedUsage, EmbedOptions } from './types.js';
