// query: Given a birth date and a reference date as "YYYY-MM-DD" strings, return the person's age in completed years
// on the reference date; someone born on February 29 gains a year on March 1 in non-leap years, and a reference date
// before the birth date gives -1.
function completedAgeYears(birth, on) {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [ry, rm, rd] = on.split('-').map(Number);
  if (ry < by || (ry === by && (rm < bm || (rm === bm && rd < bd)))) {
    return -1;
  }
  let age = ry - by;
  if (rm < bm || (rm === bm && rd < bd)) {
    age -= 1;
  }
  return age;
}

// tests
const assert = require('node:assert');
assert.strictEqual(completedAgeYears('2000-05-10', '2024-05-10'), 24);
assert.strictEqual(completedAgeYears('2000-05-10', '2024-05-09'), 23);
assert.strictEqual(completedAgeYears('2000-11-10', '2024-10-20'), 23);
assert.strictEqual(completedAgeYears('2000-02-29', '2023-02-28'), 22);
assert.strictEqual(completedAgeYears('2000-02-29', '2023-03-01'), 23);
assert.strictEqual(completedAgeYears('2000-02-29', '2024-02-29'), 24);
assert.strictEqual(completedAgeYears('1990-12-31', '1991-01-01'), 0);
assert.strictEqual(completedAgeYears('2010-06-15', '2010-06-15'), 0);
assert.strictEqual(completedAgeYears('2010-06-15', '2009-06-01'), -1);
assert.strictEqual(completedAgeYears('2000-05-10', '2024-10-01'), 24);
