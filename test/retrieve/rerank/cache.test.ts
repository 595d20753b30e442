import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ScoreCache } from '../../../src/retrieve/rerank/cache.js';

test('rerank cache: a damaged row reads as a miss, not a crash; good rows read back', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-rerank-cache-'));
  const path = join(dir, 'sub', 'rerank.sqlite');
  try {
    const cache = new ScoreCache(path);
    cache.putMany('r', [
      { key: 'a', value: 0.5 },
      { key: 'b', value: [2, 0, 1] },
    ]);
    cache.close();
    const raw = new Database(path);
    raw.prepare("UPDATE scores SET value = '{not json' WHERE key = 'b'").run();
    raw.close();
    const again = new ScoreCache(path);
    assert.equal(again.get('a'), 0.5);
    assert.equal(again.get('b'), undefined);
    assert.equal(again.get('c'), undefined);
    again.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('rerank cache: a file that is not SQLite is bad input (E_INPUT, exit 2) naming it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-rerank-cache-'));
  try {
    assert.throws(
      () => new ScoreCache(dir),
      (e: Error & { code?: string; exitCode?: number }) =>
        e.code === 'E_INPUT' && e.exitCode === 2 && /cannot open the reranker cache/.test(e.message),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
