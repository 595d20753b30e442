// query: Split a list into consecutive chunks of `size` elements, the last chunk holding whatever remains;
// a size below 1 or an empty list gives an empty list.
function chunkListBySize(items, size) {
  if (size < 1) {
    return [];
  }
  const chunks = [];
  let start = 0;
  while (start < items.length) {
    const end = Math.min(start + size, items.length);
    chunks.push(items.slice(start, end));
    start = end;
  }
  return chunks;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(chunkListBySize([], 3), []);
assert.deepStrictEqual(chunkListBySize([1, 2, 3], 0), []);
assert.deepStrictEqual(chunkListBySize([1, 2, 3], -2), []);
assert.deepStrictEqual(chunkListBySize([1, 2, 3], 1), [[1], [2], [3]]);
assert.deepStrictEqual(chunkListBySize([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]]);
assert.deepStrictEqual(chunkListBySize([1, 2, 3, 4], 2), [[1, 2], [3, 4]]);
assert.deepStrictEqual(chunkListBySize([1, 2], 5), [[1, 2]]);
assert.deepStrictEqual(chunkListBySize([7, 8, 9], 3), [[7, 8, 9]]);
