import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng } from '../../../src/core/rng.js';
import { idOrder, topK } from '../../../src/retrieve/rank.js';
import { dotAll, packRows } from '../../../src/retrieve/embed/score.js';
import { closeSimdPool, dotsSimd, scoreRowsSimd } from '../../../src/retrieve/embed/simd-score.js';
import { kernelBytes } from '../../../src/retrieve/embed/simd-kernel.js';
import { topKStreaming } from '../../../src/retrieve/embed/topk-stream.js';
import { wasm } from '../../../src/retrieve/embed/wasm.js';

after(() => closeSimdPool());

function vectors(n: number, dim: number, seed: number): Float32Array {
  const rng = createRng(seed);
  return Float32Array.from({ length: n * dim }, () => rng.normal());
}
const rows = (x: Float32Array, dim: number): Float32Array[] =>
  Array.from({ length: x.length / dim }, (_, i) => x.subarray(i * dim, (i + 1) * dim));

test('simd kernel: the emitted module validates, and a hand-worked 4x2 block is right', async () => {
  assert.ok(wasm.validate(kernelBytes(16, 8)));
  // q rows (1,0,0,0,...), (0,1,...), (1,1,...), (2,-1,...); d rows (1,2,3,4), (-1,0,1,0.5)
  const dim = 4;
  const q = Float32Array.from([1, 0, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 2, -1, 0, 0]);
  const d = Float32Array.from([1, 2, 3, 4, -1, 0, 1, 0.5]);
  assert.deepEqual(Array.from(await dotsSimd(q, d, dim, { threads: 1 })), [1, -1, 2, 0, 3, -1, 0, -2]);
});

test('simd kernel: same bits for 1, 2 and 3 threads, odd sizes, and within 1e-5 of the double-precision kernel', async () => {
  // sizes that leave partial blocks of queries, an odd document and a dimension not a multiple of 4
  for (const [m, n, dim] of [
    [37, 51, 30],
    [9, 7, 768],
    [1, 1, 1],
  ]) {
    const q = vectors(m, dim, 1);
    const d = vectors(n, dim, 2);
    const runs = [];
    for (const threads of [1, 2, 3])
      runs.push(Buffer.from((await dotsSimd(q, d, dim, { threads, normalize: true })).buffer));
    runs.push(Buffer.from((await dotsSimd(q, d, dim, { threads: 2, normalize: true })).buffer));
    for (const r of runs.slice(1))
      assert.ok(r.equals(runs[0]), `${m}x${n}x${dim}: byte-identical across threads and runs`);
    const ref = dotAll(packRows(rows(q, dim), true, dim), packRows(rows(d, dim), true, dim));
    const got = await scoreRowsSimd(q, d, dim, { normalize: true });
    let worst = 0;
    for (let i = 0; i < m; i++)
      for (let j = 0; j < n; j++) worst = Math.max(worst, Math.abs(got[i][j] - ref[i][j]));
    assert.ok(worst <= 1e-5, `${m}x${n}x${dim}: max |f32 - f64| = ${worst}`);
  }
});

test('streamed top k equals topK over the full rows of the same kernel, ties by id descending', async () => {
  const dim = 16;
  const m = 13;
  const n = 300;
  const q = vectors(m, dim, 3);
  const d = vectors(n, dim, 4);
  // exact ties: rows 10, 20 and 30 share one vector
  d.copyWithin(20 * dim, 10 * dim, 11 * dim);
  d.copyWithin(30 * dim, 10 * dim, 11 * dim);
  const ids = Array.from({ length: n }, (_, i) => `doc-${(i * 7919) % 1000}`);
  const ord = idOrder(ids);
  const full = await scoreRowsSimd(q, d, dim, { normalize: true, threads: 2 });
  for (const chunkRows of [16, 64, 1000]) {
    const s = await topKStreaming(
      q,
      { rows: n, dim, read: (start, count) => d.slice(start * dim, (start + count) * dim) },
      { k: 25, normalize: true, ord, chunkRows, batchQueries: 5, threads: 2, kernel: 'wasm' },
    );
    for (let i = 0; i < m; i++) {
      assert.deepEqual(
        Array.from(s.indices[i]),
        Array.from(topK(full[i], ord, 25)),
        `query ${i}, chunks of ${chunkRows}`,
      );
      assert.deepEqual(
        Array.from(s.scores[i]),
        Array.from(s.indices[i], (j) => Math.fround(full[i][j])),
      );
    }
  }
  // the three twins tie exactly for every query; among them the greatest id ranks first
  const twins = [10, 20, 30];
  assert.equal(new Set(twins.map((j) => full[0][j])).size, 1);
  const order = Array.from(topK(full[0], ord, n)).filter((j) => twins.includes(j));
  assert.deepEqual(
    order.map((j) => ids[j]),
    twins
      .map((j) => ids[j])
      .sort()
      .reverse(),
  );
});

test('simd kernel: concurrent calls do not share the memory mid-flight', async () => {
  const dim = 32;
  const a = vectors(40, dim, 5);
  const b = vectors(30, dim, 6);
  const alone = [await dotsSimd(a, b, dim, { threads: 2 }), await dotsSimd(b, a, dim, { threads: 2 })];
  const together = await Promise.all([
    dotsSimd(a, b, dim, { threads: 2 }),
    dotsSimd(b, a, dim, { threads: 2 }),
  ]);
  assert.deepEqual(together, alone);
});
