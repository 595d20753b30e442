// query: Return the length of the longest contiguous substring in which no character repeats; the empty string
// gives 0.
function longestDistinctWindow(s) {
  const lastSeen = new Map();
  let left = 0;
  let best = 0;
  for (let right = 0; right < s.length; right++) {
    const ch = s[right];
    if (lastSeen.has(ch) && lastSeen.get(ch) >= left) {
      left = lastSeen.get(ch) + 1;
    }
    lastSeen.set(ch, right);
    if (right - left + 1 > best) {
      best = right - left + 1;
    }
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(longestDistinctWindow(''), 0);
assert.strictEqual(longestDistinctWindow('a'), 1);
assert.strictEqual(longestDistinctWindow('abcabcbb'), 3);
assert.strictEqual(longestDistinctWindow('bbbbb'), 1);
assert.strictEqual(longestDistinctWindow('pwwkew'), 3);
assert.strictEqual(longestDistinctWindow('abba'), 2);
assert.strictEqual(longestDistinctWindow('dvdf'), 3);
assert.strictEqual(longestDistinctWindow('abcdef'), 6);
assert.strictEqual(longestDistinctWindow('tmmzuxt'), 5);
