// query: Reverse the order of the vowels (a, e, i, o, u in either case) in a string while every other character
// stays in place; a string with fewer than two vowels is unchanged.
function reverseOnlyVowels(s) {
  const chars = [...s];
  const vowels = 'aeiouAEIOU';
  let i = 0;
  let j = chars.length - 1;
  while (i < j) {
    if (!vowels.includes(chars[i])) {
      i += 1;
    } else if (!vowels.includes(chars[j])) {
      j -= 1;
    } else {
      [chars[i], chars[j]] = [chars[j], chars[i]];
      i += 1;
      j -= 1;
    }
  }
  return chars.join('');
}

// tests
const assert = require('node:assert');
assert.strictEqual(reverseOnlyVowels(''), '');
assert.strictEqual(reverseOnlyVowels('b'), 'b');
assert.strictEqual(reverseOnlyVowels('hello'), 'holle');
assert.strictEqual(reverseOnlyVowels('leetcode'), 'leotcede');
assert.strictEqual(reverseOnlyVowels('aA'), 'Aa');
assert.strictEqual(reverseOnlyVowels('xyz'), 'xyz');
assert.strictEqual(reverseOnlyVowels('ab'), 'ab');
assert.strictEqual(reverseOnlyVowels('uxyo'), 'oxyu');
assert.strictEqual(reverseOnlyVowels('aeiou'), 'uoiea');
