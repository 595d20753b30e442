// query: Compare two dotted numeric version strings such as "1.10.0" and "1.9"; return -1, 0 or 1 as the first is
// lower, equal or higher, treating missing trailing parts as zero (so "1.0" equals "1").
function compareDottedVersions(a, b) {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  const size = Math.max(left.length, right.length);
  for (let i = 0; i < size; i++) {
    const x = i < left.length ? left[i] : 0;
    const y = i < right.length ? right[i] : 0;
    if (x < y) {
      return -1;
    }
    if (x > y) {
      return 1;
    }
  }
  return 0;
}

// tests
const assert = require('node:assert');
assert.strictEqual(compareDottedVersions('1.0', '1'), 0);
assert.strictEqual(compareDottedVersions('1.10.0', '1.9'), 1);
assert.strictEqual(compareDottedVersions('1.9', '1.10.0'), -1);
assert.strictEqual(compareDottedVersions('2', '10'), -1);
assert.strictEqual(compareDottedVersions('1.0.0.1', '1'), 1);
assert.strictEqual(compareDottedVersions('1', '1.0.0.1'), -1);
assert.strictEqual(compareDottedVersions('3.04', '3.4'), 0);
assert.strictEqual(compareDottedVersions('0.1', '0.0.9'), 1);
assert.strictEqual(compareDottedVersions('1', '1.0'), 0);
