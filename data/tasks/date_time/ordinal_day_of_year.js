// query: Given year, month and day integers, return the day's position within its year (January 1 is 1, December 31
// is 365 or 366); return -1 if the month or day is not valid for that year.
function ordinalDayOfYear(year, month, day) {
  const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)) {
    lengths[1] = 29;
  }
  if (month < 1 || month > 12) {
    return -1;
  }
  if (day < 1 || day > lengths[month - 1]) {
    return -1;
  }
  let total = day;
  for (let i = 0; i < month - 1; i++) {
    total += lengths[i];
  }
  return total;
}

// tests
const assert = require('node:assert');
assert.strictEqual(ordinalDayOfYear(2023, 1, 1), 1);
assert.strictEqual(ordinalDayOfYear(2023, 12, 32), -1);
assert.strictEqual(ordinalDayOfYear(2024, 12, 31), 366);
assert.strictEqual(ordinalDayOfYear(2024, 3, 1), 61);
assert.strictEqual(ordinalDayOfYear(1900, 3, 1), 60);
assert.strictEqual(ordinalDayOfYear(2000, 2, 29), 60);
assert.strictEqual(ordinalDayOfYear(2023, 2, 29), -1);
assert.strictEqual(ordinalDayOfYear(2023, 13, 1), -1);
assert.strictEqual(ordinalDayOfYear(2023, 0, 5), -1);
assert.strictEqual(ordinalDayOfYear(2023, 4, 0), -1);
