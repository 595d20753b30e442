// query: Return the length of the longest run of consecutive 1 bits obtainable in the binary form of a
// non-negative integer after flipping at most one 0 bit to 1 (a leading zero may be flipped); return -1 for a
// negative input.
function longestOnesOneFlip(n) {
  if (n < 0) {
    return -1;
  }
  let best = 1;
  let current = 0;
  let previous = 0;
  while (n) {
    if (n & 1) {
      current += 1;
    } else {
      previous = n & 2 ? current : 0;
      current = 0;
    }
    best = Math.max(best, previous + current + 1);
    n >>= 1;
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(longestOnesOneFlip(-1), -1);
assert.strictEqual(longestOnesOneFlip(0), 1);
assert.strictEqual(longestOnesOneFlip(1), 2);
assert.strictEqual(longestOnesOneFlip(0b1101), 4);
assert.strictEqual(longestOnesOneFlip(0b11011101111), 8);
assert.strictEqual(longestOnesOneFlip(0b1001), 2);
assert.strictEqual(longestOnesOneFlip(0b111), 4);
assert.strictEqual(longestOnesOneFlip(0b10110011), 4);
assert.strictEqual(longestOnesOneFlip(0b1010101), 3);
