// query: Return the minimum number of single-bit flips applied to non-negative integers a and b so that a OR b
// equals the non-negative integer c; return -1 if any input is negative.
function minFlipsForOrTarget(a, b, c) {
  if (a < 0 || b < 0 || c < 0) {
    return -1;
  }
  let flips = 0;
  const width = Math.max(a, b, c).toString(2).length;
  for (let i = 0; i < width; i++) {
    const bitA = (a >> i) & 1;
    const bitB = (b >> i) & 1;
    const bitC = (c >> i) & 1;
    if (bitC) {
      if (bitA === 0 && bitB === 0) {
        flips += 1;
      }
    } else {
      flips += bitA + bitB;
    }
  }
  return flips;
}

// tests
const assert = require('node:assert');
assert.strictEqual(minFlipsForOrTarget(2, 6, 5), 3);
assert.strictEqual(minFlipsForOrTarget(4, 2, 7), 1);
assert.strictEqual(minFlipsForOrTarget(1, 2, 3), 0);
assert.strictEqual(minFlipsForOrTarget(7, 7, 0), 6);
assert.strictEqual(minFlipsForOrTarget(0, 0, 8), 1);
assert.strictEqual(minFlipsForOrTarget(8, 0, 0), 1);
assert.strictEqual(minFlipsForOrTarget(0, 16, 0), 1);
assert.strictEqual(minFlipsForOrTarget(-1, 2, 3), -1);
assert.strictEqual(minFlipsForOrTarget(1, 2, -1), -1);
assert.strictEqual(minFlipsForOrTarget(1, -1, 3), -1);
