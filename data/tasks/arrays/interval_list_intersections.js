// query: Given two lists of closed intervals [start, end], each sorted and pairwise disjoint, return the intersection
// of the two sets as a sorted list of closed intervals; intervals that only touch yield a single point [x, x].
function intervalListIntersections(a, b) {
  let i = 0;
  let j = 0;
  const out = [];
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i][0], b[j][0]);
    const hi = Math.min(a[i][1], b[j][1]);
    if (lo <= hi) {
      out.push([lo, hi]);
    }
    if (a[i][1] < b[j][1]) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(intervalListIntersections([], [[1, 2]]), []);
assert.deepStrictEqual(intervalListIntersections([[1, 2]], []), []);
assert.deepStrictEqual(
  intervalListIntersections([[0, 2], [5, 10], [13, 23], [24, 25]], [[1, 5], [8, 12], [15, 24], [25, 26]]),
  [[1, 2], [5, 5], [8, 10], [15, 23], [24, 24], [25, 25]],
);
assert.deepStrictEqual(intervalListIntersections([[1, 3]], [[4, 6]]), []);
assert.deepStrictEqual(intervalListIntersections([[1, 3]], [[3, 6]]), [[3, 3]]);
assert.deepStrictEqual(intervalListIntersections([[1, 10]], [[2, 3], [5, 6], [9, 12]]), [[2, 3], [5, 6], [9, 10]]);
assert.deepStrictEqual(intervalListIntersections([[2, 3], [5, 6], [9, 12]], [[1, 10]]), [[2, 3], [5, 6], [9, 10]]);
assert.deepStrictEqual(intervalListIntersections([[-5, -1], [0, 4]], [[-3, 1]]), [[-3, -1], [0, 1]]);
assert.deepStrictEqual(intervalListIntersections([[1, 4], [6, 8]], [[1, 4], [6, 8]]), [[1, 4], [6, 8]]);
