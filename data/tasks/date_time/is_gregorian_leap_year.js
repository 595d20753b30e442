// query: Return True when the given year is a leap year in the proleptic Gregorian calendar (divisible by 4, except
// century years that are not divisible by 400); year 0 and negative years follow the same rule.
function isGregorianLeapYear(year) {
  if (year % 400 === 0) {
    return true;
  }
  if (year % 100 === 0) {
    return false;
  }
  return year % 4 === 0;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isGregorianLeapYear(2024), true);
assert.strictEqual(isGregorianLeapYear(2023), false);
assert.strictEqual(isGregorianLeapYear(1900), false);
assert.strictEqual(isGregorianLeapYear(2000), true);
assert.strictEqual(isGregorianLeapYear(2100), false);
assert.strictEqual(isGregorianLeapYear(1600), true);
assert.strictEqual(isGregorianLeapYear(0), true);
assert.strictEqual(isGregorianLeapYear(-4), true);
assert.strictEqual(isGregorianLeapYear(1), false);
