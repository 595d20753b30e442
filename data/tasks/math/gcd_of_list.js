// query: Return the greatest common divisor of a list of integers, treating negatives by absolute value; zeros are
// ignored unless all values are zero, and an empty list or all zeros gives 0.
function gcdOfList(nums) {
  let g = 0;
  for (let x of nums) {
    if (x < 0) {
      x = -x;
    }
    if (g === 0) {
      g = x;
      continue;
    }
    let a = g;
    let b = x;
    while (b > 0) {
      [a, b] = [b, a % b];
    }
    g = a;
  }
  return g;
}

// tests
const assert = require('node:assert');
assert.strictEqual(gcdOfList([]), 0);
assert.strictEqual(gcdOfList([0, 0]), 0);
assert.strictEqual(gcdOfList([-1]), 1);
assert.strictEqual(gcdOfList([1, 6]), 1);
assert.strictEqual(gcdOfList([-12]), 12);
assert.strictEqual(gcdOfList([12, 18, 24]), 6);
assert.strictEqual(gcdOfList([0, 15, 25]), 5);
assert.strictEqual(gcdOfList([7, 13]), 1);
assert.strictEqual(gcdOfList([-8, 12]), 4);
assert.strictEqual(gcdOfList([100, 75, 50, 0]), 25);
