// query: Count days between two "YYYY-MM-DD" dates under the 30/360 bond-basis convention: a start day of 31 becomes 30,
// an end day of 31 becomes 30 only if the (adjusted) start day is 30, and the result is 360 x years + 30 x months + days
// of difference (negative if the end is earlier).
function days360BondBasis(start, end) {
  let [y1, m1, d1] = start.split('-').map(Number);
  let [y2, m2, d2] = end.split('-').map(Number);
  if (d1 === 31) {
    d1 = 30;
  }
  if (d2 === 31 && d1 >= 30) {
    d2 = 30;
  }
  return 360 * (y2 - y1) + 30 * (m2 - m1) + (d2 - d1);
}

// tests
const assert = require('node:assert');
assert.strictEqual(days360BondBasis('2024-01-01', '2024-12-31'), 360);
assert.strictEqual(days360BondBasis('2024-01-31', '2024-03-31'), 60);
assert.strictEqual(days360BondBasis('2024-01-30', '2024-02-29'), 29);
assert.strictEqual(days360BondBasis('2024-02-29', '2024-03-31'), 32);
assert.strictEqual(days360BondBasis('2024-03-15', '2024-03-15'), 0);
assert.strictEqual(days360BondBasis('2025-01-15', '2024-01-15'), -360);
assert.strictEqual(days360BondBasis('2024-01-31', '2024-02-01'), 1);
assert.strictEqual(days360BondBasis('2023-12-31', '2024-01-31'), 30);
assert.strictEqual(days360BondBasis('2024-01-29', '2024-01-31'), 2);
assert.strictEqual(days360BondBasis('2024-05-30', '2024-07-31'), 60);
