// query: Expand a list like "1-3,5,8-6" into the sorted list of distinct integers it covers (a range may be written
// high-low); surrounding spaces are ignored and any malformed piece makes the result an empty list.
function expandNumberRanges(text) {
  const found = new Set();
  for (const raw of text.split(',')) {
    const piece = raw.trim();
    if (!piece) {
      return [];
    }
    const dash = piece.indexOf('-');
    const lo = dash < 0 ? piece : piece.slice(0, dash);
    const hi = dash < 0 ? '' : piece.slice(dash + 1);
    if (!/^\d+$/.test(lo) || (dash >= 0 && !/^\d+$/.test(hi))) {
      return [];
    }
    let a = Number(lo);
    let b = dash >= 0 ? Number(hi) : a;
    if (a > b) {
      [a, b] = [b, a];
    }
    for (let n = a; n <= b; n++) {
      found.add(n);
    }
  }
  return [...found].sort((x, y) => x - y);
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(expandNumberRanges('5'), [5]);
assert.deepStrictEqual(expandNumberRanges('1-3,5'), [1, 2, 3, 5]);
assert.deepStrictEqual(expandNumberRanges('8-6'), [6, 7, 8]);
assert.deepStrictEqual(expandNumberRanges(' 2 , 4-5 '), [2, 4, 5]);
assert.deepStrictEqual(expandNumberRanges('1-4,3-6'), [1, 2, 3, 4, 5, 6]);
assert.deepStrictEqual(expandNumberRanges(''), []);
assert.deepStrictEqual(expandNumberRanges('1,,2'), []);
assert.deepStrictEqual(expandNumberRanges('1-'), []);
assert.deepStrictEqual(expandNumberRanges('a-3'), []);
assert.deepStrictEqual(expandNumberRanges('7-7,0'), [0, 7]);
