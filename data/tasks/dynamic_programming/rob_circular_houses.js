// query: Houses arranged in a circle hold non-negative amounts of money; return the most that can be taken without
// taking from two adjacent houses (the first and last are adjacent), with 0 for no houses.
function robCircularHouses(money) {
  const n = money.length;
  if (n === 0) {
    return 0;
  }
  if (n === 1) {
    return money[0];
  }
  const line = (start, stop) => {
    let take = 0;
    let skip = 0;
    for (let i = start; i < stop; i++) {
      [take, skip] = [skip + money[i], Math.max(take, skip)];
    }
    return Math.max(take, skip);
  };
  return Math.max(line(0, n - 1), line(1, n));
}

// tests
const assert = require('node:assert');
assert.strictEqual(robCircularHouses([]), 0);
assert.strictEqual(robCircularHouses([5]), 5);
assert.strictEqual(robCircularHouses([2, 3]), 3);
assert.strictEqual(robCircularHouses([2, 3, 2]), 3);
assert.strictEqual(robCircularHouses([1, 2, 3, 1]), 4);
assert.strictEqual(robCircularHouses([1, 2, 3]), 3);
assert.strictEqual(robCircularHouses([200, 3, 140, 20, 10]), 340);
assert.strictEqual(robCircularHouses([4, 1, 2, 7, 5, 3, 1]), 14);
assert.strictEqual(robCircularHouses([9, 1, 1, 9]), 10);
assert.strictEqual(robCircularHouses([0, 0, 0]), 0);
