// query: Return the largest value of a XOR b over pairs taken from two different positions of a list of
// non-negative integers below 2**31, building the answer greedily from the top bit with prefix sets; return 0 for
// fewer than two values.
function maxXorOfTwo(nums) {
  if (nums.length < 2) {
    return 0;
  }
  let best = 0;
  let mask = 0;
  for (let bit = 30; bit >= 0; bit--) {
    mask |= 1 << bit;
    const prefixes = new Set(nums.map((x) => x & mask));
    const candidate = best | (1 << bit);
    for (const p of prefixes) {
      if (prefixes.has(p ^ candidate)) {
        best = candidate;
        break;
      }
    }
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(maxXorOfTwo([]), 0);
assert.strictEqual(maxXorOfTwo([9]), 0);
assert.strictEqual(maxXorOfTwo([5, 5]), 0);
assert.strictEqual(maxXorOfTwo([3, 10, 5, 25, 2, 8]), 28);
assert.strictEqual(maxXorOfTwo([0, 1]), 1);
assert.strictEqual(maxXorOfTwo([14, 70, 53, 83, 49, 91, 36, 80, 92, 51, 66, 70]), 127);
assert.strictEqual(maxXorOfTwo([2 ** 30, 0]), 2 ** 30);
assert.strictEqual(maxXorOfTwo([8, 10, 2]), 10);
assert.strictEqual(maxXorOfTwo([2 ** 31 - 1, 2 ** 30]), 2 ** 30 - 1);
