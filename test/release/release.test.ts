import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { REPO_ROOT } from '../helpers/cli.js';
import { loadRelease } from '../../src/release/index.js';
import { ExecretError } from '../../src/core/errors.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');

function copyMini(): string {
  const dir = mkdtempSync(join(tmpdir(), 'execret-release-'));
  cpSync(MINI, dir, { recursive: true });
  return dir;
}

function expectInputError(
  dir: string,
  file: string,
  line: number | undefined,
  field: string | undefined,
  re: RegExp,
) {
  assert.throws(
    () => loadRelease(dir),
    (e: ExecretError) => {
      assert.ok(e instanceof ExecretError, String(e));
      assert.equal(e.exitCode, 2);
      assert.equal(e.location.file, join(dir, file));
      assert.equal(e.location.line, line);
      assert.equal(e.location.field, field);
      assert.match(e.message, re);
      return true;
    },
  );
}

test('loads the mini release: queries sorted, passing sets from the oracle, own snippets', () => {
  const r = loadRelease(MINI);
  assert.deepEqual(
    r.queries.map((q) => q._id),
    ['binary_search', 'clamp', 'count_vowels', 'gcd', 'is_sorted', 'max_subarray'],
  );
  assert.equal(r.corpus.length, 23);
  const gcd = r.queries.find((q) => q._id === 'gcd')!;
  assert.equal(gcd.task, 'gcd');
  assert.deepEqual(gcd.relevant, ['gcd']);
  // distractors fail a test; "gcd~rejected" passes but is not in the corpus
  assert.deepEqual(gcd.passing, ['gcd']);
  assert.deepEqual(
    gcd.own.map((d) => [d._id, d.kind]),
    [
      ['gcd', 'canonical'],
      ['gcd~m1', 'distractor'],
      ['gcd~m2', 'distractor'],
    ],
  );
  // sha256 is the sha256 of the sha256sum-style listing of the evaluated files
  const listing = ['queries.jsonl', 'corpus.jsonl', 'qrels/test.tsv', 'oracle.jsonl', 'manifest.json']
    .map(
      (f) =>
        `${createHash('sha256')
          .update(readFileSync(join(MINI, f)))
          .digest('hex')}  ${f}\n`,
    )
    .join('');
  assert.equal(r.sha256, createHash('sha256').update(listing).digest('hex'));
});

test('a snippet passes only when every oracle row for the query task passed', () => {
  const dir = copyMini();
  try {
    const oracle = join(dir, 'oracle.jsonl');
    const rows = readFileSync(oracle, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    // make gcd~m2 pass every test: it joins the passing set of gcd
    for (const row of rows) if (row.snippet === 'gcd~m2') row.status = 'passed';
    // one timeout on the canonical of clamp takes it out
    rows.find((row) => row.snippet === 'clamp')!.status = 'timeout';
    writeFileSync(oracle, rows.map((x) => JSON.stringify(x)).join('\n') + '\n');
    const r = loadRelease(dir);
    assert.deepEqual(r.queries.find((q) => q._id === 'gcd')!.passing, ['gcd', 'gcd~m2']);
    assert.deepEqual(r.queries.find((q) => q._id === 'clamp')!.passing, []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('validation errors name the file, line and field', () => {
  const dir = copyMini();
  try {
    const corpus = join(dir, 'corpus.jsonl');
    const good = readFileSync(corpus, 'utf8');
    const lines = good.split('\n');
    writeFileSync(
      corpus,
      [
        lines[0],
        lines[1],
        '{"_id": "x", "text": "t", "task": "gcd", "kind": "buggy"}',
        ...lines.slice(2),
      ].join('\n'),
    );
    expectInputError(dir, 'corpus.jsonl', 3, 'kind', /expected one of canonical, distractor, got "buggy"/);
    writeFileSync(corpus, [lines[0], '{not json', ...lines.slice(1)].join('\n'));
    expectInputError(dir, 'corpus.jsonl', 2, undefined, /invalid JSON/);
    writeFileSync(corpus, [lines[0], lines[0]].join('\n'));
    expectInputError(dir, 'corpus.jsonl', 2, '_id', /duplicate _id "clamp"/);
    writeFileSync(corpus, good);

    const qrels = join(dir, 'qrels/test.tsv');
    const q = readFileSync(qrels, 'utf8');
    writeFileSync(qrels, q + 'gcd\tnope\t1\n');
    expectInputError(dir, 'qrels/test.tsv', 8, 'corpus-id', /unknown document "nope"/);
    writeFileSync(qrels, q.replace('query-id', 'qid'));
    expectInputError(dir, 'qrels/test.tsv', 1, undefined, /header/);
    writeFileSync(qrels, q);

    const oracle = join(dir, 'oracle.jsonl');
    writeFileSync(
      oracle,
      readFileSync(oracle, 'utf8') + '{"snippet":"gcd","task":"gcd","test":0,"status":"ok"}\n',
    );
    expectInputError(
      dir,
      'oracle.jsonl',
      71,
      'status',
      /expected one of passed, failed, error, timeout, crashed/,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a missing folder or file is E_NOT_FOUND (exit 2)', () => {
  assert.throws(
    () => loadRelease('/nonexistent/release'),
    (e: ExecretError) => e.code === 'E_NOT_FOUND' && e.exitCode === 2,
  );
  const dir = copyMini();
  try {
    rmSync(join(dir, 'oracle.jsonl'));
    assert.throws(() => loadRelease(dir), /release file missing: .*oracle\.jsonl/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('manifest.json: a future schema version is refused (exit 2), the old key spelling is accepted for version 1', () => {
  const dir = copyMini();
  try {
    const file = join(dir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, JSON.stringify({ ...manifest, schemaVersion: 3 }));
    expectInputError(
      dir,
      'manifest.json',
      undefined,
      'schemaVersion',
      /release has schema version 3, newer than/,
    );
    const { schemaVersion: _v, ...rest } = manifest;
    writeFileSync(file, JSON.stringify({ ...rest, schema_version: 1 }));
    assert.equal(loadRelease(dir).queries.length, 6);
    writeFileSync(file, '[1]');
    expectInputError(dir, 'manifest.json', undefined, undefined, /expected a JSON object/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
