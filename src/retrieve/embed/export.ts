/**
 * `execret export-embeddings`: freeze a release's query and corpus embeddings as .npy matrices plus an ids
 * file, so Python users can score them with their own tools. The release is read (and validated) by
 * `loadRelease`; rows follow its order (queries by id, corpus in file order), which ids.json lists.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { usageError } from '../../core/errors.js';
import type { OnProgress } from '../../core/progress.js';
import { TOOL_VERSION } from '../../core/version.js';
import { loadRelease } from '../../release/index.js';
import type { RetrieverOptions } from '../types.js';
import type { Env } from './config.js';
import { createEmbeddingRetriever } from './index.js';
import { writeNpy } from './npy.js';

/** The version of the ids.json `execret export-embeddings` writes (its `schemaVersion`). */
export const EMBEDDINGS_EXPORT_VERSION = 1;

export interface ExportOptions {
  /** release folder with queries.jsonl and corpus.jsonl */
  release: string;
  /** "provider:model" optionally followed by "?key=value&..." */
  retriever: string;
  /** options from CLI flags; options in the spec string win */
  options?: RetrieverOptions;
  out: string;
  /** SQLite cache path, or false */
  cache: string | false;
  onProgress?: OnProgress;
  env?: Env;
}

export interface ExportSummary {
  out: string;
  files: string[];
  queries: number;
  corpus: number;
  dim: number;
  retriever: string;
  usage: { requests: number; tokens: number; costUsd?: number; texts: number; cacheHits: number };
}

/** Split "name?key=value&key2=value2" (values URL-decoded). */
export function parseSpec(spec: string): { name: string; options: Record<string, string> } {
  const q = spec.indexOf('?');
  if (q < 0) return { name: spec, options: {} };
  const options: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(spec.slice(q + 1))) options[k] = v;
  return { name: spec.slice(0, q), options };
}

function columns(rows: readonly { _id: string; text: string }[]): { ids: string[]; texts: string[] } {
  return { ids: rows.map((r) => r._id), texts: rows.map((r) => r.text) };
}

export async function exportEmbeddings(o: ExportOptions): Promise<ExportSummary> {
  const { name, options } = parseSpec(o.retriever);
  if (!name.includes(':')) {
    throw usageError(
      `export-embeddings needs an embedding model, got "${name}"`,
      'e.g. -r openai:text-embedding-3-small',
    );
  }
  const release = resolve(o.release);
  const loaded = loadRelease(release);
  const queries = columns(loaded.queries);
  const corpus = columns(loaded.corpus);
  const r = createEmbeddingRetriever(name, { ...o.options, ...options }, { env: o.env });
  const ctx = { cache: o.cache, onProgress: o.onProgress };
  let qv: Float32Array[];
  let dv: Float32Array[];
  try {
    qv = await r.embed(queries.texts, 'query', ctx);
    dv = await r.embed(corpus.texts, 'document', ctx);
  } finally {
    r.close();
  }
  const dim = qv[0]?.length ?? dv[0]?.length ?? 0;
  mkdirSync(o.out, { recursive: true });
  writeNpy(join(o.out, 'queries.npy'), qv, dim);
  writeNpy(join(o.out, 'corpus.npy'), dv, dim);
  const ids = {
    schemaVersion: EMBEDDINGS_EXPORT_VERSION,
    toolVersion: TOOL_VERSION,
    release,
    retriever: name,
    provider: r.provider.provider,
    model: r.provider.model,
    config: r.config,
    similarity: r.provider.similarity,
    normalized: false,
    note: 'rows are the provider output; for cosine, L2-normalise rows before the dot product',
    roles: {
      queries: { role: 'query', ...r.provider.vectorIdentity('query') },
      corpus: { role: 'document', ...r.provider.vectorIdentity('document') },
    },
    dim,
    queries: queries.ids,
    corpus: corpus.ids,
  };
  writeFileSync(join(o.out, 'ids.json'), JSON.stringify(ids, null, 2) + '\n');
  return {
    out: o.out,
    files: ['queries.npy', 'corpus.npy', 'ids.json'],
    queries: queries.ids.length,
    corpus: corpus.ids.length,
    dim,
    retriever: name,
    usage: r.usage(),
  };
}
