// query: Check that a string is a valid DNS host name: one optional trailing dot is allowed, the rest is at most 253
// characters of dot-separated labels, each 1-63 ASCII letters, digits or hyphens that do not start or end with a
// hyphen, and the last label is not all digits.
function hostnameIsValid(name) {
  if (name.endsWith('.')) {
    name = name.slice(0, -1);
  }
  if (!name || name.length > 253) {
    return false;
  }
  const labels = name.split('.');
  for (const label of labels) {
    if (label.length < 1 || label.length > 63 || label[0] === '-' || label.at(-1) === '-') {
      return false;
    }
    if (!/^[A-Za-z0-9-]+$/.test(label)) {
      return false;
    }
  }
  return !/^\d+$/.test(labels.at(-1));
}

// tests
const assert = require('node:assert');
assert.strictEqual(hostnameIsValid('example.com'), true);
assert.strictEqual(hostnameIsValid('localhost'), true);
assert.strictEqual(hostnameIsValid('example.com.'), true);
assert.strictEqual(hostnameIsValid('xn--bcher-kva.example'), true);
assert.strictEqual(hostnameIsValid('a'.repeat(63) + '.com'), true);
assert.strictEqual(hostnameIsValid('a'.repeat(64) + '.com'), false);
assert.deepStrictEqual(
  ['abcd', 'abcde', 'abcd.'].map((s) => hostnameIsValid('ab.'.repeat(83) + s)),
  [true, false, true],
);
assert.deepStrictEqual(
  ['', '.', 'example..com', '-a.com', 'a-.com', 'a_b.com', '10.0.0.1', 'é.com', 'a.com..'].map((h) =>
    hostnameIsValid(h),
  ),
  Array(9).fill(false),
);
assert.deepStrictEqual(['1a.com', 'a.b1', '123.com', 'x-1-y.z'].map((h) => hostnameIsValid(h)), Array(4).fill(true));
