/**
 * Every model call cached in SQLite (`.execret-cache/generate.sqlite` by default), in the pattern of the
 * embedding and reranker caches: WAL journal, one row committed as each answer arrives, so a run that is killed
 * (even with kill -9) makes no request it already made when it is run again. The key is the sha256 of the stable
 * JSON of everything that changes the answer: provider, model, base URL, the whole request (system prompt,
 * messages, schema, temperature, seed, max tokens), the prompts' sha256, the entry and the attempt.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { GENERATE_CACHE } from '../core/cache-paths.js';
import { ExecretError } from '../core/errors.js';
import { sha256, stableStringify } from '../core/hash.js';
import type { ChatReply } from './types.js';

export const DEFAULT_GENERATE_CACHE = GENERATE_CACHE;
const SCHEMA = 1;

export function callKey(identity: Readonly<Record<string, unknown>>): string {
  return sha256(stableStringify({ v: SCHEMA, ...identity }));
}

export class CallCache {
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
        'CREATE TABLE IF NOT EXISTS calls (key TEXT PRIMARY KEY, model TEXT NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;',
      );
    } catch (e) {
      throw new ExecretError('E_INPUT', `cannot open the generate cache: ${(e as Error).message}`, {
        location: { file: path },
        hint: 'delete the file or pass --no-cache',
        cause: e,
      });
    }
    this.getStmt = this.db.prepare('SELECT value FROM calls WHERE key = ?');
    this.putStmt = this.db.prepare('INSERT OR REPLACE INTO calls (key, model, value) VALUES (?, ?, ?)');
  }

  get(key: string): ChatReply | undefined {
    const row = this.getStmt.get(key);
    return row ? (JSON.parse(row.value) as ChatReply) : undefined;
  }

  put(key: string, model: string, reply: ChatReply): void {
    this.putStmt.run(key, model, JSON.stringify(reply));
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM calls').get() as { n: number }).n;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}
