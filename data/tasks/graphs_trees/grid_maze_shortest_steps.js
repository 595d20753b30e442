// query: In a grid of strings where '#' is a wall and any other character is open, return the fewest 4-directional
// moves from start (row, col) to goal (row, col), or -1 if the goal is unreachable or either end is a wall.
function gridMazeShortestSteps(grid, start, goal) {
  const rows = grid.length;
  const cols = rows ? grid[0].length : 0;
  const [sr, sc] = start;
  const [gr, gc] = goal;
  if (grid[sr][sc] === '#' || grid[gr][gc] === '#') {
    return -1;
  }
  const dist = new Map([[`${sr},${sc}`, 0]]);
  const queue = [[sr, sc]];
  while (queue.length > 0) {
    const [r, c] = queue.shift();
    if (r === gr && c === gc) {
      return dist.get(`${r},${c}`);
    }
    for (const [nr, nc] of [
      [r - 1, c],
      [r + 1, c],
      [r, c - 1],
      [r, c + 1],
    ]) {
      const key = `${nr},${nc}`;
      if (nr >= 0 && nr < rows && nc >= 0 && nc < cols && grid[nr][nc] !== '#' && !dist.has(key)) {
        dist.set(key, dist.get(`${r},${c}`) + 1);
        queue.push([nr, nc]);
      }
    }
  }
  return -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(gridMazeShortestSteps(['.'], [0, 0], [0, 0]), 0);
assert.strictEqual(gridMazeShortestSteps(['#.'], [0, 0], [0, 1]), -1);
assert.strictEqual(gridMazeShortestSteps(['.#'], [0, 0], [0, 1]), -1);
assert.strictEqual(gridMazeShortestSteps(['...', '...', '...'], [0, 0], [2, 2]), 4);
assert.strictEqual(gridMazeShortestSteps(['.#.', '.#.', '...'], [0, 0], [0, 2]), 6);
assert.strictEqual(gridMazeShortestSteps(['.#.', '##.', '...'], [0, 0], [2, 2]), -1);
assert.strictEqual(gridMazeShortestSteps(['...', '...', '...'], [2, 2], [0, 0]), 4);
assert.strictEqual(gridMazeShortestSteps(['..#', '#.#', '#..'], [0, 0], [2, 2]), 4);
assert.strictEqual(gridMazeShortestSteps(['.....', '.###.', '.....'], [1, 4], [1, 0]), 6);
assert.strictEqual(gridMazeShortestSteps(['S..', '###', '..G'], [0, 0], [2, 2]), -1);
