// query: Return the English weekday name ("Monday" ... "Sunday") of a Gregorian date given as year, month, day,
// computed arithmetically without library date objects; assume the date is valid.
function weekdayNameZeller(year, month, day) {
  const names = ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
  if (month < 3) {
    month += 12;
    year -= 1;
  }
  const k = year % 100;
  const j = Math.floor(year / 100);
  const h =
    (day + Math.floor((13 * (month + 1)) / 5) + k + Math.floor(k / 4) + Math.floor(j / 4) + 5 * j) % 7;
  return names[h];
}

// tests
const assert = require('node:assert');
assert.strictEqual(weekdayNameZeller(2024, 1, 1), 'Monday');
assert.strictEqual(weekdayNameZeller(2000, 2, 29), 'Tuesday');
assert.strictEqual(weekdayNameZeller(2023, 3, 1), 'Wednesday');
assert.strictEqual(weekdayNameZeller(1969, 7, 20), 'Sunday');
assert.strictEqual(weekdayNameZeller(2026, 11, 30), 'Monday');
assert.strictEqual(weekdayNameZeller(2024, 2, 3), 'Saturday');
assert.strictEqual(weekdayNameZeller(1900, 1, 1), 'Monday');
assert.strictEqual(weekdayNameZeller(2023, 12, 31), 'Sunday');
assert.strictEqual(weekdayNameZeller(2021, 10, 14), 'Thursday');
