// query: Paint-bucket fill: given a grid as a list of lists of colours, return a new grid in which the 4-connected region
// of cells sharing the colour of the start cell (row, col) is recoloured to new_color; the input is not modified and a
// start outside the grid returns an unchanged copy.
function floodFillRecolor(grid, row, col, newColor) {
  const out = grid.map((r) => [...r]);
  if (!(row >= 0 && row < out.length && col >= 0 && col < out[row].length)) {
    return out;
  }
  const old = out[row][col];
  if (old === newColor) {
    return out;
  }
  const stack = [[row, col]];
  while (stack.length > 0) {
    const [r, c] = stack.pop();
    if (r >= 0 && r < out.length && c >= 0 && c < out[r].length && out[r][c] === old) {
      out[r][c] = newColor;
      stack.push([r + 1, c], [r - 1, c], [r, c + 1], [r, c - 1]);
    }
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(floodFillRecolor([], 0, 0, 9), []);
assert.deepStrictEqual(floodFillRecolor([[1]], 0, 0, 2), [[2]]);
assert.deepStrictEqual(floodFillRecolor([[1, 1], [1, 1]], 3, 0, 2), [[1, 1], [1, 1]]);
assert.deepStrictEqual(
  floodFillRecolor([[1, 1, 1], [1, 1, 0], [1, 0, 1]], 1, 1, 2),
  [[2, 2, 2], [2, 2, 0], [2, 0, 1]],
);
assert.deepStrictEqual(floodFillRecolor([[0, 0, 0], [0, 1, 1]], 1, 1, 1), [[0, 0, 0], [0, 1, 1]]);
assert.deepStrictEqual(floodFillRecolor([[0, 0, 0], [0, 1, 1]], 1, 2, 5), [[0, 0, 0], [0, 5, 5]]);
assert.deepStrictEqual(
  floodFillRecolor([[1, 0, 1], [0, 1, 0], [1, 0, 1]], 1, 1, 7),
  [[1, 0, 1], [0, 7, 0], [1, 0, 1]],
);
assert.deepStrictEqual(floodFillRecolor([['r', 'g'], ['g', 'g']], 0, 1, 'b'), [['r', 'b'], ['b', 'b']]);
assert.deepStrictEqual(((g) => [floodFillRecolor(g, 0, 0, 3), g][1])([[1, 1]]), [[1, 1]]);
