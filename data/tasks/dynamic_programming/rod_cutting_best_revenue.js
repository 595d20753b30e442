// query: A rod of integer length n can be cut into integer pieces, and prices[i] is the price of a piece of length
// i + 1; return the maximum revenue from cutting and selling the rod (pieces longer than the price list are not
// sellable), with 0 for n <= 0.
function rodCuttingBestRevenue(prices, n) {
  if (n <= 0) {
    return 0;
  }
  const best = new Array(n + 1).fill(0);
  for (let length = 1; length <= n; length++) {
    let top = 0;
    for (let piece = 1; piece <= Math.min(length, prices.length); piece++) {
      const value = prices[piece - 1] + best[length - piece];
      if (value > top) {
        top = value;
      }
    }
    best[length] = top;
  }
  return best[n];
}

// tests
const assert = require('node:assert');
assert.strictEqual(rodCuttingBestRevenue([1, 5, 8, 9], 0), 0);
assert.strictEqual(rodCuttingBestRevenue([1, 5, 8, 9], -3), 0);
assert.strictEqual(rodCuttingBestRevenue([1, 5, 8, 9], 4), 10);
assert.strictEqual(rodCuttingBestRevenue([1, 5, 8, 9, 10, 17, 17, 20], 8), 22);
assert.strictEqual(rodCuttingBestRevenue([3, 5, 8, 9, 10, 17, 17, 20], 8), 24);
assert.strictEqual(rodCuttingBestRevenue([2], 5), 10);
assert.strictEqual(rodCuttingBestRevenue([1, 1, 10], 3), 10);
assert.strictEqual(rodCuttingBestRevenue([1, 1, 10], 4), 11);
assert.strictEqual(rodCuttingBestRevenue([], 4), 0);
assert.strictEqual(rodCuttingBestRevenue([2, 5], 1), 2);
