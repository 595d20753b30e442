// query: Treat a list of decimal digits (most significant first) as a non-negative integer, add one, and return the
// resulting digit list; an empty list is treated as 0 and gives [1].
function incrementDigitList(digits) {
  const result = [...digits];
  let i = result.length - 1;
  while (i >= 0) {
    if (result[i] < 9) {
      result[i] += 1;
      return result;
    }
    result[i] = 0;
    i -= 1;
  }
  return [1, ...result];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(incrementDigitList([]), [1]);
assert.deepStrictEqual(incrementDigitList([0]), [1]);
assert.deepStrictEqual(incrementDigitList([9]), [1, 0]);
assert.deepStrictEqual(incrementDigitList([1, 2, 3]), [1, 2, 4]);
assert.deepStrictEqual(incrementDigitList([1, 2, 9]), [1, 3, 0]);
assert.deepStrictEqual(incrementDigitList([9, 9, 9]), [1, 0, 0, 0]);
assert.deepStrictEqual(incrementDigitList([8, 9, 9]), [9, 0, 0]);
assert.deepStrictEqual(incrementDigitList([4, 0, 8]), [4, 0, 9]);
