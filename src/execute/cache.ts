import type Database from 'better-sqlite3';
import { sha256, stableStringify } from '../core/hash.js';
import { openSqliteCache } from '../core/sqlite.js';
import type { TestOutcome } from './types.js';

/** Bump when the stored row format changes; old rows are then simply never hit. */
export const CACHE_FORMAT = 1;

/** Everything that can change a suite's outcomes. Two suites with equal keys must give equal outcomes. */
export interface OutcomeKeyParts {
  harness: string;
  runtime: string;
  isolation: string;
  language: string;
  code: string;
  setup: string;
  tests: readonly string[];
  timeoutS: number;
  memoryMb: number;
  /** size of the private /tmp, MiB, where the sandbox has one */
  tmpMb?: number;
  /** present only for suites with a context (repository tasks), so that other suites keep their keys */
  context?: string;
  /** present (true) only for fail-fast suites, so that full suites keep their keys */
  failFast?: true;
}

export function outcomeKey(parts: OutcomeKeyParts): string {
  return sha256(stableStringify({ format: CACHE_FORMAT, ...parts }));
}

/**
 * Suite outcomes in SQLite (WAL). Writes are buffered and committed in batches, each batch one transaction, so a
 * process killed with SIGKILL loses at most the last uncommitted batch and a rerun recomputes exactly those.
 */
export class OutcomeCache {
  private readonly db: Database.Database;
  private readonly getStmt: Database.Statement<[string], { outcomes: string }>;
  private readonly putMany: (rows: [string, string][]) => void;
  private buffer: [string, string][] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    readonly path: string,
    private readonly batch = 64,
    private readonly flushMs = 500,
  ) {
    this.db = openSqliteCache(path, {
      what: 'outcome cache',
      hint: 'pass another --cache PATH, or --no-cache',
      schema:
        'CREATE TABLE IF NOT EXISTS outcomes (key TEXT PRIMARY KEY, outcomes TEXT NOT NULL, created_at INTEGER NOT NULL)',
    });
    this.getStmt = this.db.prepare('SELECT outcomes FROM outcomes WHERE key = ?');
    const insert = this.db.prepare(
      'INSERT OR REPLACE INTO outcomes (key, outcomes, created_at) VALUES (?, ?, ?)',
    );
    this.putMany = this.db.transaction((rows: [string, string][]) => {
      const now = Date.now();
      for (const [k, v] of rows) insert.run(k, v, now);
    });
  }

  get(key: string): TestOutcome[] | undefined {
    const row = this.getStmt.get(key);
    if (!row) return undefined;
    try {
      const v = JSON.parse(row.outcomes) as TestOutcome[];
      return Array.isArray(v) ? v : undefined;
    } catch {
      return undefined; // a damaged row is a miss
    }
  }

  put(key: string, outcomes: readonly TestOutcome[]): void {
    this.buffer.push([key, JSON.stringify(outcomes)]);
    if (this.buffer.length >= this.batch) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.buffer.length === 0) return;
    const rows = this.buffer;
    this.buffer = [];
    this.putMany(rows);
  }

  close(): void {
    this.flush();
    this.db.close();
  }
}
