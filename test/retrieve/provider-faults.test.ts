import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dotAll, packRows } from '../../src/retrieve/embed/score.js';
import { liftReordered } from '../../src/retrieve/rerank/pipeline.js';

const provider = (pattern: RegExp) => (e: Error & { code?: string; exitCode?: number }) =>
  e.code === 'E_PROVIDER' && e.exitCode === 2 && pattern.test(e.message);

test("a reranker's wrong count or NaN is the provider's fault (E_PROVIDER), not execret's (exit 70)", () => {
  const row = Float64Array.from([0.1, 0.9, 0.5]);
  const top = Int32Array.from([1, 2]);
  assert.throws(
    () => liftReordered(row, top, Float64Array.from([1]), 'x'),
    provider(/reranker x returned 1 scores for 2 candidates/),
  );
  assert.throws(
    () => liftReordered(row, top, Float64Array.from([1, NaN]), 'x'),
    provider(/reranker x returned a NaN score/),
  );
  // a good answer reorders the top above the rest
  const out = liftReordered(row, top, Float64Array.from([0, 1]), 'x');
  assert.ok(out[2] > out[1] && out[1] > out[0]);
});

test('vectors of the wrong dimension are the provider fault E_PROVIDER', () => {
  assert.throws(
    () => packRows([Float32Array.from([1, 0]), Float32Array.from([1, 0, 0])], false),
    provider(/vector 1 has 3 dimensions, expected 2/),
  );
  const q = packRows([Float32Array.from([1, 0])], false);
  const d = packRows([Float32Array.from([1, 0, 0])], false);
  assert.throws(() => dotAll(q, d), provider(/query vectors have 2 dimensions, document vectors 3/));
});
