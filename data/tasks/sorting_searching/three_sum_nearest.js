// query: Among all triples of distinct positions in a list of integers, return the sum closest to target; if two
// sums are equally close, return the smaller sum, and return None when the list has fewer than three elements.
function threeSumNearest(nums, target) {
  if (nums.length < 3) {
    return null;
  }
  const arr = [...nums].sort((a, b) => a - b);
  let best = arr[0] + arr[1] + arr[2];
  for (let i = 0; i < arr.length - 2; i++) {
    let lo = i + 1;
    let hi = arr.length - 1;
    while (lo < hi) {
      const s = arr[i] + arr[lo] + arr[hi];
      const gap = Math.abs(s - target);
      const bestGap = Math.abs(best - target);
      if (gap < bestGap || (gap === bestGap && s < best)) {
        best = s;
      }
      if (s < target) {
        lo += 1;
      } else if (s > target) {
        hi -= 1;
      } else {
        return s;
      }
    }
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(threeSumNearest([1, 2], 3), null);
assert.strictEqual(threeSumNearest([1, 2, 3], 100), 6);
assert.strictEqual(threeSumNearest([-1, 2, 1, -4], 1), 2);
assert.strictEqual(threeSumNearest([9, 6, 0, -3], 10), 12);
assert.strictEqual(threeSumNearest([1, 1, 1, 0], -100), 2);
assert.strictEqual(threeSumNearest([4, 0, 5, -5, 3, 3, 0, -4, -5], -2), -2);
assert.strictEqual(threeSumNearest([0, 9, 5, 2, -1], 12), 11);
assert.strictEqual(threeSumNearest([1, 2, 5, 10, 11], 12), 13);
assert.strictEqual(threeSumNearest([-3, -2, -5, 3, -4], -1), -2);
assert.strictEqual(threeSumNearest([0, 2, 4, 6], 9), 8);
