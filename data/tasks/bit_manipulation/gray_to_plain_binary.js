// query: Decode a reflected binary Gray code value back to the ordinary integer it encodes (each output bit is
// the XOR of all Gray bits at or above it); return -1 for a negative input.
function grayToPlainBinary(gray) {
  if (gray < 0) {
    return -1;
  }
  let result = 0;
  let shift = gray;
  while (shift > 0) {
    result ^= shift;
    shift >>= 1;
  }
  return result;
}

// tests
const assert = require('node:assert');
assert.strictEqual(grayToPlainBinary(0), 0);
assert.strictEqual(grayToPlainBinary(1), 1);
assert.strictEqual(grayToPlainBinary(3), 2);
assert.strictEqual(grayToPlainBinary(2), 3);
assert.strictEqual(grayToPlainBinary(4), 7);
assert.strictEqual(grayToPlainBinary(0b1110), 0b1011);
assert.strictEqual(grayToPlainBinary(-1), -1);
assert.strictEqual(grayToPlainBinary(8), 15);
assert.strictEqual(grayToPlainBinary(1024 ^ 512), 1024);
