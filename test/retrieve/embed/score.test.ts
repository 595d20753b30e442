import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRng } from '../../../src/core/rng.js';
import { dotAll, dotAllNaive, packRows, scoreVectors } from '../../../src/retrieve/embed/score.js';

const rand = (rng: ReturnType<typeof createRng>, n: number, dim: number) =>
  Array.from({ length: n }, () => Float32Array.from({ length: dim }, () => rng.normal()));

test('the blocked kernel equals the naive loop bit for bit, for every remainder of the 4x2 block and tile', () => {
  const rng = createRng(3);
  for (const [nq, nd, dim] of [
    [1, 1, 1],
    [7, 5, 13],
    [4, 2, 8],
    [9, 131, 17],
    [0, 3, 4],
    [3, 0, 4],
  ]) {
    const q = rand(rng, nq, dim);
    const d = rand(rng, nd, dim);
    const fast = dotAll(packRows(q, false, dim), packRows(d, false, dim));
    assert.deepEqual(fast, dotAllNaive(q, d), `${nq}x${nd}x${dim}`);
  }
});

test('cosine normalises both sides; dot does not; a zero vector scores 0', () => {
  const q = [new Float32Array([3, 4]), new Float32Array([0, 0])];
  const d = [new Float32Array([4, 3]), new Float32Array([0, 2]), new Float32Array([-6, -8])];
  const cos = scoreVectors(q, d, 'cosine');
  const f = Math.fround;
  assert.deepEqual(Array.from(cos[0]), [
    f(0.6) * f(0.8) + f(0.8) * f(0.6),
    f(0.8) * 1,
    f(0.6) * f(-0.6) + f(0.8) * f(-0.8),
  ]);
  assert.deepEqual(Array.from(cos[1]), [0, 0, 0]);
  const dot = scoreVectors(q, d, 'dot');
  assert.deepEqual(Array.from(dot[0]), [24, 8, -50]);
});

test('vectors of different sizes are refused', () => {
  assert.throws(
    () => scoreVectors([new Float32Array(3)], [new Float32Array(4)], 'dot'),
    /4 dimensions, expected 3/,
  );
});
