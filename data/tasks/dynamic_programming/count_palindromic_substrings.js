// query: Count the substrings of a string that are palindromes, where substrings at different positions count
// separately even if equal; the empty string has 0.
function countPalindromicSubstrings(s) {
  const n = s.length;
  let total = 0;
  for (let center = 0; center < 2 * n - 1; center++) {
    let left = Math.floor(center / 2);
    let right = left + (center % 2);
    while (left >= 0 && right < n && s[left] === s[right]) {
      total += 1;
      left -= 1;
      right += 1;
    }
  }
  return total;
}

// tests
const assert = require('node:assert');
assert.strictEqual(countPalindromicSubstrings(''), 0);
assert.strictEqual(countPalindromicSubstrings('a'), 1);
assert.strictEqual(countPalindromicSubstrings('abc'), 3);
assert.strictEqual(countPalindromicSubstrings('aaa'), 6);
assert.strictEqual(countPalindromicSubstrings('ab'), 2);
assert.strictEqual(countPalindromicSubstrings('aa'), 3);
assert.strictEqual(countPalindromicSubstrings('abba'), 6);
assert.strictEqual(countPalindromicSubstrings('racecar'), 10);
assert.strictEqual(countPalindromicSubstrings('abcbaxa'), 10);
