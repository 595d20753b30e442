/**
 * The reranker score cache in SQLite (`.execret-cache/rerank.sqlite` by default), as a wrapper's store (house
 * style 4). The key is the sha256 of the stable JSON of everything that changes a score: the reranker, its model,
 * base URL, revision, prompt or mode (its `identity`), and the texts (a hash of the query, of the candidate, or of
 * the ordered window a listwise call saw). Each batch is committed as it arrives (WAL), so an interrupted run
 * resumes without paying again. Values are JSON: a number for a pointwise score, a permutation for a window.
 */
import type Database from 'better-sqlite3';
import { sha256, stableStringify } from '../../core/hash.js';
import { openSqliteCache } from '../../core/sqlite.js';

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
    this.db = openSqliteCache(path, {
      what: 'reranker cache',
      hint: 'delete the file or pass --no-cache',
      schema: `CREATE TABLE IF NOT EXISTS scores (key TEXT PRIMARY KEY, reranker TEXT NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;`,
    });
    this.getStmt = this.db.prepare('SELECT value FROM scores WHERE key = ?');
    this.putStmt = this.db.prepare('INSERT OR REPLACE INTO scores (key, reranker, value) VALUES (?, ?, ?)');
  }

  /** The stored value, or undefined: a miss, and a damaged row (not JSON) too, which is then scored again. */
  get(key: string): unknown {
    const row = this.getStmt.get(key);
    if (!row) return undefined;
    try {
      return JSON.parse(row.value) as unknown;
    } catch {
      return undefined;
    }
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
