// query: Convert a count of seconds since 1970-01-01T00:00:00 UTC (possibly negative) into a "YYYY-MM-DD HH:MM:SS"
// UTC string, computing the calendar date by walking years and months rather than with library date types.
function epochSecondsToUtcText(seconds) {
  let days = Math.floor(seconds / 86400);
  let rem = seconds - days * 86400;
  const hour = Math.floor(rem / 3600);
  rem -= hour * 3600;
  const minute = Math.floor(rem / 60);
  const sec = rem - minute * 60;
  const leap = (y) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  let year = 1970;
  while (days < 0) {
    year -= 1;
    days += leap(year) ? 366 : 365;
  }
  while (days >= (leap(year) ? 366 : 365)) {
    days -= leap(year) ? 366 : 365;
    year += 1;
  }
  const lengths = [31, leap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  let month = 0;
  while (days >= lengths[month]) {
    days -= lengths[month];
    month += 1;
  }
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(year, 4)}-${pad(month + 1)}-${pad(days + 1)} ${pad(hour)}:${pad(minute)}:${pad(sec)}`;
}

// tests
const assert = require('node:assert');
assert.strictEqual(epochSecondsToUtcText(0), '1970-01-01 00:00:00');
assert.strictEqual(epochSecondsToUtcText(-1), '1969-12-31 23:59:59');
assert.strictEqual(epochSecondsToUtcText(951782400), '2000-02-29 00:00:00');
assert.strictEqual(epochSecondsToUtcText(951868800), '2000-03-01 00:00:00');
assert.strictEqual(epochSecondsToUtcText(1709210096), '2024-02-29 12:34:56');
assert.strictEqual(epochSecondsToUtcText(4107542400), '2100-03-01 00:00:00');
assert.strictEqual(epochSecondsToUtcText(31536000), '1971-01-01 00:00:00');
assert.strictEqual(epochSecondsToUtcText(94694400), '1973-01-01 00:00:00');
assert.strictEqual(epochSecondsToUtcText(1735603200), '2024-12-31 00:00:00');
assert.strictEqual(epochSecondsToUtcText(-58060800), '1968-02-29 00:00:00');
