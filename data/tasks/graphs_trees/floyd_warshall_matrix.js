// query: Return the matrix of shortest path lengths between all pairs of nodes 0..n-1 of a directed graph with weighted
// edges (u, v, w), where weights may be negative: 0 on the diagonal and None where no path exists; if a negative cycle
// exists return None.
function floydWarshallMatrix(n, edges) {
  const d = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)));
  for (const [u, v, w] of edges) {
    if (w < d[u][v]) {
      d[u][v] = w;
    }
  }
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (d[i][k] + d[k][j] < d[i][j]) {
          d[i][j] = d[i][k] + d[k][j];
        }
      }
    }
  }
  if (d.some((row, i) => row[i] < 0)) {
    return null;
  }
  return d.map((row) => row.map((x) => (x === Infinity ? null : x)));
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(floydWarshallMatrix(0, []), []);
assert.deepStrictEqual(floydWarshallMatrix(1, []), [[0]]);
assert.deepStrictEqual(floydWarshallMatrix(2, [[0, 1, 5]]), [[0, 5], [null, 0]]);
assert.deepStrictEqual(floydWarshallMatrix(2, [[0, 1, 5], [0, 1, 3]]), [[0, 3], [null, 0]]);
assert.deepStrictEqual(
  floydWarshallMatrix(3, [[0, 1, 4], [1, 2, 1], [0, 2, 7]]),
  [[0, 4, 5], [null, 0, 1], [null, null, 0]],
);
assert.deepStrictEqual(
  floydWarshallMatrix(3, [[0, 1, 4], [1, 2, -2], [2, 0, 3]]),
  [[0, 4, 2], [1, 0, -2], [3, 7, 0]],
);
assert.strictEqual(floydWarshallMatrix(2, [[0, 1, -1], [1, 0, -1]]), null);
assert.deepStrictEqual(floydWarshallMatrix(2, [[0, 1, -1], [1, 0, 1]]), [[0, -1], [1, 0]]);
assert.deepStrictEqual(
  floydWarshallMatrix(3, [[2, 1, 2], [1, 0, 2]]),
  [[0, null, null], [2, 0, null], [4, 2, 0]],
);
