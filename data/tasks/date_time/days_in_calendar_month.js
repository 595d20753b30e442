// query: Return the number of days in the given month (1-12) of the given Gregorian year, accounting for leap years;
// return 0 when the month is outside 1-12.
function daysInCalendarMonth(year, month) {
  if (month < 1 || month > 12) {
    return 0;
  }
  if (month === 2) {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return leap ? 29 : 28;
  }
  return 31 - (((month - 1) % 7) % 2);
}

// tests
const assert = require('node:assert');
assert.strictEqual(daysInCalendarMonth(2023, 1), 31);
assert.strictEqual(daysInCalendarMonth(2024, 2), 29);
assert.strictEqual(daysInCalendarMonth(1900, 2), 28);
assert.strictEqual(daysInCalendarMonth(2000, 2), 29);
assert.strictEqual(daysInCalendarMonth(2023, 4), 30);
assert.strictEqual(daysInCalendarMonth(2023, 7), 31);
assert.strictEqual(daysInCalendarMonth(2023, 2), 28);
assert.strictEqual(daysInCalendarMonth(2023, 12), 31);
assert.strictEqual(daysInCalendarMonth(2023, 0), 0);
assert.strictEqual(daysInCalendarMonth(2023, 13), 0);
