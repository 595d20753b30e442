// query: Convert spreadsheet column letters (case-insensitive, "A" is 1, "Z" is 26, "AA" is 27) to the 1-based column
// number; an empty string or any character that is not a letter A-Z gives 0.
function spreadsheetColumnNumber(label) {
  if (label.length === 0) {
    return 0;
  }
  let n = 0;
  for (const ch of label.toUpperCase()) {
    if (!(ch >= 'A' && ch <= 'Z')) {
      return 0;
    }
    n = n * 26 + (ch.charCodeAt(0) - 'A'.charCodeAt(0) + 1);
  }
  return n;
}

// tests
const assert = require('node:assert');
assert.strictEqual(spreadsheetColumnNumber(''), 0);
assert.strictEqual(spreadsheetColumnNumber('A1'), 0);
assert.strictEqual(spreadsheetColumnNumber('A-'), 0);
assert.strictEqual(spreadsheetColumnNumber('A'), 1);
assert.strictEqual(spreadsheetColumnNumber('Z'), 26);
assert.strictEqual(spreadsheetColumnNumber('AA'), 27);
assert.strictEqual(spreadsheetColumnNumber('az'), 52);
assert.strictEqual(spreadsheetColumnNumber('BA'), 53);
assert.strictEqual(spreadsheetColumnNumber('ZZ'), 702);
assert.strictEqual(spreadsheetColumnNumber('XFD'), 16384);
