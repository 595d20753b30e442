import type { Env } from '../core/env.js';
import { lookup } from '../core/registry.js';
import { usageError } from '../core/errors.js';
import { embeddingProviders } from './embed/index.js';
import { fileRetrievers } from './files/index.js';
import { rerankers } from './rerank/table.js';
import { builtinRetrievers } from './sparse/index.js';
import type { Retriever, RetrieverFactory, RetrieverOptions } from './types.js';

export interface ParsedSpec {
  /** "bm25", "openai:text-embedding-3-small" */
  name: string;
  /** the part before ":" for providers, else the name */
  factoryKey: string;
  kind: 'builtin' | 'provider';
  options: Record<string, string>;
}

/**
 * Parse a retriever spec: `bm25`, `bm25?k1=1.2&b=0.75`, or `<provider>:<model>[?key=value&...]`
 * (URL query syntax; values are percent-decoded).
 */
export function parseRetrieverSpec(spec: string): ParsedSpec {
  const trimmed = spec.trim();
  const q = trimmed.indexOf('?');
  const name = q < 0 ? trimmed : trimmed.slice(0, q);
  if (name === '') throw usageError(`retriever spec "${spec}": empty name`);
  const options: Record<string, string> = {};
  if (q >= 0) {
    for (const [k, v] of new URLSearchParams(trimmed.slice(q + 1))) {
      if (k in options) throw usageError(`retriever spec "${spec}": option "${k}" given twice`);
      options[k] = v;
    }
  }
  const colon = name.indexOf(':');
  if (colon < 0) return { name, factoryKey: name, kind: 'builtin', options };
  if (colon === name.length - 1) {
    throw usageError(
      `retriever spec "${spec}": missing model after "${name}"`,
      'e.g. openai:text-embedding-3-small',
    );
  }
  return { name, factoryKey: name.slice(0, colon), kind: 'provider', options };
}

/**
 * Resolve a spec into a Retriever. Options in the spec win over `extraOptions` (options the CLI collects for
 * every retriever, such as base-url). Built-in retrievers reject unknown options written in their spec and
 * ignore extra options they do not know; providers receive both, and `env` (the caller's environment: API keys).
 */
export async function resolveRetriever(
  spec: string,
  extraOptions: RetrieverOptions = {},
  env: Env = {},
): Promise<Retriever> {
  const parsed = parseRetrieverSpec(spec);
  if (parsed.kind === 'builtin') {
    const factory: RetrieverFactory = lookup('retriever', builtinRetrievers, parsed.factoryKey);
    const known = Object.keys(factory.options ?? {});
    const extra = Object.fromEntries(Object.entries(extraOptions).filter(([k]) => known.includes(k)));
    return factory.create(parsed.name, { ...extra, ...parsed.options });
  }
  if (Object.prototype.hasOwnProperty.call(fileRetrievers, parsed.factoryKey)) {
    // run:PATH and vectors:DIR: options in the spec are checked by the retriever; extra CLI options are ignored
    return fileRetrievers[parsed.factoryKey].create(parsed.name, parsed.options);
  }
  const factory = lookup('embedding provider', embeddingProviders, parsed.factoryKey);
  return factory.create(parsed.name, { ...extraOptions, ...parsed.options }, env);
}

export interface RetrieverListing {
  /** "bm25", or "openai:<model>" for a provider, or a reranker ("exec-examples", "cohere-rerank:<model>") */
  name: string;
  kind: 'builtin' | 'provider' | 'file' | 'reranker';
  /** rerankers only: pointwise or listwise */
  rerank?: 'pointwise' | 'listwise';
  description: string;
  options: Readonly<Record<string, string>>;
}

/** Every built-in retriever, embedding provider and reranker, for `execret eval --list-retrievers`. */
export function listRetrievers(): RetrieverListing[] {
  return [
    ...Object.entries(builtinRetrievers).map(([name, f]) => ({
      name,
      kind: 'builtin' as const,
      description: f.description,
      options: f.options ?? {},
    })),
    ...Object.entries(embeddingProviders).map(([prefix, f]) => ({
      name: `${prefix}:<model>`,
      kind: 'provider' as const,
      description: f.description,
      options: f.options ?? {},
    })),
    ...Object.entries(fileRetrievers).map(([prefix, f]) => ({
      name: `${prefix}:${prefix === 'run' ? '<file>' : '<dir>'}`,
      kind: 'file' as const,
      description: f.description,
      options: f.options ?? {},
    })),
    ...Object.entries(rerankers).map(([key, f]) => ({
      name: f.model ? `${key}:<model>` : key,
      kind: 'reranker' as const,
      rerank: f.kind,
      description: `${f.kind} reranker: ${f.description}`,
      options: { depth: '20', ...(f.options ?? {}) },
    })),
  ];
}
