// query: Count the islands in a grid of '1' (land) and '0' (water) characters, where an island is a group of land cells
// connected horizontally or vertically (not diagonally); an empty grid has 0 islands.
function countLandIslands(grid) {
  if (grid.length === 0) {
    return 0;
  }
  const rows = grid.length;
  const cols = grid[0].length;
  const seen = Array.from({ length: rows }, () => new Array(cols).fill(false));
  let islands = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (grid[r][c] !== '1' || seen[r][c]) {
        continue;
      }
      islands += 1;
      const stack = [[r, c]];
      seen[r][c] = true;
      while (stack.length > 0) {
        const [y, x] = stack.pop();
        for (const [ny, nx] of [
          [y + 1, x],
          [y - 1, x],
          [y, x + 1],
          [y, x - 1],
        ]) {
          if (ny >= 0 && ny < rows && nx >= 0 && nx < cols && grid[ny][nx] === '1' && !seen[ny][nx]) {
            seen[ny][nx] = true;
            stack.push([ny, nx]);
          }
        }
      }
    }
  }
  return islands;
}

// tests
const assert = require('node:assert');
assert.strictEqual(countLandIslands([]), 0);
assert.strictEqual(countLandIslands(['0']), 0);
assert.strictEqual(countLandIslands(['1']), 1);
assert.strictEqual(countLandIslands(['11110', '11010', '11000', '00000']), 1);
assert.strictEqual(countLandIslands(['11000', '11000', '00100', '00011']), 3);
assert.strictEqual(countLandIslands(['101', '010', '101']), 5);
assert.strictEqual(countLandIslands(['111', '101', '111']), 1);
assert.strictEqual(countLandIslands(['101', '111']), 1);
assert.strictEqual(countLandIslands(['0110', '0010', '1110']), 1);
assert.strictEqual(countLandIslands(['10', '01', '11']), 2);
