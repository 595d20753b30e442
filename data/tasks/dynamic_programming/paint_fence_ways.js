// query: Count the ways to paint n fence posts with k colours so that no three consecutive posts share a colour (0 when
// n or k is 0).
function paintFenceWays(n, k) {
  if (n === 0 || k === 0) {
    return 0;
  }
  let same = 0;
  let diff = k;
  for (let i = 1; i < n; i++) {
    [same, diff] = [diff, (same + diff) * (k - 1)];
  }
  return same + diff;
}

// tests
const assert = require('node:assert');
assert.strictEqual(paintFenceWays(0, 3), 0);
assert.strictEqual(paintFenceWays(3, 0), 0);
assert.strictEqual(paintFenceWays(1, 3), 3);
assert.strictEqual(paintFenceWays(2, 3), 9);
assert.strictEqual(paintFenceWays(3, 2), 6);
assert.strictEqual(paintFenceWays(3, 3), 24);
assert.strictEqual(paintFenceWays(4, 2), 10);
assert.strictEqual(paintFenceWays(7, 2), 42);
assert.strictEqual(paintFenceWays(5, 4), 864);
