// query: Given daily stock prices, return the maximum profit from any number of buy/sell transactions when you hold at
// most one share and must wait one day after selling before buying again; fewer than two prices give 0.
function stockProfitWithCooldown(prices) {
  if (prices.length < 2) {
    return 0;
  }
  let hold = -prices[0];
  let sold = 0;
  let rest = 0;
  for (const p of prices.slice(1)) {
    const newHold = Math.max(hold, rest - p);
    const newSold = hold + p;
    const newRest = Math.max(rest, sold);
    [hold, sold, rest] = [newHold, newSold, newRest];
  }
  return Math.max(sold, rest);
}

// tests
const assert = require('node:assert');
assert.strictEqual(stockProfitWithCooldown([]), 0);
assert.strictEqual(stockProfitWithCooldown([5]), 0);
assert.strictEqual(stockProfitWithCooldown([1, 2, 3, 0, 2]), 3);
assert.strictEqual(stockProfitWithCooldown([5, 4, 3, 2]), 0);
assert.strictEqual(stockProfitWithCooldown([1, 5]), 4);
assert.strictEqual(stockProfitWithCooldown([1, 4, 2, 5]), 4);
assert.strictEqual(stockProfitWithCooldown([1, 4, 1, 2, 7]), 8);
assert.strictEqual(stockProfitWithCooldown([2, 1, 4, 1, 5, 2, 9]), 10);
assert.strictEqual(stockProfitWithCooldown([3, 3, 3]), 0);
assert.strictEqual(stockProfitWithCooldown([6, 1, 3, 2, 4, 7]), 6);
