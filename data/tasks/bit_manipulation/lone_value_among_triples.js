// query: In a list of integers where every value occurs exactly three times except one value that occurs once,
// return that single value, counting bits per position so negative values (within 32-bit range) work; return
// None for an empty list.
function loneValueAmongTriples(nums) {
  if (nums.length === 0) {
    return null;
  }
  let result = 0;
  for (let bit = 0; bit < 32; bit++) {
    let total = 0;
    for (const x of nums) {
      total += (x >> bit) & 1;
    }
    if (total % 3 !== 0) {
      result |= 1 << bit;
    }
  }
  return result;
}

// tests
const assert = require('node:assert');
assert.strictEqual(loneValueAmongTriples([]), null);
assert.strictEqual(loneValueAmongTriples([7]), 7);
assert.strictEqual(loneValueAmongTriples([2, 2, 3, 2]), 3);
assert.strictEqual(loneValueAmongTriples([0, 1, 0, 1, 0, 1, 99]), 99);
assert.strictEqual(loneValueAmongTriples([-2, -2, 1, 1, -3, 1, -2]), -3);
assert.strictEqual(loneValueAmongTriples([5, 5, 5, -1]), -1);
assert.strictEqual(loneValueAmongTriples([4, 4, 4, 0]), 0);
assert.strictEqual(loneValueAmongTriples([-2147483648, 3, 3, 3]), -2147483648);
assert.strictEqual(loneValueAmongTriples([2147483647, 6, 6, 6]), 2147483647);
assert.strictEqual(loneValueAmongTriples([12, 1, 12, 3, 12, 1, 1]), 3);
