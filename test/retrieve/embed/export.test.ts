import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../helpers/cli.js';
import { createEmbeddingRetriever } from '../../../src/retrieve/embed/index.js';
import { npyBytes } from '../../../src/retrieve/embed/npy.js';
import { parseSpec } from '../../../src/retrieve/embed/export.js';

const MODEL_DIR = fileURLToPath(new URL('../../fixtures/tiny-model', import.meta.url));
let dir: string;
let release: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'execret-export-'));
  release = join(dir, 'release');
  const w = (name: string, rows: object[]) =>
    writeFileSync(join(release, name), rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  spawnSync('mkdir', ['-p', join(release, 'qrels')]);
  writeFileSync(join(release, 'qrels/test.tsv'), 'query-id\tcorpus-id\tscore\nq1\tc1\t1\nq2\tc2\t1\n');
  w('queries.jsonl', [
    {
      _id: 'q1',
      text: 'sum of a list of numbers',
      domain: 'arrays',
      language: 'python',
      entry_point: 'total',
    },
    { _id: 'q2', text: 'sort a list', domain: 'arrays', language: 'python', entry_point: 'srt' },
  ]);
  w('corpus.jsonl', [
    {
      _id: 'c1',
      text: 'def total(xs): return sum(xs)',
      task: 't1',
      kind: 'canonical',
      bug_type: null,
      edits: [],
    },
    {
      _id: 'c2',
      text: 'def srt(xs): return sorted(xs)',
      task: 't2',
      kind: 'canonical',
      bug_type: null,
      edits: [],
    },
    { _id: 'c3', text: 'hello world', task: 't2', kind: 'distractor', bug_type: 'x', edits: [] },
  ]);
  w('oracle.jsonl', [
    { snippet: 'c1', task: 't1', test: 0, status: 'passed', ms: 1, message: '' },
    { snippet: 'c2', task: 't2', test: 0, status: 'passed', ms: 1, message: '' },
    { snippet: 'c3', task: 't2', test: 0, status: 'failed', ms: 1, message: 'AssertionError' },
  ]);
});
after(() => rmSync(dir, { recursive: true, force: true }));

const PY = '/usr/bin/python3';

test('npy header is valid v1.0 and 64-byte aligned', () => {
  const b = npyBytes(new Float32Array([1, 2, 3, 4, 5, 6]), [2, 3]);
  assert.equal(b.subarray(0, 6).toString('latin1'), '\x93NUMPY');
  assert.deepEqual([b[6], b[7]], [1, 0]);
  const hlen = b.readUInt16LE(8);
  assert.equal((10 + hlen) % 64, 0);
  assert.match(
    b.subarray(10, 10 + hlen).toString('latin1'),
    /^\{'descr': '<f4', 'fortran_order': False, 'shape': \(2, 3\), \} *\n$/,
  );
  assert.equal(b.length, 10 + hlen + 24);
});

test('spec strings carry options', () => {
  assert.deepEqual(parseSpec('hf:BAAI/bge-small-en-v1.5?pooling=cls&query-prefix=q%3A%20'), {
    name: 'hf:BAAI/bge-small-en-v1.5',
    options: { pooling: 'cls', 'query-prefix': 'q: ' },
  });
});

test('export-embeddings writes matrices numpy loads, with values equal to the provider output', async () => {
  const out = join(dir, 'out');
  const r = runCli([
    'export-embeddings',
    release,
    '-r',
    'hf:tiny-model?preset=e5',
    '--model-dir',
    MODEL_DIR,
    '--out',
    out,
    '--no-cache',
    '--json',
    '--quiet',
  ]);
  assert.equal(r.status, 0, r.stderr);
  const summary = JSON.parse(r.stdout) as { queries: number; corpus: number; dim: number };
  assert.deepEqual([summary.queries, summary.corpus, summary.dim], [2, 3, 8]);
  const ids = JSON.parse(readFileSync(join(out, 'ids.json'), 'utf8')) as Record<string, unknown>;
  assert.deepEqual(ids.queries, ['q1', 'q2']);
  assert.deepEqual(ids.corpus, ['c1', 'c2', 'c3']);
  assert.equal(ids.model, 'tiny-model');
  assert.deepEqual((ids.roles as { queries: { role: string; prompt: string } }).queries.prompt, 'query: ');
  assert.equal((ids.roles as { corpus: { prompt: string } }).corpus.prompt, 'passage: ');

  const lib = createEmbeddingRetriever('hf:tiny-model', { 'model-dir': MODEL_DIR, preset: 'e5' });
  const q = await lib.embed(['sum of a list of numbers', 'sort a list'], 'query');
  const d = await lib.embed(
    ['def total(xs): return sum(xs)', 'def srt(xs): return sorted(xs)', 'hello world'],
    'document',
  );
  const py = spawnSync(
    PY,
    [
      '-I',
      '-c',
      `import json, sys, numpy as np
q = np.load(sys.argv[1]); c = np.load(sys.argv[2])
print(json.dumps({"q": q.tolist(), "c": c.tolist(), "dtype": [str(q.dtype), str(c.dtype)],
                  "shape": [q.shape, c.shape], "c_order": [q.flags["C_CONTIGUOUS"], c.flags["C_CONTIGUOUS"]]}))`,
      join(out, 'queries.npy'),
      join(out, 'corpus.npy'),
    ],
    { encoding: 'utf8' },
  );
  assert.equal(py.status, 0, py.stderr);
  const got = JSON.parse(py.stdout) as {
    q: number[][];
    c: number[][];
    dtype: string[];
    shape: number[][];
    c_order: boolean[];
  };
  assert.deepEqual(got.dtype, ['float32', 'float32']);
  assert.deepEqual(got.shape, [
    [2, 8],
    [3, 8],
  ]);
  assert.deepEqual(got.c_order, [true, true]);
  assert.deepEqual(
    got.q,
    q.map((v) => Array.from(v)),
  );
  assert.deepEqual(
    got.c,
    d.map((v) => Array.from(v)),
  );
});

test('bad input exits 2 with one clear line', () => {
  const r = runCli([
    'export-embeddings',
    join(dir, 'missing'),
    '-r',
    'hf:tiny-model',
    '--out',
    join(dir, 'x'),
    '--quiet',
  ]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /error\[E_NOT_FOUND\]: release folder not found: .*missing/);
  const k = runCli(
    ['export-embeddings', release, '-r', 'openai:text-embedding-3-small', '--out', join(dir, 'y'), '--quiet'],
    {
      env: { ...process.env, OPENAI_API_KEY: '' },
    },
  );
  assert.equal(k.status, 2);
  assert.match(k.stderr, /no API key: set OPENAI_API_KEY in the environment/);
  assert.doesNotMatch(k.stderr, /\n\s+at /);
});
