/**
 * The reranker score cache in SQLite (`.execret-cache/rerank.sqlite` by default), as a wrapper's store (house
 * style 4). The key is the sha256 of the stable JSON of everything that changes a score: the reranker, its model,
 * base URL, revision, prompt or mode (its `identity`), and the texts (a hash of the query, of the candidate, or of
 * the ordered window a listwise call saw). Each batch is committed as it arrives (WAL), so an interrupted run
 * resumes without paying again. Values are JSON: a number for a pointwise score, a permutation for a window.
 */
import { RERANK_CACHE } from '../../core/cache-paths.js';
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ExecretError } from '../../core/errors.js';
import { sha256, stableStringify } from '../../core/hash.js';

export const DEFAULT_RERANK_CACHE = RERANK_CACHE;
const SCHEMA = 1;

export function scoreKey(
  identity: Readonly<Record<string, unknown>>,
  texts: Record<string, unknown>,
): string {
  return sha256(stableStringify({ v: SCHEMA, ...identity, ...texts }));
}

export const textHash = (t: string): string => sha256(t);

export class ScoreCache {
  private db: Database.Database;
  private getStmt: Database.Statement<[string], { value: string }>;
  private putStmt: Database.Statement<[string, string, string]>;

  constructor(readonly path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    try {
      this.db = new Database(path);
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = NORMAL');
      this.db.pragma('busy_timeout = 10000');
      this.db.exec(
        `CREATE TABLE IF NOT EXISTS scores (key TEXT PRIMARY KEY, reranker TEXT NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;`,
      );
    } catch (e) {
      throw new ExecretError('E_INPUT', `cannot open the reranker cache: ${(e as Error).message}`, {
        location: { file: path },
        hint: 'delete the file or pass --no-cache',
        cause: e,
      });
    }
    this.getStmt = this.db.prepare('SELECT value FROM scores WHERE key = ?');
    this.putStmt = this.db.prepare('INSERT OR REPLACE INTO scores (key, reranker, value) VALUES (?, ?, ?)');
  }

  get(key: string): unknown {
    const row = this.getStmt.get(key);
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  }

  putMany(reranker: string, rows: readonly { key: string; value: unknown }[]): void {
    this.db.transaction(() => {
      for (const r of rows) this.putStmt.run(r.key, reranker, JSON.stringify(r.value));
    })();
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM scores').get() as { n: number }).n;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** One cache per path for the life of a reranker (closed by its close()). */
export function cacheOpener(): {
  open(path: string | false | undefined): ScoreCache | undefined;
  close(): void;
} {
  const open = new Map<string, ScoreCache>();
  return {
    open(path) {
      if (!path) return undefined;
      let c = open.get(path);
      if (!c) open.set(path, (c = new ScoreCache(path)));
      return c;
    },
    close() {
      for (const c of open.values()) c.close();
      open.clear();
    },
  };
}
