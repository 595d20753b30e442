// query: Return, in alphabetical order as one lowercase string, the letters a-z that do not appear in a text
// (case-insensitive); a pangram gives an empty string and an empty text gives the whole alphabet.
function missingAlphabetLetters(text) {
  const present = new Array(26).fill(false);
  for (const ch of text.toLowerCase()) {
    const code = ch.charCodeAt(0) - 97;
    if (code >= 0 && code < 26) {
      present[code] = true;
    }
  }
  let out = '';
  for (let i = 0; i < 26; i++) {
    if (!present[i]) {
      out += String.fromCharCode(97 + i);
    }
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.strictEqual(missingAlphabetLetters(''), 'abcdefghijklmnopqrstuvwxyz');
assert.strictEqual(missingAlphabetLetters('The quick brown fox jumps over the lazy dog'), '');
assert.strictEqual(missingAlphabetLetters('abcdefghijklmnopqrstuvwxy'), 'z');
assert.strictEqual(missingAlphabetLetters('BCDEFGHIJKLMNOPQRSTUVWXYZ'), 'a');
assert.strictEqual(missingAlphabetLetters('Hello, World!'), 'abcfgijkmnpqstuvxyz');
assert.strictEqual(missingAlphabetLetters('{|}~`'), 'abcdefghijklmnopqrstuvwxyz');
assert.strictEqual(missingAlphabetLetters('zzz aaa'), 'bcdefghijklmnopqrstuvwxy');
assert.strictEqual(missingAlphabetLetters('Pack my box with five dozen liquor jugs'), '');
