import { test } from 'node:test';
import assert from 'node:assert/strict';
import { noiseFloor } from '../../src/lite/estimation/noise-floor.js';
import { syntheticMatrix } from '../helpers/lite-synthetic.js';
import { validate } from '../../src/lite/validation/protocols.js';

const mx = syntheticMatrix({ items: 600, models: 12, seed: 3, tasks: 2 });

test('noise floor: zero for the whole pool, and the without-replacement sampling factor in K', () => {
  assert.equal(noiseFloor(mx, 300).expected_mae, 0);
  const a = noiseFloor(mx, 20);
  const b = noiseFloor(mx, 60);
  // each task has 300 items: SD ∝ √(1/K − 1/300)
  const ratio = Math.sqrt((1 / 20 - 1 / 300) / (1 / 60 - 1 / 300));
  assert.ok(Math.abs(a.expected_mae / b.expected_mae - ratio) < 1e-9);
  // two equal-weight tasks: σ_j² = (σ_0j² + σ_1j²)/4 (1/K − 1/n)
  const j = 5;
  const want = Math.sqrt(((a.residual_sd[j] ** 2 + a.residual_sd[12 + j] ** 2) / 4) * (1 / 20 - 1 / 300));
  assert.ok(Math.abs(a.sd[j] - want) < 1e-12);
  // binary residuals: SD below ½ and above 0
  for (const r of a.residual_sd) assert.ok(r > 0 && r < 0.5);
});

test('noise floor tracks what calibrated random K achieves under leave-one-model-out', () => {
  const one = syntheticMatrix({ items: 900, models: 16, seed: 11 });
  const floor = noiseFloor(one, 60).expected_mae;
  const r = validate(one, { k: 60, seed: 0, protocols: ['distinct'] }).protocols.distinct!;
  // measured: floor 0.0311, calibrated random K 0.0389
  assert.ok(
    floor > 0.7 * r.random.mae && floor < 1.3 * r.random.mae,
    `floor ${floor} vs random ${r.random.mae}`,
  );
});
