// query: Count the distinct combinations (order does not matter) of coins from the given denominations, each usable
// any number of times, that sum exactly to the amount; amount 0 has one combination and a negative amount has 0.
function coinCombinationCount(coins, amount) {
  if (amount < 0) {
    return 0;
  }
  const ways = new Array(amount + 1).fill(0);
  ways[0] = 1;
  for (const c of coins) {
    if (c <= 0) {
      continue;
    }
    for (let total = c; total <= amount; total++) {
      ways[total] += ways[total - c];
    }
  }
  return ways[amount];
}

// tests
const assert = require('node:assert');
assert.strictEqual(coinCombinationCount([1, 2, 5], -1), 0);
assert.strictEqual(coinCombinationCount([], 0), 1);
assert.strictEqual(coinCombinationCount([1, 2, 5], 5), 4);
assert.strictEqual(coinCombinationCount([2], 3), 0);
assert.strictEqual(coinCombinationCount([10], 10), 1);
assert.strictEqual(coinCombinationCount([1, 2, 3], 4), 4);
assert.strictEqual(coinCombinationCount([2, 5, 3, 6], 10), 5);
assert.strictEqual(coinCombinationCount([0, 1], 3), 1);
assert.strictEqual(coinCombinationCount([1, 5, 10, 25], 30), 18);
