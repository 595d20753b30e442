// query: Count the triples of positions in a list of side lengths whose three lengths can form a triangle with positive
// area (each side strictly shorter than the sum of the other two).
function validTriangleCount(sides) {
  const s = [...sides].sort((a, b) => a - b);
  let count = 0;
  for (let k = s.length - 1; k > 1; k--) {
    let i = 0;
    let j = k - 1;
    while (i < j) {
      if (s[i] + s[j] > s[k]) {
        count += j - i;
        j -= 1;
      } else {
        i += 1;
      }
    }
  }
  return count;
}

// tests
const assert = require('node:assert');
assert.strictEqual(validTriangleCount([]), 0);
assert.strictEqual(validTriangleCount([3, 4]), 0);
assert.strictEqual(validTriangleCount([3, 4, 5]), 1);
assert.strictEqual(validTriangleCount([1, 2, 3]), 0);
assert.strictEqual(validTriangleCount([2, 2, 3, 4]), 3);
assert.strictEqual(validTriangleCount([4, 2, 3, 4]), 4);
assert.strictEqual(validTriangleCount([0, 0, 0]), 0);
assert.strictEqual(validTriangleCount([6, 1, 5]), 0);
assert.strictEqual(validTriangleCount([1, 1, 1, 1]), 4);
assert.strictEqual(validTriangleCount([10, 21, 22, 100, 101, 200, 300]), 6);
