// query: Return the index of the first character in a string that occurs exactly once in it, or -1 when every
// character repeats or the string is empty; comparison is case-sensitive.
function firstUniqueCharIndex(s) {
  const counts = new Map();
  for (const ch of s) {
    counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  for (let i = 0; i < s.length; i++) {
    if (counts.get(s[i]) === 1) {
      return i;
    }
  }
  return -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(firstUniqueCharIndex(''), -1);
assert.strictEqual(firstUniqueCharIndex('a'), 0);
assert.strictEqual(firstUniqueCharIndex('leetcode'), 0);
assert.strictEqual(firstUniqueCharIndex('loveleetcode'), 2);
assert.strictEqual(firstUniqueCharIndex('aabb'), -1);
assert.strictEqual(firstUniqueCharIndex('aabbc'), 4);
assert.strictEqual(firstUniqueCharIndex('aA'), 0);
assert.strictEqual(firstUniqueCharIndex('abab c'), 4);
