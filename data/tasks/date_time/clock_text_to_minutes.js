// query: Convert a 24-hour "HH:MM" string (exactly two digits, colon, two digits; hours 00-23, minutes 00-59) into
// minutes since midnight; return -1 for any malformed or out-of-range input.
function clockTextToMinutes(text) {
  if (text.length !== 5 || text[2] !== ':') {
    return -1;
  }
  const hh = text.slice(0, 2);
  const mm = text.slice(3);
  if (!(/^\d+$/.test(hh) && /^\d+$/.test(mm))) {
    return -1;
  }
  const h = Number(hh);
  const m = Number(mm);
  if (h > 23 || m > 59) {
    return -1;
  }
  return h * 60 + m;
}

// tests
const assert = require('node:assert');
assert.strictEqual(clockTextToMinutes('00:00'), 0);
assert.strictEqual(clockTextToMinutes('23:59'), 1439);
assert.strictEqual(clockTextToMinutes('09:05'), 545);
assert.strictEqual(clockTextToMinutes('24:00'), -1);
assert.strictEqual(clockTextToMinutes('12:60'), -1);
assert.strictEqual(clockTextToMinutes('9:05'), -1);
assert.strictEqual(clockTextToMinutes('09-05'), -1);
assert.strictEqual(clockTextToMinutes('09:5a'), -1);
assert.strictEqual(clockTextToMinutes('x9:05'), -1);
assert.strictEqual(clockTextToMinutes('09:051'), -1);
