import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inputError } from '../../core/errors.js';
import { toJsonl } from '../../core/jsonl.js';
import { checkSchemaVersion } from '../../core/schema.js';
import type { RowsByFile, TaskMeta } from '../tasks/task-type.js';
import { rowsOf, str, type RowAt } from '../tasks/rows.js';
import type { RetrievalData } from '../tasks/types/retrieval.js';

/**
 * The candidate-pool folder `lite pools` writes (one reader, one writer, one version check):
 *   manifest.json  {schema_version, kind: "execret-lite-pools", tool_version, source, params, queries, shared}
 *   pools.jsonl    one line per query: {query, sha1, bm25: [ids], relevant: [ids]}
 *   texts.jsonl    one line per document a pool holds: {id, sha1}
 * No texts: a 16-hex SHA-1 of each (the UTF-8 text as the task reads it). A query's pool is its BM25 top
 * documents, its relevant documents and the shared random documents. The reader matches texts by hash and
 * refuses one that changed.
 */
export interface PoolParams {
  max_queries: number;
  bm25_top: number;
  k1: number;
  b: number;
  max_relevant: number;
  shared_random: number;
  seed: number;
  tokenizer: string;
}

/** The pools folder's version: buildPools writes it, poolsFromRows checks it. */
export const POOLS_VERSION = 1;

export interface PoolManifest {
  schema_version: number;
  kind: 'execret-lite-pools';
  tool_version: string;
  source: { path: string; split: string; corpus: number; queries_with_relevant: number };
  params: PoolParams;
  queries: number;
  shared: string[];
}

export interface QueryPool {
  query: string;
  sha1: string;
  bm25: string[];
  relevant: string[];
}

/** Where a value was read (for errors about pools that no longer match their task). */
interface At {
  file: string;
  line: number;
}

export interface Pools {
  manifest: PoolManifest;
  pools: QueryPool[];
  /** document id → sha1 of its text */
  texts: Map<string, string>;
}

/** Pools as read, with where each pool and text row was. */
export type ReadPools = Pools & { at: { pools: At[]; texts: At[] } };

/** The first 16 hex digits of the SHA-1 of a text's UTF-8 bytes. */
export function textSha1(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 16);
}

export function writePools(dir: string, p: Pools): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(p.manifest, null, 2) + '\n');
  writeFileSync(join(dir, 'pools.jsonl'), toJsonl(p.pools));
  writeFileSync(join(dir, 'texts.jsonl'), toJsonl([...p.texts].map(([id, sha1]) => ({ id, sha1 }))));
}

/** The pool files a Retrieval task reads, relative to its folder (none when task.json names no pools). */
export function poolFiles(meta: TaskMeta): string[] {
  const dir = String(meta.params.pools ?? '');
  return dir === '' ? [] : [`${dir}/manifest.json`, `${dir}/pools.jsonl`, `${dir}/texts.jsonl`];
}

const idList = (r: RowAt, field: string): string[] => {
  const v = (r.value as Record<string, unknown>)[field];
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string'))
    throw inputError('expected an array of ids', { file: r.file, line: r.line, field });
  return v as string[];
};

/** Validate the pool rows (the one version check) into Pools. */
export function poolsFromRows(files: RowsByFile, dir: string): ReadPools {
  const [m] = rowsOf(files, `${dir}/manifest.json`);
  const manifest = m.value as PoolManifest;
  if (manifest?.kind !== 'execret-lite-pools')
    throw inputError('not a lite pools manifest', { file: m.file, field: 'kind' });
  checkSchemaVersion(m.value as Record<string, unknown>, m.file, {
    what: 'lite pools manifest',
    remedy: 're-run `execret lite pools`',
    key: 'schema_version',
  });
  if (!Array.isArray(manifest.shared))
    throw inputError('expected an array', { file: m.file, field: 'shared' });
  const poolRows = rowsOf(files, `${dir}/pools.jsonl`);
  const textRows = rowsOf(files, `${dir}/texts.jsonl`);
  const pools = poolRows.map((r) => ({
    query: str(r, 'query'),
    sha1: str(r, 'sha1'),
    bm25: idList(r, 'bm25'),
    relevant: idList(r, 'relevant'),
  }));
  const texts = new Map(textRows.map((r) => [str(r, 'id'), str(r, 'sha1')]));
  return { manifest, pools, texts, at: { pools: poolRows, texts: textRows } };
}

/** Every pool document's text must hash as it did when the pools were made. */
function checkTexts(p: ReadPools, docs: ReadonlyMap<string, string>): void {
  [...p.texts].forEach(([id, sha1], k) => {
    const at = { ...p.at.texts[k], field: 'sha1' };
    const text = docs.get(id);
    if (text === undefined)
      throw inputError(`pool document "${id}" is not in the corpus`, { ...at, field: 'id' });
    const now = textSha1(text);
    if (now !== sha1)
      throw inputError(
        `the text of document "${id}" changed since the pools were made (sha1 ${sha1}, now ${now})`,
        at,
        'rebuild the pools: execret lite pools BEIR_DIR --out DIR',
      );
  });
}

/**
 * Restrict a Retrieval task to its pooled queries, each with its candidates (BM25 top, relevant, shared random),
 * after checking every text against its hash. Without pools (task.json "pools" empty) the task is unchanged.
 */
export function applyPools(d: RetrievalData, files: RowsByFile, meta: TaskMeta): RetrievalData {
  const dir = String(meta.params.pools ?? '');
  if (dir === '') return d;
  const p = poolsFromRows(files, dir);
  checkTexts(p, d.docs);
  const index = new Map(d.ids.map((q, i) => [q, i]));
  const items = p.pools.map((pool, k) => {
    const at = p.at.pools[k];
    const i = index.get(pool.query);
    if (i === undefined)
      throw inputError(`query "${pool.query}" has no relevant document in the task`, {
        ...at,
        field: 'query',
      });
    if (textSha1(d.queryText[i]) !== pool.sha1)
      throw inputError(`the text of query "${pool.query}" changed since the pools were made`, {
        ...at,
        field: 'sha1',
      });
    const candidates = [...new Set([...pool.bm25, ...pool.relevant, ...p.manifest.shared])];
    const unknown = candidates.find((id) => !p.texts.has(id));
    if (unknown !== undefined)
      throw inputError(`pool document "${unknown}" has no hash in texts.jsonl`, { ...at, field: 'bm25' });
    return { i, candidates };
  });
  return {
    meta: d.meta,
    ids: items.map(({ i }) => d.ids[i]),
    queryText: items.map(({ i }) => d.queryText[i]),
    docs: d.docs,
    relevance: items.map(({ i }) => d.relevance[i]),
    candidates: items.map(({ candidates }) => candidates),
    pools: p.manifest.params,
  };
}
