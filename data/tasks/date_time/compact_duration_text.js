// query: Format a non-negative number of seconds as a compact duration such as "1d 2h 5s", using days, hours, minutes
// and seconds, omitting zero parts; 0 gives "0s" and a negative input gives an empty string.
function compactDurationText(seconds) {
  if (seconds < 0) {
    return '';
  }
  if (seconds === 0) {
    return '0s';
  }
  const parts = [];
  for (const [size, unit] of [
    [86400, 'd'],
    [3600, 'h'],
    [60, 'm'],
    [1, 's'],
  ]) {
    const count = Math.floor(seconds / size);
    seconds -= count * size;
    if (count > 0) {
      parts.push(`${count}${unit}`);
    }
  }
  return parts.join(' ');
}

// tests
const assert = require('node:assert');
assert.strictEqual(compactDurationText(0), '0s');
assert.strictEqual(compactDurationText(-1), '');
assert.strictEqual(compactDurationText(1), '1s');
assert.strictEqual(compactDurationText(59), '59s');
assert.strictEqual(compactDurationText(60), '1m');
assert.strictEqual(compactDurationText(3600), '1h');
assert.strictEqual(compactDurationText(3661), '1h 1m 1s');
assert.strictEqual(compactDurationText(86400), '1d');
assert.strictEqual(compactDurationText(93605), '1d 2h 5s');
assert.strictEqual(compactDurationText(172799), '1d 23h 59m 59s');
