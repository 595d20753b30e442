// query: Count values into `bins` equal-width bins starting at lo, where bin i covers [lo + i*width, lo + (i+1)*width);
// values below lo or at/after the end of the last bin are ignored. Return the list of counts.
function histogramCounts(values, lo, width, bins) {
  const counts = new Array(bins).fill(0);
  for (const v of values) {
    if (v < lo) {
      continue;
    }
    const idx = Math.floor((v - lo) / width);
    if (idx < bins) {
      counts[idx] += 1;
    }
  }
  return counts;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(histogramCounts([], 0, 10, 3), [0, 0, 0]);
assert.deepStrictEqual(histogramCounts([5], 0, 10, 0), []);
assert.deepStrictEqual(histogramCounts([0, 9, 10, 29, 30], 0, 10, 3), [2, 1, 1]);
assert.deepStrictEqual(histogramCounts([-1, 0], 0, 5, 2), [1, 0]);
assert.deepStrictEqual(histogramCounts([12, 15, 19, 20, 25], 10, 5, 3), [1, 2, 1]);
assert.deepStrictEqual(histogramCounts([-10, -6, -5, -1], -10, 5, 2), [2, 2]);
assert.deepStrictEqual(histogramCounts([3, 3, 3, 7], 1, 2, 4), [0, 3, 0, 1]);
assert.deepStrictEqual(histogramCounts([100, 1, 50], 1, 50, 2), [2, 1]);
assert.deepStrictEqual(histogramCounts([2, 4, 6, 8], 2, 3, 2), [2, 1]);
