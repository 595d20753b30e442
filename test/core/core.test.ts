import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '../../src/core/rng.js';
import { lookup } from '../../src/core/registry.js';
import { ExecretError } from '../../src/core/errors.js';
import { loadTasks } from '../../src/tasks/load.js';
import { stableStringify } from '../../src/core/hash.js';
import { withProgress, type ProgressEvent } from '../../src/core/progress.js';

test('rng is deterministic per seed and differs across seeds', () => {
  const a = createRng(42);
  const b = createRng(42);
  const c = createRng(43);
  const xs = Array.from({ length: 5 }, () => a.next());
  assert.deepEqual(
    xs,
    Array.from({ length: 5 }, () => b.next()),
  );
  assert.notDeepEqual(
    xs,
    Array.from({ length: 5 }, () => c.next()),
  );
  for (const x of xs) assert.ok(x >= 0 && x < 1);
  const r = createRng('s');
  const counts = new Array(4).fill(0);
  for (let i = 0; i < 4000; i++) counts[r.int(4)]++;
  for (const n of counts) assert.ok(n > 850 && n < 1150, `uniform-ish: ${counts}`);
  assert.deepEqual(createRng(1).shuffle([1, 2, 3, 4, 5]).sort(), [1, 2, 3, 4, 5]);
});

test('lookup suggests the nearest known name', () => {
  const table = { bm25: 1, tfidf: 2 };
  assert.equal(lookup('retriever', table, 'bm25'), 1);
  assert.throws(
    () => lookup('retriever', table, 'bm52'),
    (e: unknown) => e instanceof ExecretError && /did you mean "bm25"/.test(e.message) && e.exitCode === 2,
  );
});

test('stableStringify sorts keys at every level', () => {
  assert.equal(
    stableStringify({ b: 1, a: { d: 2, c: [3, { f: 1, e: 0 }] } }),
    '{"a":{"c":[3,{"e":0,"f":1}],"d":2},"b":1}',
  );
});

test('task loader names file, line and field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-tasks-'));
  const file = join(dir, 'tasks.jsonl');
  const good = {
    id: 'add',
    language: 'python',
    domain: 'math',
    query: 'Add two numbers.',
    entry_point: 'add',
    code: 'def add(a, b):\n    return a + b\n',
    tests: ['assert add(1, 2) == 3'],
  };
  writeFileSync(
    file,
    JSON.stringify(good) + '\n\n' + JSON.stringify({ ...good, id: 'x', tests: 'nope' }) + '\n',
  );
  assert.throws(
    () => loadTasks(file),
    (e: unknown) =>
      e instanceof ExecretError &&
      e.location.line === 3 &&
      e.location.field === 'tests' &&
      e.format().includes(`${file}:3: field "tests": expected an array`),
  );
  writeFileSync(file, JSON.stringify(good) + '\n' + JSON.stringify(good) + '\n');
  assert.throws(() => loadTasks(file), /duplicate id "add" \(first defined on line 1\)/);
  writeFileSync(file, '{"id": "a",\n');
  assert.throws(
    () => loadTasks(file),
    (e: unknown) => e instanceof ExecretError && e.location.line === 1,
  );
  writeFileSync(file, JSON.stringify(good) + '\n');
  assert.equal(loadTasks(file)[0].entry_point, 'add');
});

test('withProgress sets the caller fields on every event and keeps an absent callback absent', () => {
  const seen: ProgressEvent[] = [];
  const on = withProgress((e) => seen.push(e), { scope: 'bm25' });
  on!({ label: 'scoring', done: 1, total: 2 });
  withProgress(on, { label: 'embed queries' })!({ label: 'embed', done: 2, total: 2 });
  assert.deepEqual(seen, [
    { label: 'scoring', done: 1, total: 2, scope: 'bm25' },
    { label: 'embed queries', done: 2, total: 2, scope: 'bm25' },
  ]);
  assert.equal(withProgress(undefined, { scope: 'x' }), undefined);
});
