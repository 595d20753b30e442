// query: Among the given distinct integer points, find the smallest positive area of an axis-aligned rectangle whose
// four corners are all in the set; return 0 if no such rectangle exists.
function smallestAxisRectangleArea(points) {
  const key = (x, y) => `${x},${y}`;
  const present = new Set(points.map(([x, y]) => key(x, y)));
  const pts = points.slice().sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  let best = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x1, y1] = pts[i];
    for (let j = i + 1; j < pts.length; j++) {
      const [x2, y2] = pts[j];
      if (x1 === x2 || y1 === y2) {
        continue;
      }
      if (present.has(key(x1, y2)) && present.has(key(x2, y1))) {
        const area = Math.abs(x2 - x1) * Math.abs(y2 - y1);
        if (best === 0 || area < best) {
          best = area;
        }
      }
    }
  }
  return best;
}

// tests
const assert = require('node:assert');
assert.strictEqual(smallestAxisRectangleArea([]), 0);
assert.strictEqual(smallestAxisRectangleArea([[1, 1], [1, 3], [3, 1], [3, 3], [2, 2]]), 4);
assert.strictEqual(smallestAxisRectangleArea([[1, 1], [1, 3], [3, 1], [3, 3], [4, 1], [4, 3]]), 2);
assert.strictEqual(smallestAxisRectangleArea([[0, 0], [1, 1], [2, 2]]), 0);
assert.strictEqual(smallestAxisRectangleArea([[0, 0], [0, 1], [1, 0]]), 0);
assert.strictEqual(smallestAxisRectangleArea([[0, 0], [0, 5], [2, 0], [2, 5], [0, 1], [2, 1]]), 2);
assert.strictEqual(smallestAxisRectangleArea([[-1, -1], [-1, 2], [3, -1], [3, 2]]), 12);
assert.strictEqual(smallestAxisRectangleArea([[0, 3], [4, 0], [0, 0], [4, 3], [1, 0], [1, 3]]), 3);
assert.strictEqual(
  smallestAxisRectangleArea([[0, 0], [0, 2], [1, 0], [1, 2], [5, 0], [5, 2], [5, 1], [0, 1]]),
  2,
);
