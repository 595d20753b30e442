// query: Validate an ISBN given with optional hyphens and spaces: an ISBN-10 is nine digits plus a check digit or "X"
// (any case) whose weighted sum with weights 10 down to 1 is divisible by 11; an ISBN-13 is 13 digits starting with
// 978 or 979 whose sum with alternating weights 1 and 3 is divisible by 10; anything else is invalid.
function isbnIsValid(text) {
  const s = text.replaceAll('-', '').replaceAll(' ', '');
  const isDigits = (t) => /^\d+$/.test(t);
  if (s.length === 10) {
    if (!isDigits(s.slice(0, 9)) || !(isDigits(s[9]) || 'Xx'.includes(s[9]))) {
      return false;
    }
    let total = 0;
    [...s].forEach((ch, i) => {
      const value = 'Xx'.includes(ch) ? 10 : Number(ch);
      total += value * (10 - i);
    });
    return total % 11 === 0;
  }
  if (s.length === 13 && isDigits(s) && ['978', '979'].includes(s.slice(0, 3))) {
    const total = [...s].reduce((sum, ch, i) => sum + Number(ch) * (i % 2 ? 3 : 1), 0);
    return total % 10 === 0;
  }
  return false;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isbnIsValid('0-306-40615-2'), true);
assert.strictEqual(isbnIsValid('0306406153'), false);
assert.strictEqual(isbnIsValid('080442957X'), true);
assert.strictEqual(isbnIsValid('0 8044 2957 x'), true);
assert.strictEqual(isbnIsValid('978-0-306-40615-7'), true);
assert.strictEqual(isbnIsValid('978-0-306-40615-8'), false);
assert.strictEqual(isbnIsValid('979-10-90636-07-1'), true);
assert.strictEqual(isbnIsValid('977-0-306-40615-8'), false);
assert.deepStrictEqual(
  ['X000000018', '12345678X8', '123456789Y', '12345678X9'].map((t) => isbnIsValid(t)),
  Array(4).fill(false),
);
assert.deepStrictEqual(
  ['', '978030640614', '97803064061570', '978-0-306-40615-X'].map((t) => isbnIsValid(t)),
  Array(4).fill(false),
);
