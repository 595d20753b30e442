import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runCli } from '../../helpers/cli.js';
import { evaluate } from '../../../src/evaluate/index.js';
import { exportEmbeddings } from '../../../src/retrieve/embed/export.js';
import { ExecretError } from '../../../src/core/errors.js';
import { createVectorsRetriever } from '../../../src/retrieve/files/vectors.js';
import { halfToFloat } from '../../../src/retrieve/files/npy-read.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');
const MODEL_DIR = join(REPO_ROOT, 'test/fixtures/tiny-model');
const quick = { replicates: 50, cache: false as const };
type Golden = { rankings: Record<string, string[]>; metrics: Record<string, number> };
let dir: string;
let golden: { twins: [string, string]; cosine: Golden; dot: Golden; f16: Golden };

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'execret-vectors-'));
  // numpy writes the folders and ranks them itself (scripts/golden/vectors_numpy.py)
  const py = spawnSync(
    '/usr/bin/python3',
    ['-I', join(REPO_ROOT, 'scripts/golden/vectors_numpy.py'), MINI, dir],
    {
      encoding: 'utf8',
    },
  );
  assert.equal(py.status, 0, py.stderr);
  golden = JSON.parse(py.stdout);
});
after(() => rmSync(dir, { recursive: true, force: true }));

function sameAs(g: Golden, r: Awaited<ReturnType<typeof evaluate>>, name: string): void {
  const sys = r.summary.systems.find((s) => s.name === name)!;
  for (const [k, v] of Object.entries(g.metrics))
    assert.ok(Math.abs(sys.metrics[k].value - v) <= 1e-9, `${name} ${k}: ${sys.metrics[k].value} vs ${v}`);
  for (const row of r.perQuery[name])
    assert.deepEqual(
      row.ranking.map((e) => e.id),
      g.rankings[row.query],
      `${name} ${row.query}`,
    );
}

test('vectors: numpy-written float32 and float16 folders rank and score as numpy does (cosine and dot)', async () => {
  const r = await evaluate({
    release: MINI,
    retrievers: [
      `vectors:${join(dir, 'f32')}?name=cos`,
      `vectors:${join(dir, 'f32')}?similarity=dot&name=dot`,
      `vectors:${join(dir, 'f16')}?name=f16`,
      // the corpus streamed in small chunks, on either kernel: the same metrics and rankings
      `vectors:${join(dir, 'f32')}?chunk=5&name=cos-chunked`,
      `vectors:${join(dir, 'f32')}?kernel=wasm&chunk=7&name=cos-wasm`,
    ],
    ...quick,
  });
  sameAs(golden.cosine, r, 'cos');
  sameAs(golden.dot, r, 'dot');
  sameAs(golden.f16, r, 'f16');
  sameAs(golden.cosine, r, 'cos-chunked');
  sameAs(golden.cosine, r, 'cos-wasm');
  const kernelOf = (name: string): unknown =>
    (r.summary.systems.find((s) => s.name === name)!.config as { kernel: string }).kernel;
  assert.equal(kernelOf('cos-wasm'), 'simd-f32');
  assert.equal(kernelOf('cos-chunked'), kernelOf('cos'));
  // chunking changes no bit of any score
  r.perQuery.cos.forEach((row, i) => assert.deepEqual(r.perQuery['cos-chunked'][i].ranking, row.ranking));
  // the twins share one vector: an exact tie, broken by id descending
  const [a, b] = golden.twins;
  const row = r.perQuery.cos[0];
  const sa = row.ranking.find((e) => e.id === a)!;
  const sb = row.ranking.find((e) => e.id === b)!;
  assert.equal(sa.score, sb.score);
  const ids = row.ranking.map((e) => e.id);
  assert.equal(ids.indexOf(a > b ? a : b) + 1, ids.indexOf(a > b ? b : a));
});

test('vectors: every defect of the folder is one input error naming the file', () => {
  const cases: [string, RegExp][] = [
    [
      'bad-truncated',
      /corpus\.npy: truncated: shape \(23, 24\) of float32 needs 2208 bytes of data, the file holds 2198/,
    ],
    [
      'bad-shape',
      /corpus\.npy: field "shape": shape \(23, 24\) does not match the ids: .*corpus_ids\.txt lists 22/,
    ],
    ['bad-fortran', /corpus\.npy: field "fortran_order": fortran_order is True/],
    ['bad-float64', /corpus\.npy: field "descr": dtype "<f8"/],
  ];
  for (const [name, re] of cases) {
    assert.throws(
      () => createVectorsRetriever(`vectors:${join(dir, name)}`, {}),
      (e: unknown) => e instanceof ExecretError && e.exitCode === 2 && re.test(e.format()),
      name,
    );
  }
});

test('vectors: a bad kernel or chunk option is a usage error', () => {
  assert.throws(
    () => createVectorsRetriever(`vectors:${join(dir, 'f32')}`, { kernel: 'gpu' }),
    /option kernel: expected one of auto, onnx, wasm, got "gpu"/,
  );
  assert.throws(
    () => createVectorsRetriever(`vectors:${join(dir, 'f32')}`, { chunk: '0' }),
    /option chunk: expected a positive integer/,
  );
});

test('vectors: ids not in the release, or release documents without a row, exit 2 from the CLI with one line', () => {
  const u = runCli(['eval', MINI, '-r', `vectors:${join(dir, 'bad-unknown-id')}`, '--no-cache']);
  assert.equal(u.status, 2, u.stderr);
  assert.match(
    u.stderr,
    /bad-unknown-id\/corpus_ids\.txt:23: document "not_in_release" is not in the release/,
  );
  assert.doesNotMatch(u.stderr, /\n\s+at /);
  const m = runCli(['eval', MINI, '-r', `vectors:${join(dir, 'bad-missing-doc')}`, '--no-cache']);
  assert.equal(m.status, 2, m.stderr);
  assert.match(m.stderr, /bad-missing-doc\/corpus_ids\.txt: 1 document ids of the release have no row/);
});

test('vectors: the folder export-embeddings writes round-trips (ids.json layout, its similarity)', async () => {
  const out = join(dir, 'exported');
  const spec = `hf:tiny-model?model-dir=${encodeURIComponent(MODEL_DIR)}&preset=e5`;
  await exportEmbeddings({ release: MINI, retriever: spec, out, cache: false });
  const r = await evaluate({ release: MINI, retrievers: [spec, `vectors:${out}?name=exported`], ...quick });
  const [direct, exported] = r.summary.systems;
  for (const k of Object.keys(direct.metrics))
    assert.ok(Math.abs(direct.metrics[k].value - exported.metrics[k].value) <= 1e-9, k);
  for (const [i, row] of r.perQuery[direct.name].entries()) {
    const other = r.perQuery.exported[i];
    assert.deepEqual(
      other.ranking.map((e) => e.id),
      row.ranking.map((e) => e.id),
      row.query,
    );
    row.ranking.forEach((e, j) =>
      assert.ok(Math.abs(e.score - other.ranking[j].score) <= 1e-5, 'float32 scores within 1e-5'),
    );
  }
  assert.equal((exported.config as { layout: string }).layout, 'ids.json');
});

test('float16 decoding is exact', () => {
  assert.equal(halfToFloat(0x3c00), 1);
  assert.equal(halfToFloat(0xc000), -2);
  assert.equal(halfToFloat(0x7bff), 65504);
  assert.equal(halfToFloat(0x0001), 2 ** -24);
  assert.equal(halfToFloat(0x3555), 0.333251953125);
  assert.equal(halfToFloat(0x7c00), Infinity);
});
