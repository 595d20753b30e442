import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ExecretError } from './errors.js';

/** What a cache tells the opener: its name in an error, the way out, and the SQL that creates its tables. */
export interface SqliteCacheSpec {
  /** e.g. "embedding cache" (in "cannot open the embedding cache: ...") */
  what: string;
  /** e.g. "delete the file or pass --no-cache" */
  hint: string;
  /** CREATE TABLE IF NOT EXISTS ... (run on every open: it migrates an empty or older file) */
  schema: string;
}

/**
 * Open (creating it and its folder if need be) one of execret's SQLite caches, the same way for all three
 * (outcomes, embeddings, reranker scores): WAL journal and synchronous NORMAL, so each committed batch survives a
 * killed process and a rerun resumes; a busy timeout, so two processes may share the file; then the cache's own
 * tables. A file that cannot be opened is bad input (exit 2) naming it.
 */
export function openSqliteCache(path: string, spec: SqliteCacheSpec): Database.Database {
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    // WAL + NORMAL survives a killed process (not a power cut), which is what resuming needs.
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 10000');
    db.exec(spec.schema);
    return db;
  } catch (e) {
    throw new ExecretError('E_INPUT', `cannot open the ${spec.what}: ${(e as Error).message}`, {
      location: { file: path },
      hint: spec.hint,
      cause: e,
    });
  }
}
