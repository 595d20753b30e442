// query: Return the length of the longest subsequence of a string that reads the same forwards and backwards,
// using interval dynamic programming; the empty string gives 0.
function longestPalindromicSubseqLen(s) {
  const n = s.length;
  if (n === 0) {
    return 0;
  }
  const dp = Array.from({ length: n }, () => new Array(n).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    dp[i][i] = 1;
    for (let j = i + 1; j < n; j++) {
      if (s[i] === s[j]) {
        dp[i][j] = dp[i + 1][j - 1] + 2;
      } else {
        dp[i][j] = Math.max(dp[i + 1][j], dp[i][j - 1]);
      }
    }
  }
  return dp[0][n - 1];
}

// tests
const assert = require('node:assert');
assert.strictEqual(longestPalindromicSubseqLen(''), 0);
assert.strictEqual(longestPalindromicSubseqLen('z'), 1);
assert.strictEqual(longestPalindromicSubseqLen('bbbab'), 4);
assert.strictEqual(longestPalindromicSubseqLen('cbbd'), 2);
assert.strictEqual(longestPalindromicSubseqLen('aa'), 2);
assert.strictEqual(longestPalindromicSubseqLen('ab'), 1);
assert.strictEqual(longestPalindromicSubseqLen('abcde'), 1);
assert.strictEqual(longestPalindromicSubseqLen('character'), 5);
assert.strictEqual(longestPalindromicSubseqLen('racecar'), 7);
assert.strictEqual(longestPalindromicSubseqLen('agbdba'), 5);
