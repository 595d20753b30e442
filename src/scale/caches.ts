import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ExecretError } from '../core/errors.js';

/**
 * Copy every row of every table of the SQLite caches `from` into `into` (created when missing), keeping the rows
 * `into` already has (INSERT OR IGNORE: a cache key fixes its value, so two shards that computed the same key
 * hold the same row). Works for each of execret's caches (outcomes, embeddings, rerank scores), whose tables are
 * keyed by their first column; a table `into` lacks is created with the shard's own definition.
 */
export function unionCaches(into: string, from: readonly string[]): { rows: number } {
  mkdirSync(dirname(into), { recursive: true });
  const db = new Database(into);
  let rows = 0;
  try {
    db.pragma('journal_mode = WAL');
    for (const file of from) {
      if (!existsSync(file)) continue;
      db.prepare('ATTACH DATABASE ? AS shard').run(file);
      try {
        const tables = db
          .prepare(
            "SELECT name, sql FROM shard.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
          )
          .all() as { name: string; sql: string }[];
        db.transaction(() => {
          for (const t of tables) {
            const exists = db
              .prepare("SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = ?")
              .get(t.name);
            if (!exists) db.exec(t.sql);
            const q = `"${t.name.replace(/"/g, '""')}"`;
            rows += db.prepare(`INSERT OR IGNORE INTO main.${q} SELECT * FROM shard.${q}`).run().changes;
          }
        })();
      } catch (e) {
        throw new ExecretError('E_INPUT', `cannot read the shard cache ${file}: ${(e as Error).message}`, {
          location: { file },
          hint: 'run that shard again (its cache is damaged or from another execret)',
          cause: e,
        });
      } finally {
        db.prepare('DETACH DATABASE shard').run();
      }
    }
  } finally {
    db.close();
  }
  return { rows };
}
