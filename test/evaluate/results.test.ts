import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../helpers/cli.js';
import { ExecretError } from '../../src/core/errors.js';
import { evaluate, loadResults, writeResults } from '../../src/evaluate/index.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');
const base = mkdtempSync(join(tmpdir(), 'execret-results-'));
const folder = join(base, 'results');
after(() => rmSync(base, { recursive: true, force: true }));
const ready = evaluate({
  release: MINI,
  retrievers: ['bm25', 'tfidf', 'hashing?dims=64'],
  out: folder,
  seed: 2,
  replicates: 200,
});

/** A copy of the results folder with summary.json edited. */
function variant(name: string, edit: (summary: Record<string, unknown>) => void): string {
  const dir = join(base, name);
  cpSync(folder, dir, { recursive: true });
  const file = join(dir, 'summary.json');
  const summary = JSON.parse(readFileSync(file, 'utf8'));
  edit(summary);
  writeFileSync(file, JSON.stringify(summary, null, 2) + '\n');
  return dir;
}

function expectInputError(
  fn: () => unknown,
  file: string,
  line: number | undefined,
  field: string,
  re: RegExp,
) {
  assert.throws(fn, (e: ExecretError) => {
    assert.ok(e instanceof ExecretError, String(e));
    assert.equal(e.exitCode, 2);
    assert.deepEqual([e.location.file, e.location.line, e.location.field], [file, line, field]);
    assert.match(e.message, re);
    return true;
  });
}

test('loadResults reads back exactly what evaluate wrote, and writeResults writes the same bytes again', async () => {
  const written = await ready;
  const loaded = loadResults(folder);
  assert.deepEqual(loaded.summary, written.summary);
  assert.deepEqual(
    loaded.systems.map((s) => s.name),
    ['bm25', 'tfidf', 'hashing?dims=64'],
  );
  for (const s of loaded.systems) {
    assert.deepEqual(s.rows, written.perQuery[s.name]);
    assert.deepEqual(s.lines, [1, 2, 3, 4, 5, 6]);
    assert.equal(s.file, join(folder, s.perQuery));
  }
  const again = join(base, 'again');
  writeResults(again, loaded.summary, Object.fromEntries(loaded.systems.map((s) => [s.name, s.rows])));
  for (const f of ['summary.json', 'runs/hashing_dims_64.trec', 'per-query/tfidf.jsonl'])
    assert.equal(readFileSync(join(again, f), 'utf8'), readFileSync(join(folder, f), 'utf8'), f);
  assert.deepEqual(readdirSync(join(again, 'runs')).sort(), readdirSync(join(folder, 'runs')).sort());
});

test('a folder of a future schema version is refused, exit 2 and one clear line, by compare, report and lite', async () => {
  await ready;
  const future = variant('future', (s) => (s.schemaVersion = 2));
  const runs = [
    ['compare', future],
    ['report', future],
    ['lite', 'validate', future, '-k', '2'],
  ];
  for (const args of runs) {
    const r = runCli(args);
    assert.equal(r.status, 2, `${args[0]}: ${r.stderr}`);
    assert.match(
      r.stderr,
      /summary\.json: field "schemaVersion": results folder has schema version 2, newer than this execret \(\d+\.\d+\.\d+\) reads \(up to 1\)\n {2}hint: upgrade execret, or re-run `execret eval --out DIR`\n$/,
      args[0],
    );
  }
});

test('the old key spelling (schema_version) is accepted for version 1; missing and malformed versions are not', async () => {
  await ready;
  const old = variant('old-key', (s) => {
    delete s.schemaVersion;
    s.schema_version = 1;
  });
  assert.equal(loadResults(old).summary.schemaVersion, 1);
  const r = runCli(['compare', old, '--json']);
  assert.equal(r.status, 0, r.stderr);
  assert.ok(JSON.parse(r.stdout).pairs.length > 0);
  const file = (dir: string) => join(dir, 'summary.json');
  const none = variant('no-version', (s) => delete s.schemaVersion);
  expectInputError(() => loadResults(none), file(none), undefined, 'schemaVersion', /not a results folder/);
  const text = variant('text-version', (s) => (s.schemaVersion = '1'));
  expectInputError(() => loadResults(text), file(text), undefined, 'schemaVersion', /got "1"/);
  const oldFuture = variant('old-key-future', (s) => {
    delete s.schemaVersion;
    s.schema_version = 2;
  });
  expectInputError(
    () => loadResults(oldFuture),
    file(oldFuture),
    undefined,
    'schema_version',
    /version 2, newer/,
  );
});

test('bad summaries and rows name the file, line and field', async () => {
  await ready;
  const noSeed = variant('no-seed', (s) => delete s.seed);
  expectInputError(() => loadResults(noSeed), join(noSeed, 'summary.json'), undefined, 'seed', /missing/);
  const twice = variant('twice', (s) => {
    const systems = s.systems as object[];
    systems.push(systems[0]);
  });
  expectInputError(
    () => loadResults(twice),
    join(twice, 'summary.json'),
    undefined,
    'systems[3].name',
    /system "bm25" listed twice/,
  );
  const rows = variant('rows', () => {});
  const pq = join(rows, 'per-query', 'tfidf.jsonl');
  const lines = readFileSync(pq, 'utf8').split('\n');
  const third = JSON.parse(lines[2]);
  third.ranking[1].score = 'high';
  writeFileSync(pq, [lines[0], lines[1], JSON.stringify(third), ...lines.slice(3)].join('\n'));
  expectInputError(
    () => loadResults(rows),
    pq,
    3,
    'ranking[1].score',
    /expected a finite number, got "high"/,
  );
  writeFileSync(pq, [lines[0], lines[0], ...lines.slice(2)].join('\n'));
  expectInputError(() => loadResults(rows), pq, 2, 'query', /appears twice \(first on line 1\)/);
});
