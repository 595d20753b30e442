// query: Return True if a string is a valid calendar date written exactly as "YYYY-MM-DD" (four-digit year from 0001,
// zero-padded month and day, real day for that month including leap-year February 29), otherwise False.
function isStrictIsoDate(text) {
  if (text.length !== 10 || text[4] + text[7] !== '--') {
    return false;
  }
  const digits = text.slice(0, 4) + text.slice(5, 7) + text.slice(8);
  if (!/^\d+$/.test(digits)) {
    return false;
  }
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8));
  if (year === 0 || month < 1 || month > 12) {
    return false;
  }
  let limit;
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    limit = leap ? 29 : 28;
  } else if ([4, 6, 9, 11].includes(month)) {
    limit = 30;
  } else {
    limit = 31;
  }
  return day >= 1 && day <= limit;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isStrictIsoDate('2024-02-29'), true);
assert.strictEqual(isStrictIsoDate('2023-02-29'), false);
assert.strictEqual(isStrictIsoDate('1900-02-29'), false);
assert.strictEqual(isStrictIsoDate('2000-02-29'), true);
assert.deepStrictEqual(
  ['2024-04-31', '2024-06-31', '2024-09-31', '2024-11-31', '2024-11-30'].map((s) => isStrictIsoDate(s)),
  [false, false, false, false, true],
);
assert.deepStrictEqual(
  ['2024-01-31', '2024-12-31', '2024-01-32', '2024-07-31', '2023-02-28'].map((s) => isStrictIsoDate(s)),
  [true, true, false, true, true],
);
assert.deepStrictEqual(
  ['2024-13-01', '2024-00-10', '2024-12-01', '2024-01-01'].map((s) => isStrictIsoDate(s)),
  [false, false, true, true],
);
assert.deepStrictEqual(['0000-01-01', '0001-01-01', '2024-01-00'].map((s) => isStrictIsoDate(s)), [false, true, false]);
assert.deepStrictEqual(
  ['2024/01/01', '2024-01/01', '2024-01-011', '2024-01-0x', '20x4-01-01'].map((s) => isStrictIsoDate(s)),
  [false, false, false, false, false],
);
