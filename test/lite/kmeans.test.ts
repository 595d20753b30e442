import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRng } from '../../src/core/rng.js';
import { kmeans, lloyd } from '../../src/lite/fitting/kmeans.js';

// Made by scripts/golden/lite_golden.py: sklearn KMeans(init=centers, n_init=1, algorithm='lloyd', tol=0).
const golden = JSON.parse(readFileSync(new URL('./fixtures/lite-golden.json', import.meta.url), 'utf8')) as {
  kmeans: {
    n: number;
    d: number;
    k: number;
    points: number[];
    init: number[];
    labels: number[];
    centers: number[];
    inertia: number;
  }[];
};

test('Lloyd from the same initial centers matches scikit-learn KMeans', () => {
  for (const g of golden.kmeans) {
    const r = lloyd(Float64Array.from(g.points), g.n, g.d, Float64Array.from(g.init), g.k);
    assert.deepEqual(Array.from(r.labels), g.labels);
    for (let i = 0; i < g.centers.length; i++) assert.ok(Math.abs(r.centers[i] - g.centers[i]) < 1e-9);
    assert.ok(Math.abs(r.inertia - g.inertia) < 1e-6 * Math.max(1, g.inertia));
  }
});

test('k-means++ then Lloyd is deterministic under a seed', () => {
  const g = golden.kmeans[1];
  const pts = Float64Array.from(g.points);
  const a = kmeans(pts, g.n, g.d, g.k, createRng(7));
  const b = kmeans(pts, g.n, g.d, g.k, createRng(7));
  assert.deepEqual(Array.from(a.labels), Array.from(b.labels));
  assert.deepEqual(Array.from(a.centers), Array.from(b.centers));
  // well-separated clusters: k-means++ finds a solution no worse than sklearn's from its given start
  assert.ok(a.inertia <= g.inertia * 1.05);
});
