// query: Encrypt text with the Vigenere cipher: each ASCII letter is shifted forward by the next letter of the key
// (a = 0, key case ignored, non-letters in the key ignored), keeping its case; other characters are copied and do not
// use up a key letter, and a key without letters leaves the text unchanged.
function vigenereEncrypt(text, key) {
  const shifts = [...key.toLowerCase()].filter((c) => c >= 'a' && c <= 'z').map((c) => c.charCodeAt(0) - 97);
  if (shifts.length === 0) {
    return text;
  }
  let out = '';
  let k = 0;
  for (const ch of text) {
    let base;
    if (ch >= 'a' && ch <= 'z') {
      base = 97;
    } else if (ch >= 'A' && ch <= 'Z') {
      base = 65;
    } else {
      out += ch;
      continue;
    }
    out += String.fromCharCode(((ch.charCodeAt(0) - base + shifts[k % shifts.length]) % 26) + base);
    k += 1;
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.strictEqual(vigenereEncrypt('ATTACKATDAWN', 'LEMON'), 'LXFOPVEFRNHR');
assert.strictEqual(vigenereEncrypt('attack at dawn', 'lemon'), 'lxfopv ef rnhr');
assert.strictEqual(vigenereEncrypt('abc', ''), 'abc');
assert.strictEqual(vigenereEncrypt('abc', 'a'), 'abc');
assert.strictEqual(vigenereEncrypt('xyz', 'b'), 'yza');
assert.strictEqual(vigenereEncrypt('zZ', 'B'), 'aA');
assert.strictEqual(vigenereEncrypt('abc', '1b2'), 'bcd');
assert.strictEqual(vigenereEncrypt('Hi, Bo!', 'ab'), 'Hj, Bp!');
assert.strictEqual(vigenereEncrypt('', 'key'), '');
