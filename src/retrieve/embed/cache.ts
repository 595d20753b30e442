/**
 * Embedding cache in SQLite, as a wrapper around a provider (house style 4).
 *
 * Key: sha256 of the stable JSON of {provider, model, role, ...vectorIdentity(role), textHash}, where
 * vectorIdentity holds the revision, the prompt or prefix, the API's task/input type, dimensions, dtype,
 * normalisation and pooling. The role is in the key (mteb bug #5383: a query and a document embedding of
 * the same text are different vectors). Vectors are float32 blobs. Each batch is committed as it arrives
 * (WAL journal), so a run that is killed resumes without re-embedding anything it already paid for.
 */
import { EMBEDDING_CACHE } from '../../core/cache-paths.js';
import type Database from 'better-sqlite3';
import { sha256, stableStringify } from '../../core/hash.js';
import { openSqliteCache } from '../../core/sqlite.js';
import type { EmbeddingProvider, EmbedOptions, EmbedResult, Role } from './types.js';
import { emptyUsage } from './types.js';

/** Where `execret` keeps the cache unless told otherwise (relative to the working directory). */
export const DEFAULT_CACHE_PATH = EMBEDDING_CACHE;
const CACHE_SCHEMA = 1;

export function cacheKey(provider: EmbeddingProvider, role: Role, text: string): string {
  return sha256(
    stableStringify({
      v: CACHE_SCHEMA,
      provider: provider.provider,
      model: provider.model,
      role,
      ...provider.vectorIdentity(role),
      textHash: sha256(text),
    }),
  );
}

export interface CacheStats {
  hits: number;
  misses: number;
}

export class EmbeddingCache {
  private db: Database.Database;
  private getStmt: Database.Statement<[string], { vector: Buffer }>;
  private putStmt: Database.Statement<[string, string, string, string, number, Buffer]>;
  readonly stats: CacheStats = { hits: 0, misses: 0 };

  constructor(readonly path: string) {
    this.db = openSqliteCache(path, {
      what: 'embedding cache',
      hint: 'delete the file or pass --no-cache',
      schema: `
        CREATE TABLE IF NOT EXISTS embeddings (
          key TEXT PRIMARY KEY,
          provider TEXT NOT NULL,
          model TEXT NOT NULL,
          role TEXT NOT NULL,
          dim INTEGER NOT NULL,
          vector BLOB NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
        INSERT OR IGNORE INTO meta (k, v) VALUES ('schema', '${CACHE_SCHEMA}');`,
    });
    this.getStmt = this.db.prepare('SELECT vector FROM embeddings WHERE key = ?');
    this.putStmt = this.db.prepare(
      'INSERT OR REPLACE INTO embeddings (key, provider, model, role, dim, vector) VALUES (?, ?, ?, ?, ?, ?)',
    );
  }

  get(key: string): Float32Array | undefined {
    const row = this.getStmt.get(key);
    if (!row) return undefined;
    const b = row.vector;
    // Copy into an aligned buffer: the blob's byteOffset need not be a multiple of 4.
    const out = new Float32Array(b.byteLength / 4);
    new Uint8Array(out.buffer).set(b);
    return out;
  }

  /** Store a batch in one transaction (one commit per batch). */
  putMany(
    rows: readonly { key: string; provider: string; model: string; role: Role; vector: Float32Array }[],
  ): void {
    const tx = this.db.transaction(() => {
      for (const r of rows) {
        const buf = Buffer.from(r.vector.buffer, r.vector.byteOffset, r.vector.byteLength);
        this.putStmt.run(r.key, r.provider, r.model, r.role, r.vector.length, buf);
      }
    });
    tx();
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM embeddings').get() as { n: number }).n;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/**
 * Serve cached vectors and embed only the misses (each distinct text once), committing each batch the inner
 * provider completes. Usage counts only what the inner provider did.
 */
export function withCache(inner: EmbeddingProvider, cache: EmbeddingCache): EmbeddingProvider {
  return {
    provider: inner.provider,
    model: inner.model,
    similarity: inner.similarity,
    vectorIdentity: (role) => inner.vectorIdentity(role),
    async embed(texts: readonly string[], role: Role, opts: EmbedOptions = {}): Promise<EmbedResult> {
      const vectors: Float32Array[] = new Array(texts.length);
      const keys = texts.map((t) => cacheKey(inner, role, t));
      const missing = new Map<string, { text: string; at: number[] }>();
      keys.forEach((key, i) => {
        const hit = missing.has(key) ? undefined : cache.get(key);
        if (hit) {
          vectors[i] = hit;
          cache.stats.hits++;
        } else {
          const m = missing.get(key);
          if (m) m.at.push(i);
          else missing.set(key, { text: texts[i], at: [i] });
        }
      });
      const uncached = [...missing.entries()];
      cache.stats.misses += uncached.length;
      const cached = texts.length - uncached.reduce((n, [, m]) => n + m.at.length, 0);
      opts.onProgress?.({ label: 'embed', done: cached, total: texts.length });
      if (uncached.length === 0) return { vectors, usage: emptyUsage() };
      let doneMisses = 0;
      const r = await inner.embed(
        uncached.map(([, m]) => m.text),
        role,
        {
          signal: opts.signal,
          onBatch: (offset, batch) => {
            const rows = batch.vectors.map((vector, i) => {
              const [key, m] = uncached[offset + i];
              for (const at of m.at) vectors[at] = vector;
              return { key, provider: inner.provider, model: inner.model, role, vector };
            });
            cache.putMany(rows);
            opts.onBatch?.(offset, batch);
          },
          onProgress: (e) => {
            doneMisses = e.done;
            opts.onProgress?.({
              ...e,
              done: Math.min(texts.length, cached + doneMisses),
              total: texts.length,
            });
          },
        },
      );
      // A provider without batching never calls onBatch: store its result here.
      uncached.forEach(([, m], i) => {
        if (vectors[m.at[0]] === undefined) {
          cache.putMany([
            { key: uncached[i][0], provider: inner.provider, model: inner.model, role, vector: r.vectors[i] },
          ]);
          for (const at of m.at) vectors[at] = r.vectors[i];
        }
      });
      return { vectors, usage: r.usage };
    },
  };
}
