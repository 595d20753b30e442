// query: In a grid of strings of "1" (land) and "0" (water), return the number of cells in the largest island, where land
// cells connect horizontally or vertically; a grid without land gives 0.
function largestRegionArea(grid) {
  const seen = new Set();
  let best = 0;
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < grid[r].length; c++) {
      if (grid[r][c] !== '1' || seen.has(`${r},${c}`)) {
        continue;
      }
      seen.add(`${r},${c}`);
      const stack = [[r, c]];
      let size = 0;
      while (stack.length > 0) {
        const [y, x] = stack.pop();
        size += 1;
        for (const [ny, nx] of [
          [y + 1, x],
          [y - 1, x],
          [y, x + 1],
          [y, x - 1],
        ]) {
          const key = `${ny},${nx}`;
          if (ny >= 0 && ny < grid.length && nx >= 0 && nx < grid[ny].length && grid[ny][nx] === '1' && !seen.has(key)) {
            seen.add(key);
            stack.push([ny, nx]);
          }
        }
      }
      best = Math.max(best, size);
    }
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(largestRegionArea([]), 0);
assert.strictEqual(largestRegionArea(['000']), 0);
assert.strictEqual(largestRegionArea(['1']), 1);
assert.strictEqual(largestRegionArea(['11', '11']), 4);
assert.strictEqual(largestRegionArea(['10', '01']), 1);
assert.strictEqual(largestRegionArea(['110', '010', '011']), 5);
assert.strictEqual(largestRegionArea(['1100', '0001', '0111']), 4);
assert.strictEqual(largestRegionArea(['101', '101', '111']), 7);
assert.strictEqual(largestRegionArea(['1', '1', '0', '1']), 2);
