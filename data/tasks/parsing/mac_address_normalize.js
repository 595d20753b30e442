// query: Normalize a MAC address written as six hex pairs separated consistently by ":" or "-", as three groups of four
// hex digits separated by ".", or as 12 bare hex digits (any case, surrounding spaces ignored) to lowercase
// "aa:bb:cc:dd:ee:ff"; return None for anything else.
function macAddressNormalize(text) {
  const t = text.trim().toLowerCase();
  let digits;
  if (t.length === 17 && ':-'.includes(t[2]) && [5, 8, 11, 14].every((i) => t[i] === t[2])) {
    digits = [0, 3, 6, 9, 12, 15].map((i) => t.slice(i, i + 2)).join('');
  } else if (t.length === 14 && t[4] === '.' && t[9] === '.') {
    digits = t.slice(0, 4) + t.slice(5, 9) + t.slice(10, 14);
  } else if (t.length === 12) {
    digits = t;
  } else {
    return null;
  }
  if ([...digits].some((c) => !'0123456789abcdef'.includes(c))) {
    return null;
  }
  return digits.match(/../g).join(':');
}

// tests
const assert = require('node:assert');
assert.strictEqual(macAddressNormalize('AA:BB:CC:DD:EE:FF'), 'aa:bb:cc:dd:ee:ff');
assert.strictEqual(macAddressNormalize('aa-bb-cc-dd-ee-ff'), 'aa:bb:cc:dd:ee:ff');
assert.strictEqual(macAddressNormalize('aabb.ccdd.eeff'), 'aa:bb:cc:dd:ee:ff');
assert.strictEqual(macAddressNormalize('AABBCCDDEEFF'), 'aa:bb:cc:dd:ee:ff');
assert.strictEqual(macAddressNormalize(' 01:23:45:67:89:ab '), '01:23:45:67:89:ab');
assert.strictEqual(macAddressNormalize('0123.4567.89ab'), '01:23:45:67:89:ab');
assert.strictEqual(macAddressNormalize('aa:bb:cc:dd:ee-ff'), null);
assert.strictEqual(macAddressNormalize('aa:bb:cc:dd:ee:fg'), null);
assert.strictEqual(macAddressNormalize('aa:bb:cc:dd:ee'), null);
assert.deepStrictEqual(
  ['aabb.ccdd:eeff', 'aa.bb.cc.dd.ee.f', '0123456789ag', '', 'aa.bb.cc.dd.ee.ff', 'aabb-ccdd.eeff'].map((m) =>
    macAddressNormalize(m),
  ),
  Array(6).fill(null),
);
