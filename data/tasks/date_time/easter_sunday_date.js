// query: Return the (month, day) of Western (Gregorian) Easter Sunday for the given year, computed with integer
// arithmetic.
function easterSundayDate(year) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(easterSundayDate(2024), [3, 31]);
assert.deepStrictEqual(easterSundayDate(2025), [4, 20]);
assert.deepStrictEqual(easterSundayDate(2019), [4, 21]);
assert.deepStrictEqual(easterSundayDate(2000), [4, 23]);
assert.deepStrictEqual(easterSundayDate(1818), [3, 22]);
assert.deepStrictEqual(easterSundayDate(2285), [3, 22]);
assert.deepStrictEqual(easterSundayDate(2011), [4, 24]);
assert.deepStrictEqual(easterSundayDate(1981), [4, 19]);
assert.deepStrictEqual(
  [1583, 1600, 1700, 1800, 1900, 2100, 2200, 2300, 2400, 2500, 2600, 2700].map((y) => easterSundayDate(y)),
  [[4, 10], [4, 2], [4, 11], [4, 13], [4, 15], [3, 28], [4, 6], [4, 8], [4, 16], [4, 18], [3, 23], [4, 1]],
);
assert.deepStrictEqual(
  Array.from({ length: 2030 - 1990 }, (_, i) => easterSundayDate(1990 + i)),
  [
    [4, 15], [3, 31], [4, 19], [4, 11], [4, 3], [4, 16], [4, 7], [3, 30], [4, 12], [4, 4],
    [4, 23], [4, 15], [3, 31], [4, 20], [4, 11], [3, 27], [4, 16], [4, 8], [3, 23], [4, 12],
    [4, 4], [4, 24], [4, 8], [3, 31], [4, 20], [4, 5], [3, 27], [4, 16], [4, 1], [4, 21],
    [4, 12], [4, 4], [4, 17], [4, 9], [3, 31], [4, 20], [4, 5], [3, 28], [4, 16], [4, 1],
  ],
);
