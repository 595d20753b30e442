// query: Increment a semantic version "MAJOR.MINOR.PATCH[-pre][+build]" by "major", "minor" or "patch" the way npm
// does: build metadata and pre-release are dropped, and a pre-release of exactly the target version is released
// rather than bumped (1.2.3-rc patch gives 1.2.3, 1.3.0-rc minor gives 1.3.0, 2.0.0-rc major gives 2.0.0); return None
// for a malformed version or part.
function bumpSemver(version, part) {
  const head = version.split('+')[0];
  const dash = head.indexOf('-');
  const core = dash < 0 ? head : head.slice(0, dash);
  const pre = dash < 0 ? '' : head.slice(dash + 1);
  const nums = core.split('.');
  if (nums.length !== 3 || !nums.every((n) => /^\d+$/.test(n)) || !['major', 'minor', 'patch'].includes(part)) {
    return null;
  }
  let [major, minor, patch] = nums.map(Number);
  if (part === 'major') {
    if (!(pre && minor === 0 && patch === 0)) {
      major += 1;
    }
    minor = 0;
    patch = 0;
  } else if (part === 'minor') {
    if (!(pre && patch === 0)) {
      minor += 1;
    }
    patch = 0;
  } else if (!pre) {
    patch += 1;
  }
  return `${major}.${minor}.${patch}`;
}

// tests
const assert = require('node:assert');
assert.strictEqual(bumpSemver('1.2.3', 'patch'), '1.2.4');
assert.strictEqual(bumpSemver('1.2.3', 'minor'), '1.3.0');
assert.strictEqual(bumpSemver('1.2.3', 'major'), '2.0.0');
assert.strictEqual(bumpSemver('1.2.3-rc.1', 'patch'), '1.2.3');
assert.deepStrictEqual(
  ['1.3.0-rc', '1.2.3-rc', '1.3.0'].map((v) => bumpSemver(v, 'minor')),
  ['1.3.0', '1.3.0', '1.4.0'],
);
assert.deepStrictEqual(
  ['2.0.0-beta', '2.1.0-beta', '2.0.1-beta', '2.0.0'].map((v) => bumpSemver(v, 'major')),
  ['2.0.0', '3.0.0', '3.0.0', '3.0.0'],
);
assert.strictEqual(bumpSemver('1.2.3+build.7', 'patch'), '1.2.4');
assert.strictEqual(bumpSemver('0.9.9', 'patch'), '0.9.10');
assert.strictEqual(bumpSemver('1.2.3', 'build'), null);
assert.deepStrictEqual(
  ['1.2', '1.2.x', '1.2.3.4', '', '-1.2.3'].map((v) => bumpSemver(v, 'patch')),
  Array(5).fill(null),
);
