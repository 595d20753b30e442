import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng } from '../../../src/core/rng.js';
import { ExecretError } from '../../../src/core/errors.js';
import { idOrder, topK } from '../../../src/retrieve/rank.js';
import { dotAll, packRows } from '../../../src/retrieve/embed/score.js';
import { closeExact, dotsExact, resolveKernel, type ExactKernel } from '../../../src/retrieve/embed/exact.js';
import { loadOrt } from '../../../src/retrieve/embed/onnx-score.js';
import { TopKSelector } from '../../../src/retrieve/embed/select.js';
import { scoreRowsStreaming, topKStreaming } from '../../../src/retrieve/embed/topk-stream.js';

after(() => closeExact());

const ortAbsent = loadOrt().ort
  ? false
  : 'onnxruntime-node is not installed (optional): the onnx kernel is not tested';
const MISSING = 'onnxruntime-node-not-installed-here';

function vectors(n: number, dim: number, seed: number): Float32Array {
  const rng = createRng(seed);
  return Float32Array.from({ length: n * dim }, () => rng.normal());
}
const rows = (x: Float32Array, dim: number): Float32Array[] =>
  Array.from({ length: x.length / dim }, (_, i) => x.subarray(i * dim, (i + 1) * dim));
const bytes = (x: Float32Array): Buffer => Buffer.from(x.buffer, x.byteOffset, x.byteLength);
const toRows = (flat: Float32Array, m: number, n: number): Float64Array[] =>
  Array.from({ length: m }, (_, i) => Float64Array.from(flat.subarray(i * n, (i + 1) * n)));

test(
  'onnx kernel: a hand-worked product, and same bits for 1 to 4 threads, every run',
  { skip: ortAbsent },
  async () => {
    const q = Float32Array.from([1, 0, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 2, -1, 0, 0]);
    const d = Float32Array.from([1, 2, 3, 4, -1, 0, 1, 0.5]);
    assert.deepEqual(
      Array.from(await dotsExact(q, d, 4, { kernel: 'onnx', threads: 1 })),
      [1, -1, 2, 0, 3, -1, 0, -2],
    );
    const dim = 768;
    const a = vectors(70, dim, 1);
    const b = vectors(300, dim, 2);
    const first = bytes(await dotsExact(a, b, dim, { kernel: 'onnx', threads: 1, normalize: true }));
    for (const threads of [2, 3, 4, 1, 2])
      assert.ok(
        bytes(await dotsExact(a, b, dim, { kernel: 'onnx', threads, normalize: true })).equals(first),
        `${threads} threads`,
      );
  },
);

test(
  'onnx kernel: a score does not depend on the block it is computed in (any rows, any position)',
  { skip: ortAbsent },
  async () => {
    for (const dim of [768, 30]) {
      const m = 37;
      const n = 300;
      const a = vectors(m, dim, 3);
      const b = vectors(n, dim, 4);
      const full = await dotsExact(a, b, dim, { kernel: 'onnx', threads: 2 });
      for (const [m0, m1, n0, n1] of [
        [0, 1, 0, n], // a single query row (MLAS's M = 1 path unless padded)
        [5, 6, 17, 18], // one pair
        [3, 5, 0, 7], // few corpus rows (dimension blocking unless padded)
        [1, 36, 1, 299],
        [10, 23, 64, 200],
        [0, m, 250, n],
      ]) {
        const part = await dotsExact(a.subarray(m0 * dim, m1 * dim), b.subarray(n0 * dim, n1 * dim), dim, {
          kernel: 'onnx',
          threads: 3,
        });
        const w = n1 - n0;
        let bad = 0;
        for (let i = m0; i < m1; i++)
          for (let j = n0; j < n1; j++) if (part[(i - m0) * w + (j - n0)] !== full[i * n + j]) bad++;
        assert.equal(bad, 0, `dim ${dim}, rows [${m0}, ${m1}) x [${n0}, ${n1}): ${bad} scores differ`);
      }
    }
  },
);

