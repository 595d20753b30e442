// query: Given a calendar year and month and the month (1-12) in which the fiscal year begins, return a label like
// "FY2025 Q3"; the fiscal year is named after the calendar year in which it ends.
function fiscalQuarterLabel(year, month, startMonth) {
  let shifted = month - startMonth;
  if (shifted < 0) {
    shifted += 12;
  }
  const quarter = Math.floor(shifted / 3) + 1;
  let fiscalYear = year;
  if (startMonth > 1 && month >= startMonth) {
    fiscalYear += 1;
  }
  return `FY${fiscalYear} Q${quarter}`;
}

// tests
const assert = require('node:assert');
assert.strictEqual(fiscalQuarterLabel(2024, 1, 1), 'FY2024 Q1');
assert.strictEqual(fiscalQuarterLabel(2024, 12, 1), 'FY2024 Q4');
assert.strictEqual(fiscalQuarterLabel(2024, 3, 1), 'FY2024 Q1');
assert.strictEqual(fiscalQuarterLabel(2024, 4, 1), 'FY2024 Q2');
assert.strictEqual(fiscalQuarterLabel(2024, 10, 10), 'FY2025 Q1');
assert.strictEqual(fiscalQuarterLabel(2024, 9, 10), 'FY2024 Q4');
assert.strictEqual(fiscalQuarterLabel(2024, 7, 4), 'FY2025 Q2');
assert.strictEqual(fiscalQuarterLabel(2024, 1, 4), 'FY2024 Q4');
assert.strictEqual(fiscalQuarterLabel(2024, 2, 2), 'FY2025 Q1');
assert.strictEqual(fiscalQuarterLabel(2024, 1, 2), 'FY2024 Q4');
