// query: Classify two circles given as (x, y, r) with integer values and positive radii as "same", "inside" (one strictly
// within the other), "internal_tangent", "overlap", "external_tangent" or "apart", using exact integer arithmetic.
function twoCircleRelation(c1, c2) {
  const dx = c1[0] - c2[0];
  const dy = c1[1] - c2[1];
  const d2 = dx * dx + dy * dy;
  const rSum = c1[2] + c2[2];
  const rDiff = Math.abs(c1[2] - c2[2]);
  if (d2 === 0 && rDiff === 0) {
    return 'same';
  }
  if (d2 > rSum * rSum) {
    return 'apart';
  }
  if (d2 === rSum * rSum) {
    return 'external_tangent';
  }
  if (d2 > rDiff * rDiff) {
    return 'overlap';
  }
  if (d2 === rDiff * rDiff) {
    return 'internal_tangent';
  }
  return 'inside';
}

// tests
const assert = require('node:assert');
assert.strictEqual(twoCircleRelation([0, 0, 5], [0, 0, 5]), 'same');
assert.strictEqual(twoCircleRelation([0, 0, 5], [0, 0, 2]), 'inside');
assert.strictEqual(twoCircleRelation([0, 0, 1], [5, 0, 2]), 'apart');
assert.strictEqual(twoCircleRelation([0, 0, 2], [5, 0, 3]), 'external_tangent');
assert.strictEqual(twoCircleRelation([0, 0, 3], [4, 0, 3]), 'overlap');
assert.strictEqual(twoCircleRelation([0, 0, 5], [3, 0, 2]), 'internal_tangent');
assert.strictEqual(twoCircleRelation([3, 0, 2], [0, 0, 5]), 'internal_tangent');
assert.strictEqual(twoCircleRelation([0, 0, 5], [1, 0, 2]), 'inside');
assert.strictEqual(twoCircleRelation([1, 1, 3], [4, 5, 2]), 'external_tangent');
assert.strictEqual(twoCircleRelation([0, 0, 5], [2, 0, 2]), 'inside');
