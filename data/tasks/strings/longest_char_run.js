// query: Find the longest run of one repeated character in a string and return it as a (character, length) tuple;
// ties go to the run that starts first, and an empty string gives ("", 0).
function longestCharRun(s) {
  let bestChar = '';
  let bestLen = 0;
  let i = 0;
  const n = s.length;
  while (i < n) {
    let j = i;
    while (j + 1 < n && s[j + 1] === s[i]) {
      j += 1;
    }
    if (j - i + 1 > bestLen) {
      bestChar = s[i];
      bestLen = j - i + 1;
    }
    i = j + 1;
  }
  return [bestChar, bestLen];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(longestCharRun(''), ['', 0]);
assert.deepStrictEqual(longestCharRun('z'), ['z', 1]);
assert.deepStrictEqual(longestCharRun('abc'), ['a', 1]);
assert.deepStrictEqual(longestCharRun('aabbb'), ['b', 3]);
assert.deepStrictEqual(longestCharRun('aaabb'), ['a', 3]);
assert.deepStrictEqual(longestCharRun('abbcc'), ['b', 2]);
assert.deepStrictEqual(longestCharRun('xyyyyzzzz'), ['y', 4]);
assert.deepStrictEqual(longestCharRun('  a'), [' ', 2]);
assert.deepStrictEqual(longestCharRun('abcdd'), ['d', 2]);
