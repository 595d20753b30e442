// query: Given the heights of adjacent bars of width 1, return the area of the largest axis-aligned rectangle that
// fits entirely under the bars (0 for no bars).
function largestHistogramRectangle(heights) {
  const stack = [];
  let best = 0;
  for (let i = 0; i <= heights.length; i++) {
    const h = i < heights.length ? heights[i] : 0;
    while (stack.length > 0 && heights[stack[stack.length - 1]] >= h) {
      const top = stack.pop();
      const left = stack.length > 0 ? stack[stack.length - 1] + 1 : 0;
      best = Math.max(best, heights[top] * (i - left));
    }
    stack.push(i);
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(largestHistogramRectangle([]), 0);
assert.strictEqual(largestHistogramRectangle([4]), 4);
assert.strictEqual(largestHistogramRectangle([2, 1, 5, 6, 2, 3]), 10);
assert.strictEqual(largestHistogramRectangle([2, 4]), 4);
assert.strictEqual(largestHistogramRectangle([3, 3, 3]), 9);
assert.strictEqual(largestHistogramRectangle([1, 2, 3, 4, 5]), 9);
assert.strictEqual(largestHistogramRectangle([5, 4, 1, 2]), 8);
assert.strictEqual(largestHistogramRectangle([0, 2, 0]), 2);
assert.strictEqual(largestHistogramRectangle([6, 2, 5, 4, 5, 1, 6]), 12);
assert.strictEqual(largestHistogramRectangle([2, 1, 2]), 3);
