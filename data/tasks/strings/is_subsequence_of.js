// query: Decide whether the characters of `small` appear in `big` in the same order, not necessarily
// contiguously; the empty string is a subsequence of every string.
function isSubsequenceOf(small, big) {
  let i = 0;
  for (const ch of big) {
    if (i === small.length) {
      break;
    }
    if (ch === small[i]) {
      i += 1;
    }
  }
  return i === small.length;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isSubsequenceOf('', ''), true);
assert.strictEqual(isSubsequenceOf('', 'abc'), true);
assert.strictEqual(isSubsequenceOf('a', ''), false);
assert.strictEqual(isSubsequenceOf('abc', 'ahbgdc'), true);
assert.strictEqual(isSubsequenceOf('axc', 'ahbgdc'), false);
assert.strictEqual(isSubsequenceOf('abc', 'abc'), true);
assert.strictEqual(isSubsequenceOf('aa', 'a'), false);
assert.strictEqual(isSubsequenceOf('ba', 'ab'), false);
assert.strictEqual(isSubsequenceOf('ac', 'abcc'), true);
