// query: List every submask of a non-negative integer mask (every value whose set bits are a subset of the
// mask's set bits), including the mask itself and 0, in decreasing numeric order; return [] for a negative mask.
function submasksDescending(mask) {
  if (mask < 0) {
    return [];
  }
  const out = [];
  let sub = mask;
  while (true) {
    out.push(sub);
    if (sub === 0) {
      break;
    }
    sub = (sub - 1) & mask;
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(submasksDescending(-1), []);
assert.deepStrictEqual(submasksDescending(0), [0]);
assert.deepStrictEqual(submasksDescending(1), [1, 0]);
assert.deepStrictEqual(submasksDescending(2), [2, 0]);
assert.deepStrictEqual(submasksDescending(3), [3, 2, 1, 0]);
assert.deepStrictEqual(submasksDescending(0b101), [5, 4, 1, 0]);
assert.deepStrictEqual(submasksDescending(0b1010), [10, 8, 2, 0]);
assert.deepStrictEqual(submasksDescending(0b1011), [11, 10, 9, 8, 3, 2, 1, 0]);
assert.strictEqual(submasksDescending(0b1110110).length, 32);
