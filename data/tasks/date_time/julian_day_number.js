// query: Return the Julian Day Number of a proleptic Gregorian calendar date given as year, month, day (2000-01-01 is
// 2451545 and -4713-11-24 is 0), using integer arithmetic valid for negative years too.
function julianDayNumber(year, month, day) {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

// tests
const assert = require('node:assert');
assert.strictEqual(julianDayNumber(2000, 1, 1), 2451545);
assert.strictEqual(julianDayNumber(1970, 1, 1), 2440588);
assert.strictEqual(julianDayNumber(1582, 10, 15), 2299161);
assert.strictEqual(julianDayNumber(-4713, 11, 24), 0);
assert.strictEqual(julianDayNumber(2024, 2, 29), 2460370);
assert.strictEqual(julianDayNumber(2024, 3, 1), 2460371);
assert.strictEqual(julianDayNumber(1900, 3, 1), 2415080);
assert.strictEqual(julianDayNumber(2000, 2, 29), 2451604);
assert.strictEqual(julianDayNumber(1, 1, 1), 1721426);
assert.strictEqual(julianDayNumber(2023, 12, 31), 2460310);
