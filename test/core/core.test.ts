import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '../../src/core/rng.js';
import { lookup } from '../../src/core/registry.js';
import { ExecretError } from '../../src/core/errors.js';
import { loadTasks } from '../../src/tasks/load.js';
import { stableStringify } from '../../src/core/hash.js';
import { withProgress, type ProgressEvent } from '../../src/core/progress.js';
import {
  formatOracleRows,
  parseOracleRows,
  readOracleRows,
  writeOracleRows,
} from '../../src/core/oracle-rows.js';
import type { OracleRow } from '../../src/core/types.js';
import { checkSchemaVersion } from '../../src/core/schema.js';

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

test('oracle rows: one writer (documented key order) and one reader that names file, line and field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-oracle-'));
  const file = join(dir, 'sub', 'oracle.jsonl');
  const rows: OracleRow[] = [
    { message: '', ms: 3, status: 'passed', test: 0, task: 't', snippet: 's' },
    { snippet: 's', task: 't', test: 1, status: 'failed', ms: 4, message: 'AssertionError' },
  ];
  writeOracleRows(file, rows);
  const text = readFileSync(file, 'utf8');
  assert.equal(
    text.split('\n')[0],
    '{"snippet":"s","task":"t","test":0,"status":"passed","ms":3,"message":""}',
  );
  assert.equal(formatOracleRows(rows), text);
  assert.deepEqual(readOracleRows(file), rows);
  // rows from other tools may leave out ms and message
  assert.deepEqual(parseOracleRows('{"snippet":"s","task":"t","test":2,"status":"timeout"}\n', 'x'), [
    { snippet: 's', task: 't', test: 2, status: 'timeout', ms: 0, message: '' },
  ]);
  const bad = (line: string, field: string, re: RegExp) =>
    assert.throws(
      () => parseOracleRows(`${text}${line}\n`, file),
      (e: ExecretError) =>
        e.exitCode === 2 && e.location.line === 3 && e.location.field === field && re.test(e.message),
    );
  bad('{"snippet":"s","task":"t","test":0,"status":"ok"}', 'status', /expected one of passed, failed, error/);
  bad('{"snippet":"s","task":"t","test":-1,"status":"passed"}', 'test', /expected an integer >= 0, got -1/);
  bad('{"task":"t","test":0,"status":"passed"}', 'snippet', /missing/);
});

test('checkSchemaVersion: one check, the record kind in the message; a format may fix its own key', () => {
  const kind = { what: 'widget', remedy: 'make a new one' };
  assert.equal(checkSchemaVersion({ schemaVersion: 1 }, 'w.json', kind), 1);
  assert.equal(
    checkSchemaVersion({ schema_version: 1 }, 'w.json', kind),
    1,
    'the old spelling, for version 1',
  );
  const refuses = (doc: Record<string, unknown>, k: object, field: string, re: RegExp) =>
    assert.throws(
      () => checkSchemaVersion(doc, 'w.json', { ...kind, ...k }),
      (e: ExecretError) =>
        e.exitCode === 2 && e.location.file === 'w.json' && e.location.field === field && re.test(e.format()),
    );
  refuses(
    { schemaVersion: 7 },
    {},
    'schemaVersion',
    /widget has schema version 7, newer .*\n {2}hint: upgrade execret, or make a new one/,
  );
  refuses({}, {}, 'schemaVersion', /missing: this is not a widget written by execret/);
  refuses({ schemaVersion: 0 }, {}, 'schemaVersion', /expected a schema version/);
  // a layout that spells the key its own way (MTEB-lite) is read by that key only
  assert.equal(checkSchemaVersion({ schema_version: 1 }, 'w.json', { ...kind, key: 'schema_version' }), 1);
  refuses({ schemaVersion: 1 }, { key: 'schema_version' }, 'schema_version', /missing/);
});
