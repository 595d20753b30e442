// query: Decide whether string b can be obtained from string a by moving some prefix of a to its end (a cyclic
// rotation, including the zero rotation); strings of different lengths are never rotations, and two empty strings are.
function isRotationOf(a, b) {
  if (a.length !== b.length) {
    return false;
  }
  const n = a.length;
  if (n === 0) {
    return true;
  }
  for (let shift = 0; shift < n; shift++) {
    let k = 0;
    while (k < n && a[(shift + k) % n] === b[k]) {
      k += 1;
    }
    if (k === n) {
      return true;
    }
  }
  return false;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isRotationOf('', ''), true);
assert.strictEqual(isRotationOf('a', ''), false);
assert.strictEqual(isRotationOf('abcde', 'cdeab'), true);
assert.strictEqual(isRotationOf('abcde', 'abced'), false);
assert.strictEqual(isRotationOf('abc', 'abc'), true);
assert.strictEqual(isRotationOf('abc', 'cab'), true);
assert.strictEqual(isRotationOf('aab', 'aba'), true);
assert.strictEqual(isRotationOf('abc', 'xbc'), false);
assert.strictEqual(isRotationOf('ab', 'abab'), false);
assert.strictEqual(isRotationOf('waterbottle', 'erbottlewat'), true);
