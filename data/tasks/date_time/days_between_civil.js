// query: Count the days from one proleptic Gregorian date to another, each given as year, month, day integers (years may
// be zero or negative, so library date types cannot be used), negative when the second date is earlier.
function daysBetweenCivil(y1, m1, d1, y2, m2, d2) {
  const days = (y, m, d) => {
    if (m <= 2) {
      y -= 1;
    }
    const era = Math.floor(y / 400);
    const yoe = y - era * 400;
    const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
    return era * 146097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  };
  return days(y2, m2, d2) - days(y1, m1, d1);
}

// tests
const assert = require('node:assert');
assert.strictEqual(daysBetweenCivil(2024, 1, 1, 2024, 12, 31), 365);
assert.strictEqual(daysBetweenCivil(2023, 1, 1, 2024, 1, 1), 365);
assert.strictEqual(daysBetweenCivil(2024, 1, 1, 2025, 1, 1), 366);
assert.strictEqual(daysBetweenCivil(1970, 1, 1, 2000, 1, 1), 10957);
assert.strictEqual(daysBetweenCivil(2000, 3, 1, 2000, 2, 28), -2);
assert.strictEqual(daysBetweenCivil(1900, 2, 28, 1900, 3, 1), 1);
assert.strictEqual(daysBetweenCivil(1, 1, 1, 2024, 1, 1), 738885);
assert.strictEqual(daysBetweenCivil(-1, 12, 31, 0, 1, 1), 1);
assert.strictEqual(daysBetweenCivil(0, 2, 28, 0, 3, 1), 2);
assert.strictEqual(daysBetweenCivil(-400, 1, 1, 0, 1, 1), 146097);
