// query: Decide whether the letters of a string can be rearranged into a palindrome, ignoring case and every
// character that is not a letter; a string with no letters counts as a palindrome.
function canPermuteToPalindrome(s) {
  const counts = new Map();
  for (const ch of s.toLowerCase()) {
    if (/\p{L}/u.test(ch)) {
      counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
  }
  let odd = 0;
  for (const c of counts.values()) {
    if (c % 2 === 1) {
      odd += 1;
      if (odd > 1) {
        return false;
      }
    }
  }
  return true;
}

// tests
const assert = require('node:assert');
assert.strictEqual(canPermuteToPalindrome(''), true);
assert.strictEqual(canPermuteToPalindrome('a'), true);
assert.strictEqual(canPermuteToPalindrome('ab'), false);
assert.strictEqual(canPermuteToPalindrome('Tact Coa'), true);
assert.strictEqual(canPermuteToPalindrome('aabb'), true);
assert.strictEqual(canPermuteToPalindrome('aabbc'), true);
assert.strictEqual(canPermuteToPalindrome('abc'), false);
assert.strictEqual(canPermuteToPalindrome('Aa!!b b'), true);
assert.strictEqual(canPermuteToPalindrome('aaabbbcc'), false);
