// query: Given daily prices, return the largest profit from buying on one day and selling on a strictly later
// day; if no trade makes money (or there are fewer than two prices) return 0.
function bestSingleTradeProfit(prices) {
  if (prices.length < 2) {
    return 0;
  }
  let lowest = prices[0];
  let best = 0;
  for (const p of prices.slice(1)) {
    if (p - lowest > best) {
      best = p - lowest;
    }
    if (p < lowest) {
      lowest = p;
    }
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(bestSingleTradeProfit([]), 0);
assert.strictEqual(bestSingleTradeProfit([5]), 0);
assert.strictEqual(bestSingleTradeProfit([7, 1, 5, 3, 6, 4]), 5);
assert.strictEqual(bestSingleTradeProfit([7, 6, 4, 3, 1]), 0);
assert.strictEqual(bestSingleTradeProfit([1, 2]), 1);
assert.strictEqual(bestSingleTradeProfit([2, 4, 1]), 2);
assert.strictEqual(bestSingleTradeProfit([3, 3, 3]), 0);
assert.strictEqual(bestSingleTradeProfit([2, 1, 2, 0, 1]), 1);
assert.strictEqual(bestSingleTradeProfit([5, 10, 1, 7]), 6);
assert.strictEqual(bestSingleTradeProfit([1, 5, 3, 2, 8]), 7);
