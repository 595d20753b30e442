// query: Parse a semantic version "MAJOR.MINOR.PATCH" with an optional "-prerelease" suffix into a tuple (major, minor,
// patch, prerelease or ""); numeric parts must be non-empty digits without leading zeros, otherwise return None.
function parseSemverTriplet(text) {
  const dash = text.indexOf('-');
  const core = dash < 0 ? text : text.slice(0, dash);
  const pre = dash < 0 ? '' : text.slice(dash + 1);
  if (dash >= 0 && !pre) {
    return null;
  }
  const parts = core.split('.');
  if (parts.length !== 3) {
    return null;
  }
  const numbers = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) {
      return null;
    }
    if (part.length > 1 && part[0] === '0') {
      return null;
    }
    numbers.push(Number(part));
  }
  return [numbers[0], numbers[1], numbers[2], pre];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(parseSemverTriplet('1.2.3'), [1, 2, 3, '']);
assert.deepStrictEqual(parseSemverTriplet('0.0.0'), [0, 0, 0, '']);
assert.deepStrictEqual(parseSemverTriplet('10.20.30-beta.1'), [10, 20, 30, 'beta.1']);
assert.strictEqual(parseSemverTriplet('1.2'), null);
assert.strictEqual(parseSemverTriplet('1.2.3.4'), null);
assert.strictEqual(parseSemverTriplet('01.2.3'), null);
assert.strictEqual(parseSemverTriplet('1.2.3-'), null);
assert.strictEqual(parseSemverTriplet('1.x.3'), null);
assert.strictEqual(parseSemverTriplet('1..3'), null);
assert.deepStrictEqual(parseSemverTriplet('2.0.10-rc-1'), [2, 0, 10, 'rc-1']);
