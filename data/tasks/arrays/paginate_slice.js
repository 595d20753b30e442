// query: Split a list into pages of per_page items and return (items on the 1-based page, total number of pages);
// a page number outside 1..total gives an empty list, an empty list has 0 pages, and per_page < 1 gives ([], 0).
function paginateSlice(items, page, perPage) {
  if (perPage < 1) {
    return [[], 0];
  }
  const totalPages = Math.floor((items.length + perPage - 1) / perPage);
  if (page < 1 || page > totalPages) {
    return [[], totalPages];
  }
  const start = (page - 1) * perPage;
  return [items.slice(start, start + perPage), totalPages];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(paginateSlice([], 1, 10), [[], 0]);
assert.deepStrictEqual(paginateSlice([1, 2, 3], 1, 0), [[], 0]);
assert.deepStrictEqual(paginateSlice([1, 2, 3, 4, 5], 1, 2), [[1, 2], 3]);
assert.deepStrictEqual(paginateSlice([1, 2, 3, 4, 5], 2, 2), [[3, 4], 3]);
assert.deepStrictEqual(paginateSlice([1, 2, 3, 4, 5], 3, 2), [[5], 3]);
assert.deepStrictEqual(paginateSlice([1, 2, 3, 4, 5], 4, 2), [[], 3]);
assert.deepStrictEqual(paginateSlice([1, 2, 3, 4], 2, 2), [[3, 4], 2]);
assert.deepStrictEqual(paginateSlice([1, 2, 3, 4, 5], -1, 2), [[], 3]);
assert.deepStrictEqual(paginateSlice([1, 2, 3], 2, 1), [[2], 3]);
assert.deepStrictEqual(paginateSlice(['a', 'b', 'c'], 1, 5), [['a', 'b', 'c'], 1]);
