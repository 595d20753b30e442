import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fitItems, itemInformation, mapTheta, predictItem } from '../../src/lite/fitting/item-model.js';
import { calibrate } from '../../src/lite/fitting/calibrate.js';

// Made by scripts/golden/lite_golden.py: sklearn LogisticRegression(C, penalty='l2', solver='newton-cg', tol=1e-14) and
// Ridge(alpha=1/C) on one feature θ (21 standardised abilities).
const golden = JSON.parse(readFileSync(new URL('./fixtures/lite-golden.json', import.meta.url), 'utf8')) as {
  theta: number[];
  logistic: { C: number; y: number[]; a: number; b: number }[];
  ridge: { C: number; y: number[]; a: number; b: number }[];
};
const theta = Float64Array.from(golden.theta);

test('2PL fits match scikit-learn LogisticRegression with the same C', () => {
  for (const g of golden.logistic) {
    const p = fitItems('binary', Float64Array.from(g.y), 1, theta, g.C);
    assert.ok(Math.abs(p.a[0] - g.a) < 1e-6, `C=${g.C}: a ${p.a[0]} vs ${g.a}`);
    assert.ok(Math.abs(p.b[0] - g.b) < 1e-6, `C=${g.C}: b ${p.b[0]} vs ${g.b}`);
  }
});

test('warm starts reach the same 2PL fit', () => {
  const ys = golden.logistic.filter((g) => g.C === 1);
  const y = Float64Array.from(ys.flatMap((g) => g.y));
  const cold = fitItems('binary', y, ys.length, theta, 1);
  const warm = fitItems('binary', y, ys.length, theta, 1, {
    a: new Float64Array(ys.length).fill(5),
    b: new Float64Array(ys.length).fill(-3),
  });
  for (let i = 0; i < ys.length; i++) {
    assert.ok(Math.abs(cold.a[i] - warm.a[i]) < 1e-8);
    assert.ok(Math.abs(cold.b[i] - warm.b[i]) < 1e-8);
  }
});

test('linear-Gaussian fits match scikit-learn Ridge(alpha = 1/C)', () => {
  for (const g of golden.ridge) {
    const p = fitItems('gaussian', Float64Array.from(g.y), 1, theta, g.C);
    assert.ok(Math.abs(p.a[0] - g.a) < 1e-10);
    assert.ok(Math.abs(p.b[0] - g.b) < 1e-10);
    assert.ok(p.s2[0] > 0);
  }
});

test('items that never vary carry no information; MAP θ moves with the outcomes', () => {
  const m = theta.length;
  const y = new Float64Array(2 * m);
  y.fill(1, 0, m); // item 0: solved by every model
  for (let j = 0; j < m; j++) y[m + j] = theta[j] > 0 ? 1 : 0; // item 1: separates the models
  const p = fitItems('binary', y, 2, theta, 1);
  assert.equal(p.a[0], 0);
  assert.ok(predictItem(p, 0, 0) > 0.9);
  assert.equal(itemInformation(p, 0, 0), 0);
  assert.ok(p.a[1] > 1);
  const hi = mapTheta(p, [1], [1]);
  const lo = mapTheta(p, [1], [0]);
  assert.ok(hi > 0 && lo < 0, `${hi} ${lo}`);
});

test('gaussian MAP θ with pooled slope and residual variance (hand-worked)', () => {
  // item 0 never varied over the training models (a = 0, σ² at its 1e-4 floor); item 1 did
  const p = {
    kind: 'gaussian' as const,
    a: Float64Array.from([0, 0.2]),
    b: Float64Array.from([0, 0.5]),
    s2: Float64Array.from([1e-4, 0.01]),
  };
  // own σ²: θ̂ = (0.1·0.5/1e-4 + 0.1·0.1/0.01) / (1 + 0.01/1e-4 + 0.01/0.01) = 501 / 102: the constant item rules
  assert.ok(Math.abs(mapTheta(p, [0, 1], [0.5, 0.6], 0.1) - 501 / 102) < 1e-12);
  // pooled σ² = 0.00505: θ̂ = 0.1·(0.5 + 0.1)/0.00505 / (1 + 2·0.01/0.00505)
  const pooled = (0.1 * 0.6) / 0.00505 / (1 + 0.02 / 0.00505);
  assert.ok(Math.abs(mapTheta(p, [0, 1], [0.5, 0.6], 0.1, 0.00505) - pooled) < 1e-12);
  assert.ok(Math.abs(pooled - 2.3952) < 1e-4);
});

test('calibration is least squares with r and residual SD', () => {
  const c = calibrate([0.1, 0.2, 0.3, 0.4], [0.25, 0.45, 0.65, 0.85]);
  assert.ok(Math.abs(c.a - 0.05) < 1e-12 && Math.abs(c.b - 2) < 1e-12);
  assert.ok(Math.abs(c.r - 1) < 1e-12 && c.residual_sd < 1e-12);
  const flat = calibrate([0.3, 0.3, 0.3], [0.1, 0.2, 0.6]);
  assert.equal(flat.b, 0);
  assert.ok(Math.abs(flat.a - 0.3) < 1e-12);
});
