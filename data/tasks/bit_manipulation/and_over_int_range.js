// query: Return the bitwise AND of every integer from lo to hi inclusive for non-negative bounds without looping
// over the whole range (it equals the shared binary prefix of lo and hi); return -1 if lo > hi or lo is negative.
function andOverIntRange(lo, hi) {
  if (lo < 0 || lo > hi) {
    return -1;
  }
  let shift = 0;
  while (lo !== hi) {
    lo >>= 1;
    hi >>= 1;
    shift += 1;
  }
  return lo << shift;
}

// tests
const assert = require('node:assert');
assert.strictEqual(andOverIntRange(5, 7), 4);
assert.strictEqual(andOverIntRange(0, 0), 0);
assert.strictEqual(andOverIntRange(9, 9), 9);
assert.strictEqual(andOverIntRange(0, 1), 0);
assert.strictEqual(andOverIntRange(1, 2147483647), 0);
assert.strictEqual(andOverIntRange(12, 15), 12);
assert.strictEqual(andOverIntRange(12, 16), 0);
assert.strictEqual(andOverIntRange(26, 30), 24);
assert.strictEqual(andOverIntRange(8, 7), -1);
assert.strictEqual(andOverIntRange(-1, 3), -1);
