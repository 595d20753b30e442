// query: Convert an ls-style permission string such as "rwxr-xr-x" (optionally preceded by a file-type character, as in
// "drwxr-xr-x") into its numeric mode, where "s"/"S" in the user or group execute position and "t"/"T" in the other
// execute position set the setuid, setgid and sticky bits, the lowercase forms also setting execute; return -1 if
// malformed.
function permissionStringToOctal(perms) {
  if (perms.length === 10) {
    perms = perms.slice(1);
  }
  if (perms.length !== 9) {
    return -1;
  }
  let mode = 0;
  const specials = [
    [0o4000, 'sS'],
    [0o2000, 'sS'],
    [0o1000, 'tT'],
  ];
  for (let i = 0; i < 3; i++) {
    const [r, w, x] = perms.slice(3 * i, 3 * i + 3);
    if (!'r-'.includes(r) || !'w-'.includes(w)) {
      return -1;
    }
    const [flag, letters] = specials[i];
    let bits = (r === 'r' ? 4 : 0) + (w === 'w' ? 2 : 0);
    if (letters.includes(x)) {
      mode |= flag;
      bits += x === letters[0] ? 1 : 0;
    } else if (x === 'x') {
      bits += 1;
    } else if (x !== '-') {
      return -1;
    }
    mode |= bits << (6 - 3 * i);
  }
  return mode;
}

// tests
const assert = require('node:assert');
assert.strictEqual(permissionStringToOctal('rwxr-xr-x'), 0o755);
assert.strictEqual(permissionStringToOctal('-rw-r--r--'), 0o644);
assert.strictEqual(permissionStringToOctal('drwxrwxrwt'), 0o1777);
assert.strictEqual(permissionStringToOctal('rwsr-xr-x'), 0o4755);
assert.strictEqual(permissionStringToOctal('rwSr--r--'), 0o4644);
assert.strictEqual(permissionStringToOctal('rwxr-s---'), 0o2750);
assert.strictEqual(permissionStringToOctal('rwxrwxrwT'), 0o1776);
assert.strictEqual(permissionStringToOctal('---------'), 0);
assert.strictEqual(permissionStringToOctal('r---w---x'), 0o421);
assert.deepStrictEqual(
  ['rwxrwxrw', 'rwxrwxrwz', 'xwrr-xr-x', 'rwxrwxrwxx', 'rwtr-xr-x', 'r-sr-Sr-s'].map((p) => permissionStringToOctal(p)),
  Array(6).fill(-1),
);
