// query: Given non-negative bar heights of width 1 standing side by side, return the total units of rain water
// trapped between the bars; fewer than three bars trap nothing.
function waterTrappedBetweenBars(heights) {
  let left = 0;
  let right = heights.length - 1;
  let leftMax = 0;
  let rightMax = 0;
  let water = 0;
  while (left < right) {
    if (heights[left] < heights[right]) {
      if (heights[left] >= leftMax) {
        leftMax = heights[left];
      } else {
        water += leftMax - heights[left];
      }
      left += 1;
    } else {
      if (heights[right] >= rightMax) {
        rightMax = heights[right];
      } else {
        water += rightMax - heights[right];
      }
      right -= 1;
    }
  }
  return water;
}

// tests
const assert = require('node:assert');
assert.strictEqual(waterTrappedBetweenBars([]), 0);
assert.strictEqual(waterTrappedBetweenBars([5]), 0);
assert.strictEqual(waterTrappedBetweenBars([3, 0]), 0);
assert.strictEqual(waterTrappedBetweenBars([0, 1, 0, 2, 1, 0, 1, 3, 2, 1, 2, 1]), 6);
assert.strictEqual(waterTrappedBetweenBars([4, 2, 0, 3, 2, 5]), 9);
assert.strictEqual(waterTrappedBetweenBars([2, 0, 2]), 2);
assert.strictEqual(waterTrappedBetweenBars([1, 2, 3]), 0);
assert.strictEqual(waterTrappedBetweenBars([5, 1, 3]), 2);
assert.strictEqual(waterTrappedBetweenBars([3, 1, 5]), 2);
