// query: Given coin denominations (unlimited supply of each) and an amount, return the fewest coins that sum exactly
// to the amount, 0 for amount 0, and -1 if it cannot be formed or the amount is negative.
function fewestCoinsForAmount(coins, amount) {
  if (amount < 0) {
    return -1;
  }
  const inf = amount + 1;
  const best = new Array(amount + 1).fill(inf);
  best[0] = 0;
  for (let value = 1; value <= amount; value++) {
    for (const c of coins) {
      if (c > 0 && c <= value && best[value - c] + 1 < best[value]) {
        best[value] = best[value - c] + 1;
      }
    }
  }
  return best[amount] < inf ? best[amount] : -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(fewestCoinsForAmount([1, 2, 5], -1), -1);
assert.strictEqual(fewestCoinsForAmount([1, 2, 5], 0), 0);
assert.strictEqual(fewestCoinsForAmount([1, 2, 5], 11), 3);
assert.strictEqual(fewestCoinsForAmount([2], 3), -1);
assert.strictEqual(fewestCoinsForAmount([1], 1), 1);
assert.strictEqual(fewestCoinsForAmount([1, 3, 4], 6), 2);
assert.strictEqual(fewestCoinsForAmount([5, 10], 15), 2);
assert.strictEqual(fewestCoinsForAmount([], 4), -1);
assert.strictEqual(fewestCoinsForAmount([7, 3], 13), 3);
assert.strictEqual(fewestCoinsForAmount([2, 5], 1), -1);