for (const kernel of ['onnx', 'wasm'] as const) {
  test(
    `${kernel} kernel: within 1e-5 of float64 for unit vectors of 768 dimensions (the documented tolerance)`,
    { skip: kernel === 'onnx' && ortAbsent },
    async () => {
      const dim = 768;
      const a = vectors(45, dim, 5);
      const b = vectors(130, dim, 6);
      const ref = dotAll(packRows(rows(a, dim), true, dim), packRows(rows(b, dim), true, dim));
      const got = await dotsExact(a, b, dim, { kernel, normalize: true, threads: 2 });
      let worst = 0;
      for (let i = 0; i < 45; i++)
        for (let j = 0; j < 130; j++) worst = Math.max(worst, Math.abs(got[i * 130 + j] - ref[i][j]));
      assert.ok(worst <= 1e-5, `max |f32 - f64| = ${worst}`);
      assert.ok(worst > 0, 'float32 sums: not the float64 kernel');
    },
  );

  test(
    `${kernel} kernel: streamed top k equals topK over the full rows, ties by id descending, any chunks, batches and threads`,
    { skip: kernel === 'onnx' && ortAbsent },
    async () => {
      const dim = 24;
      const m = 13;
      const n = 300;
      const q = vectors(m, dim, 7);
      const d = vectors(n, dim, 8);
      // exact ties: rows 10, 20, 30 and 299 share one vector; rows 40..49 are zero (score 0 for every query)
      for (const r of [20, 30, 299]) d.copyWithin(r * dim, 10 * dim, 11 * dim);
      d.fill(0, 40 * dim, 50 * dim);
      const ids = Array.from({ length: n }, (_, i) => `doc-${(i * 7919) % 1000}`);
      const ord = idOrder(ids);
      const full = toRows(await dotsExact(q, d, dim, { kernel, normalize: true, threads: 1 }), m, n);
      const read = (start: number, count: number): Float32Array =>
        d.slice(start * dim, (start + count) * dim);
      for (const [chunkRows, batchQueries, threads, k] of [
        [16, 5, 1, 25],
        [64, 13, 2, 25],
        [1000, 2, 3, 25],
        [7, 4, 2, 300],
        [128, 1, 2, 1],
      ]) {
        const s = await topKStreaming(
          q,
          { rows: n, dim, read },
          { k, normalize: true, ord, chunkRows, batchQueries, threads, kernel },
        );
        for (let i = 0; i < m; i++) {
          const want = Array.from(topK(full[i], ord, k));
          assert.deepEqual(Array.from(s.indices[i]), want, `query ${i}, chunks of ${chunkRows}, k ${k}`);
          assert.deepEqual(
            Array.from(s.scores[i]),
            want.map((j) => full[i][j]),
          );
        }
      }
      const rowsStreamed = await scoreRowsStreaming(
        q,
        { rows: n, dim, read },
        Int32Array.from({ length: n }, (_, r) => n - 1 - r),
        n,
        { normalize: true, chunkRows: 33, batchQueries: 6, threads: 2, kernel },
      );
      for (let i = 0; i < m; i++)
        assert.deepEqual(
          Array.from(rowsStreamed[i]),
          Array.from(full[i]).reverse(),
          `streamed rows, query ${i}`,
        );
    },
  );
}

test(
  'onnx kernel: all-negative scores over a small corpus: the padding rows never enter the top k',
  { skip: ortAbsent },
  async () => {
    const dim = 8;
    const q = Float32Array.from({ length: 2 * dim }, () => 1);
    const d = Float32Array.from({ length: 5 * dim }, (_, i) => -1 - Math.floor(i / dim));
    const s = await topKStreaming(q, { rows: 5, dim, read: () => d }, { k: 10, kernel: 'onnx', threads: 1 });
    assert.deepEqual(Array.from(s.indices[0]), [0, 1, 2, 3, 4]);
    assert.deepEqual(Array.from(s.scores[1]), [-8, -16, -24, -32, -40]);
  },
);

test('fallback: without onnxruntime-node, auto is the wasm kernel and gives its results; kernel=onnx says how to install', async () => {
  const k = resolveKernel('auto', MISSING);
  assert.equal(k.name, 'simd-f32');
  assert.match(k.fallback ?? '', /not installed/);
  assert.equal(resolveKernel('wasm').name, 'simd-f32');
  assert.throws(
    () => resolveKernel('onnx', MISSING),
    (e: unknown) => e instanceof ExecretError && /not installed/.test(e.message),
  );
  const dim = 16;
  const q = vectors(9, dim, 9);
  const d = vectors(50, dim, 10);
  const viaAuto = await dotsExact(q, d, dim, { kernel: 'auto', ortPackage: MISSING, normalize: true });
  const viaWasm = await dotsExact(q, d, dim, { kernel: 'wasm', normalize: true });
  assert.ok(bytes(viaAuto).equals(bytes(viaWasm)));
  const read = (start: number, count: number): Float32Array => d.slice(start * dim, (start + count) * dim);
  const a = await topKStreaming(
    q,
    { rows: 50, dim, read },
    { k: 7, normalize: true, kernel: 'auto', ortPackage: MISSING, chunkRows: 9 },
  );
  const b = await topKStreaming(
    q,
    { rows: 50, dim, read },
    { k: 7, normalize: true, kernel: 'wasm' as ExactKernel },
  );
  assert.deepEqual(a, b);
});

test('selector: the same top k as rank.ts topK, with heavy ties, -0 and +0, any k', () => {
  const rng = createRng(11);
  const n = 2000;
  // scores on a coarse grid: many exact ties; some -0
  const s = Float32Array.from({ length: n }, () => (rng.int(41) - 20) / 8);
  for (let i = 0; i < n; i += 97) s[i] = -0;
  const ids = Array.from({ length: n }, (_, i) => `id${(i * 31) % n}`);
  const ord = idOrder(ids);
  const row = Float64Array.from(s);
  for (const k of [1, 5, 100, 1999, 2000, 2500]) {
    for (const step of [n, 333, 1]) {
      const sel = new TopKSelector(Math.min(k, n), (x) => ord[x]);
      for (let c0 = 0; c0 < n; c0 += step) sel.offer(s, c0, Math.min(step, n - c0), c0);
      const got = sel.result();
      const want = Array.from(topK(row, ord, k));
      assert.deepEqual(Array.from(got.doc), want, `k ${k}, blocks of ${step}`);
      assert.deepEqual(
        Array.from(got.score),
        want.map((j) => row[j]),
      );
    }
  }
});
