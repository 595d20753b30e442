// query: Return the reflected binary Gray code sequence for `bits` bits as a list of 2**bits integers starting
// at 0, where consecutive entries differ in exactly one bit; bits of 0 gives [0] and a negative count gives [].
function grayCodeListing(bits) {
  if (bits < 0) {
    return [];
  }
  const codes = [0];
  for (let k = 0; k < bits; k++) {
    const high = 1 << k;
    for (let i = codes.length - 1; i >= 0; i--) {
      codes.push(codes[i] | high);
    }
  }
  return codes;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(grayCodeListing(-1), []);
assert.deepStrictEqual(grayCodeListing(0), [0]);
assert.deepStrictEqual(grayCodeListing(1), [0, 1]);
assert.deepStrictEqual(grayCodeListing(2), [0, 1, 3, 2]);
assert.deepStrictEqual(grayCodeListing(3), [0, 1, 3, 2, 6, 7, 5, 4]);
assert.strictEqual(grayCodeListing(5).length, 32);
assert.deepStrictEqual(grayCodeListing(4).slice(8), [12, 13, 15, 14, 10, 11, 9, 8]);
assert.strictEqual(grayCodeListing(4).at(-1), 8);
