// query: On a width by height grid whose edges wrap around (leaving one side re-enters on the opposite side), return
// the fewest steps between cells a and b given as (x, y), moving 4-directionally, or 8-directionally (diagonal steps
// cost 1) when diagonal is True.
function torusGridDistance(a, b, width, height, diagonal = false) {
  let dx = Math.abs(a[0] - b[0]) % width;
  let dy = Math.abs(a[1] - b[1]) % height;
  dx = Math.min(dx, width - dx);
  dy = Math.min(dy, height - dy);
  if (diagonal) {
    return Math.max(dx, dy);
  }
  return dx + dy;
}

// tests
const assert = require('node:assert');
assert.strictEqual(torusGridDistance([2, 3], [2, 3], 10, 10), 0);
assert.strictEqual(torusGridDistance([0, 0], [3, 0], 10, 10), 3);
assert.strictEqual(torusGridDistance([0, 0], [9, 0], 10, 10), 1);
assert.strictEqual(torusGridDistance([9, 0], [0, 0], 10, 10), 1);
assert.strictEqual(torusGridDistance([0, 0], [5, 0], 10, 10), 5);
assert.strictEqual(torusGridDistance([0, 1], [0, 6], 10, 7), 2);
assert.strictEqual(torusGridDistance([1, 1], [4, 3], 5, 20), 4);
assert.strictEqual(torusGridDistance([1, 1], [4, 3], 5, 20, true), 2);
assert.strictEqual(torusGridDistance([0, 0], [6, 4], 8, 5, true), 2);
assert.strictEqual(torusGridDistance([0, 0], [6, 3], 8, 5), 4);
