// query: Return a copy of a list with all zeros moved to the end while the non-zero elements keep their
// original relative order.
function moveZerosToEnd(nums) {
  const result = [...nums];
  let write = 0;
  for (let read = 0; read < result.length; read++) {
    if (result[read] !== 0) {
      [result[write], result[read]] = [result[read], result[write]];
      write += 1;
    }
  }
  return result;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(moveZerosToEnd([]), []);
assert.deepStrictEqual(moveZerosToEnd([0]), [0]);
assert.deepStrictEqual(moveZerosToEnd([5]), [5]);
assert.deepStrictEqual(moveZerosToEnd([0, 1, 0, 3, 12]), [1, 3, 12, 0, 0]);
assert.deepStrictEqual(moveZerosToEnd([1, 2, 3]), [1, 2, 3]);
assert.deepStrictEqual(moveZerosToEnd([0, 0, 1]), [1, 0, 0]);
assert.deepStrictEqual(moveZerosToEnd([4, 0, -2, 0, 0, 7]), [4, -2, 7, 0, 0, 0]);
assert.deepStrictEqual(moveZerosToEnd([1, 0]), [1, 0]);
