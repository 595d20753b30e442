// query: Check a number string (spaces allowed between digits) with the Luhn algorithm: from the rightmost digit, double
// every second digit, subtracting 9 from results above 9, and require the total to be divisible by 10; fewer than two
// digits or any other character makes it invalid.
function luhnChecksumValid(number) {
  const digits = number.replaceAll(' ', '');
  if (digits.length < 2 || !/^\d+$/.test(digits)) {
    return false;
  }
  let total = 0;
  [...digits].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) {
        d -= 9;
      }
    }
    total += d;
  });
  return total % 10 === 0;
}

// tests
const assert = require('node:assert');
assert.strictEqual(luhnChecksumValid('4539 3195 0343 6467'), true);
assert.strictEqual(luhnChecksumValid('8273 1232 7352 0569'), false);
assert.strictEqual(luhnChecksumValid('79927398713'), true);
assert.strictEqual(luhnChecksumValid('79927398710'), false);
assert.strictEqual(luhnChecksumValid('0'), false);
assert.strictEqual(luhnChecksumValid('00'), true);
assert.strictEqual(luhnChecksumValid('059'), true);
assert.strictEqual(luhnChecksumValid('91'), true);
assert.strictEqual(luhnChecksumValid('81'), false);
assert.strictEqual(luhnChecksumValid('1a'), false);
