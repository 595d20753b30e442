// query: Count the paths from the top-left to the bottom-right cell of a grid of 0s (free) and 1s (blocked), moving
// only right or down; return 0 if the grid is empty or the start or end cell is blocked.
function gridPathsWithObstacles(grid) {
  if (grid.length === 0 || grid[0].length === 0) {
    return 0;
  }
  const width = grid[0].length;
  const row = new Array(width).fill(0);
  row[0] = 1;
  for (let r = 0; r < grid.length; r++) {
    for (let c = 0; c < width; c++) {
      if (grid[r][c] === 1) {
        row[c] = 0;
      } else if (c > 0) {
        row[c] += row[c - 1];
      }
    }
  }
  return row[width - 1];
}

// tests
const assert = require('node:assert');
assert.strictEqual(gridPathsWithObstacles([]), 0);
assert.strictEqual(gridPathsWithObstacles([[]]), 0);
assert.strictEqual(gridPathsWithObstacles([[0]]), 1);
assert.strictEqual(gridPathsWithObstacles([[1]]), 0);
assert.strictEqual(gridPathsWithObstacles([[0, 0, 0], [0, 1, 0], [0, 0, 0]]), 2);
assert.strictEqual(gridPathsWithObstacles([[0, 0, 0], [0, 0, 0], [0, 0, 0]]), 6);
assert.strictEqual(gridPathsWithObstacles([[0, 1], [0, 0]]), 1);
assert.strictEqual(gridPathsWithObstacles([[0, 0], [0, 1]]), 0);
assert.strictEqual(gridPathsWithObstacles([[0, 0, 0, 0]]), 1);
assert.strictEqual(gridPathsWithObstacles([[0, 0, 1], [1, 0, 0], [0, 0, 0]]), 2);
