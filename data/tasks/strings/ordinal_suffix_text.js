// query: Write a non-negative integer with its English ordinal suffix, as in "1st", "2nd", "3rd", "4th", "11th",
// "12th", "13th", "21st", "102nd" and "111th".
function ordinalSuffixText(n) {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) {
    return `${n}th`;
  }
  const last = n % 10;
  let suffix;
  if (last === 1) {
    suffix = 'st';
  } else if (last === 2) {
    suffix = 'nd';
  } else if (last === 3) {
    suffix = 'rd';
  } else {
    suffix = 'th';
  }
  return `${n}${suffix}`;
}

// tests
const assert = require('node:assert');
assert.strictEqual(ordinalSuffixText(1), '1st');
assert.strictEqual(ordinalSuffixText(2), '2nd');
assert.strictEqual(ordinalSuffixText(3), '3rd');
assert.strictEqual(ordinalSuffixText(4), '4th');
assert.strictEqual(ordinalSuffixText(11), '11th');
assert.strictEqual(ordinalSuffixText(12), '12th');
assert.strictEqual(ordinalSuffixText(13), '13th');
assert.strictEqual(ordinalSuffixText(22), '22nd');
assert.strictEqual(ordinalSuffixText(1101), '1101st');
assert.strictEqual(ordinalSuffixText(111), '111th');
