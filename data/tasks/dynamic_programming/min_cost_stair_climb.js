// query: cost[i] is paid when stepping on stair i; starting from stair 0 or 1 and climbing one or two stairs at a time,
// return the minimum total cost to reach the top just past the last stair (0 when there are fewer than two stairs).
function minCostStairClimb(cost) {
  if (cost.length < 2) {
    return 0;
  }
  let twoBack = 0;
  let oneBack = 0;
  for (let i = 2; i <= cost.length; i++) {
    const here = Math.min(oneBack + cost[i - 1], twoBack + cost[i - 2]);
    [twoBack, oneBack] = [oneBack, here];
  }
  return oneBack;
}

// tests
const assert = require('node:assert');
assert.strictEqual(minCostStairClimb([]), 0);
assert.strictEqual(minCostStairClimb([7]), 0);
assert.strictEqual(minCostStairClimb([10, 15]), 10);
assert.strictEqual(minCostStairClimb([15, 10]), 10);
assert.strictEqual(minCostStairClimb([10, 15, 20]), 15);
assert.strictEqual(minCostStairClimb([1, 100, 1, 1, 1, 100, 1, 1, 100, 1]), 6);
assert.strictEqual(minCostStairClimb([0, 0, 0]), 0);
assert.strictEqual(minCostStairClimb([5, 1, 1, 5]), 2);
assert.strictEqual(minCostStairClimb([3, 2, 9, 1, 8, 4]), 7);
