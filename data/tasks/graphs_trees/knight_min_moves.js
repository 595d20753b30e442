// query: Return the fewest chess knight moves from start to target on an n by n board with squares (row, col) numbered
// from 0, or -1 if the target cannot be reached or either square is off the board.
function knightMinMoves(n, start, target) {
  const inside = ([r, c]) => r >= 0 && r < n && c >= 0 && c < n;
  if (!inside(start) || !inside(target)) {
    return -1;
  }
  const jumps = [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ];
  const dist = new Map([[start.join(','), 0]]);
  const queue = [start];
  while (queue.length > 0) {
    const cell = queue.shift();
    if (cell[0] === target[0] && cell[1] === target[1]) {
      return dist.get(cell.join(','));
    }
    for (const [dr, dc] of jumps) {
      const next = [cell[0] + dr, cell[1] + dc];
      if (inside(next) && !dist.has(next.join(','))) {
        dist.set(next.join(','), dist.get(cell.join(',')) + 1);
        queue.push(next);
      }
    }
  }
  return -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(knightMinMoves(8, [0, 0], [0, 0]), 0);
assert.strictEqual(knightMinMoves(8, [0, 0], [1, 2]), 1);
assert.strictEqual(knightMinMoves(8, [0, 0], [2, 1]), 1);
assert.strictEqual(knightMinMoves(8, [0, 0], [1, 1]), 4);
assert.strictEqual(knightMinMoves(8, [0, 0], [7, 7]), 6);
assert.strictEqual(knightMinMoves(8, [3, 3], [4, 3]), 3);
assert.strictEqual(knightMinMoves(3, [0, 0], [1, 1]), -1);
assert.strictEqual(knightMinMoves(2, [0, 0], [1, 1]), -1);
assert.strictEqual(knightMinMoves(8, [0, 0], [8, 0]), -1);
assert.strictEqual(knightMinMoves(8, [-1, 0], [1, 2]), -1);
