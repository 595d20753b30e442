// query: Return the convex hull of a list of integer (x, y) points as a counter-clockwise list of vertices starting
// from the lowest-x (then lowest-y) point, excluding collinear boundary points and duplicates; with fewer than three
// distinct points return them sorted.
function monotoneChainHull(points) {
  const unique = new Map(points.map(([x, y]) => [`${x},${y}`, [x, y]]));
  const pts = [...unique.values()].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  if (pts.length < 3) {
    return pts;
  }
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) {
      lower.pop();
    }
    lower.push(p);
  }
  const upper = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) {
      upper.pop();
    }
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(monotoneChainHull([]), []);
assert.deepStrictEqual(monotoneChainHull([[1, 1], [1, 1]]), [[1, 1]]);
assert.deepStrictEqual(monotoneChainHull([[2, 0], [0, 0]]), [[0, 0], [2, 0]]);
assert.deepStrictEqual(
  monotoneChainHull([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2]]),
  [[0, 0], [2, 0], [2, 2], [0, 2]],
);
assert.deepStrictEqual(
  monotoneChainHull([[0, 0], [1, 0], [2, 0], [2, 2], [0, 2], [1, 2]]),
  [[0, 0], [2, 0], [2, 2], [0, 2]],
);
assert.deepStrictEqual(monotoneChainHull([[0, 0], [4, 0], [2, 3], [2, 1], [1, 1]]), [[0, 0], [4, 0], [2, 3]]);
assert.deepStrictEqual(
  monotoneChainHull([[-1, -1], [1, -1], [0, 2], [0, 0], [-1, -1]]),
  [[-1, -1], [1, -1], [0, 2]],
);
assert.deepStrictEqual(monotoneChainHull([[0, 0], [1, 1], [2, 2]]), [[0, 0], [2, 2]]);
assert.deepStrictEqual(
  monotoneChainHull([[0, 0], [1, 0], [2, 1], [0, 1]]),
  [[0, 0], [1, 0], [2, 1], [0, 1]],
);
assert.deepStrictEqual(
  monotoneChainHull([[3, 3], [0, 3], [3, 0], [0, 0], [1, 2], [2, 1]]),
  [[0, 0], [3, 0], [3, 3], [0, 3]],
);
