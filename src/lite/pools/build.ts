import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ExecretError, usageError } from '../../core/errors.js';
import { silentLogger, type Logger } from '../../core/log.js';
import { createRng } from '../../core/rng.js';
import { TOOL_VERSION } from '../../core/version.js';
import { idOrder, topK } from '../../retrieve/rank.js';
import { bm25Index } from '../../retrieve/sparse/bm25.js';
import { tokenize } from '../../retrieve/tokenize.js';
import { POOL_DEFAULTS } from '../defaults.js';
import { readFiles } from '../tasks/folder.js';
import { readBeirRows } from '../tasks/types/retrieval.js';
import {
  POOLS_VERSION,
  poolsFromRows,
  textSha1,
  type PoolParams,
  type Pools,
  type QueryPool,
  type ReadPools,
} from './format.js';

export interface BuildPoolsOptions {
  /** qrels split (default test) */
  split?: string;
  params?: Partial<Omit<PoolParams, 'tokenizer'>>;
  log?: Logger;
}

/** Queries with a relevant document, in queries.jsonl order; at most `max` of them, drawn with the seed. */
function pickQueries(ids: string[], max: number, seed: number): string[] {
  if (ids.length <= max) return ids;
  const keep = new Set(createRng(seed).fork('pools:queries').sample(ids, max));
  return ids.filter((q) => keep.has(q));
}

/** At most `max` relevant documents: highest relevance first, then document id (code-unit order). */
function relevantOf(rel: Map<string, number>, max: number): string[] {
  return [...rel]
    .filter(([, s]) => s > 0)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, max)
    .map(([d]) => d);
}

/**
 * `execret lite pools`: candidate pools of a BEIR folder, as MTEB-lite builds them. For each query (at most
 * max_queries with a relevant document, drawn with the seed), its pool is the BM25 top bm25_top over the whole
 * corpus (Okapi, Lucene idf, k1 0.9, b 0.4, the code-aware tokenizer; ties: document id descending), its relevant
 * documents (at most max_relevant) and shared_random corpus documents drawn once with the seed, the same for
 * every query. The result holds ids and 16-hex SHA-1s of the texts, never the texts.
 */
export function buildPools(beirDir: string, opts: BuildPoolsOptions = {}): Pools {
  const log = opts.log ?? silentLogger;
  const split = opts.split ?? 'test';
  const p: PoolParams = { ...POOL_DEFAULTS, ...opts.params };
  for (const k of ['max_queries', 'bm25_top', 'max_relevant', 'shared_random', 'seed'] as const)
    if (!Number.isInteger(p[k]) || p[k] < 0)
      throw usageError(`pools: ${k} must be a non-negative integer, got ${p[k]}`);
  if (!existsSync(beirDir) || !statSync(beirDir).isDirectory())
    throw new ExecretError('E_NOT_FOUND', `BEIR folder not found: ${beirDir}`);
  const { rows } = readFiles(beirDir, ['corpus.jsonl', 'queries.jsonl', `qrels/${split}.tsv`]);
  const { docs, queries, qrels } = readBeirRows(rows, split);
  const docIds = [...docs.keys()];
  const withRel = [...queries.keys()].filter((q) => relevantOf(qrels.get(q) ?? new Map(), 1).length > 0);
  const chosen = pickQueries(withRel, p.max_queries, p.seed);
  log.info(
    `lite pools: ${chosen.length} of ${withRel.length} queries with a relevant document, ${docIds.length} documents`,
  );
  const score = bm25Index(
    docIds.map((id) => tokenize(docs.get(id)!)),
    p,
  );
  const ord = idOrder(docIds);
  const pools: QueryPool[] = chosen.map((q) => ({
    query: q,
    sha1: textSha1(queries.get(q)!),
    bm25: Array.from(topK(score(tokenize(queries.get(q)!)), ord, p.bm25_top), (d) => docIds[d]),
    relevant: relevantOf(qrels.get(q)!, p.max_relevant),
  }));
  const sharedSet = new Set(
    createRng(p.seed).fork('pools:shared').sample(docIds, Math.min(p.shared_random, docIds.length)),
  );
  const shared = docIds.filter((d) => sharedSet.has(d));
  const inPools = new Set([...shared, ...pools.flatMap((x) => [...x.bm25, ...x.relevant])]);
  const texts = new Map(docIds.filter((d) => inPools.has(d)).map((d) => [d, textSha1(docs.get(d)!)]));
  return {
    manifest: {
      schema_version: POOLS_VERSION,
      kind: 'execret-lite-pools',
      tool_version: TOOL_VERSION,
      source: { path: resolve(beirDir), split, corpus: docIds.length, queries_with_relevant: withRel.length },
      params: p,
      queries: pools.length,
      shared,
    },
    pools,
    texts,
  };
}

/** Read and validate a pools folder on its own (a Retrieval task reads the same files through task.json). */
export function readPoolsDir(dir: string): ReadPools {
  const names = ['manifest.json', 'pools.jsonl', 'texts.jsonl'];
  const { rows } = readFiles(dir, names);
  return poolsFromRows(Object.fromEntries(names.map((n) => [`./${n}`, rows[n]])), '.');
}
