// query: Decide whether two strings differ by exactly one edit, where an edit inserts, deletes or replaces a single
// character; identical strings give False.
function oneEditApart(a, b) {
  if (a.length > b.length) {
    [a, b] = [b, a];
  }
  let i = 0;
  while (i < a.length && a[i] === b[i]) {
    i += 1;
  }
  if (a.length === b.length) {
    return i < a.length && a.slice(i + 1) === b.slice(i + 1);
  }
  return a.slice(i) === b.slice(i + 1);
}

// tests
const assert = require('node:assert');
assert.strictEqual(oneEditApart('', ''), false);
assert.strictEqual(oneEditApart('', 'a'), true);
assert.strictEqual(oneEditApart('abc', 'abc'), false);
assert.strictEqual(oneEditApart('pale', 'ple'), true);
assert.strictEqual(oneEditApart('ple', 'pale'), true);
assert.strictEqual(oneEditApart('pale', 'bale'), true);
assert.strictEqual(oneEditApart('pale', 'bake'), false);
assert.strictEqual(oneEditApart('abc', 'a'), false);
assert.strictEqual(oneEditApart('abcd', 'abce'), true);
assert.strictEqual(oneEditApart('ab', 'ba'), false);
