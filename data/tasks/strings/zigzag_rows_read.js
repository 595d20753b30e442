// query: Write a string in a zigzag over `rows` rows (down the rows, then diagonally back up, repeatedly) and
// return the rows read left to right and concatenated; with one row, or at least as many rows as characters, the string is unchanged.
function zigzagRowsRead(s, rows) {
  if (rows === 1) {
    return s;
  }
  const buckets = new Array(rows).fill('');
  let row = 0;
  let step = 1;
  for (const ch of s) {
    buckets[row] += ch;
    if (row === 0) {
      step = 1;
    } else if (row === rows - 1) {
      step = -1;
    }
    row += step;
  }
  return buckets.join('');
}

// tests
const assert = require('node:assert');
assert.strictEqual(zigzagRowsRead('', 3), '');
assert.strictEqual(zigzagRowsRead('ABC', 1), 'ABC');
assert.strictEqual(zigzagRowsRead('ABC', 3), 'ABC');
assert.strictEqual(zigzagRowsRead('ABCD', 3), 'ABDC');
assert.strictEqual(zigzagRowsRead('PAYPALISHIRING', 3), 'PAHNAPLSIIGYIR');
assert.strictEqual(zigzagRowsRead('PAYPALISHIRING', 4), 'PINALSIGYAHRPI');
assert.strictEqual(zigzagRowsRead('ABCDE', 2), 'ACEBD');
assert.strictEqual(zigzagRowsRead('AB', 2), 'AB');
assert.strictEqual(zigzagRowsRead('ABCDEFG', 5), 'ABCGDFE');
