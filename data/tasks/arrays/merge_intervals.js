// query: Merge overlapping closed intervals given as [start, end] pairs and return the merged intervals sorted
// by start; touching intervals such as [1, 2] and [2, 3] merge, and an empty input gives an empty list.
function mergeIntervals(intervals) {
  const sorted = intervals.map(([s, e]) => [s, e]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const result = [];
  for (const [start, end] of sorted) {
    const last = result[result.length - 1];
    if (last && start <= last[1]) {
      last[1] = Math.max(last[1], end);
    } else {
      result.push([start, end]);
    }
  }
  return result;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(mergeIntervals([]), []);
assert.deepStrictEqual(mergeIntervals([[1, 3]]), [[1, 3]]);
assert.deepStrictEqual(mergeIntervals([[1, 3], [2, 6], [8, 10], [15, 18]]), [[1, 6], [8, 10], [15, 18]]);
assert.deepStrictEqual(mergeIntervals([[1, 2], [2, 3]]), [[1, 3]]);
assert.deepStrictEqual(mergeIntervals([[5, 7], [1, 2]]), [[1, 2], [5, 7]]);
assert.deepStrictEqual(mergeIntervals([[1, 10], [2, 3], [4, 5]]), [[1, 10]]);
assert.deepStrictEqual(mergeIntervals([[-5, -1], [-3, 0]]), [[-5, 0]]);
assert.deepStrictEqual(mergeIntervals([[1, 1], [1, 1]]), [[1, 1]]);
