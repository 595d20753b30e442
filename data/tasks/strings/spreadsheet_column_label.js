// query: Convert a 1-based column number to its spreadsheet column label (1 is "A", 26 is "Z", 27 is "AA", 703 is
// "AAA"); numbers below 1 give "".
function spreadsheetColumnLabel(n) {
  let out = '';
  while (n > 0) {
    n -= 1;
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26);
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.strictEqual(spreadsheetColumnLabel(1), 'A');
assert.strictEqual(spreadsheetColumnLabel(26), 'Z');
assert.strictEqual(spreadsheetColumnLabel(27), 'AA');
assert.strictEqual(spreadsheetColumnLabel(52), 'AZ');
assert.strictEqual(spreadsheetColumnLabel(53), 'BA');
assert.strictEqual(spreadsheetColumnLabel(702), 'ZZ');
assert.strictEqual(spreadsheetColumnLabel(703), 'AAA');
assert.strictEqual(spreadsheetColumnLabel(0), '');
assert.strictEqual(spreadsheetColumnLabel(-3), '');
assert.strictEqual(spreadsheetColumnLabel(16384), 'XFD');
