// query: Return the total weight of a minimum spanning tree of an undirected weighted graph with nodes 0..n-1 and edges
// (u, v, w) using Kruskal's algorithm, or -1 if the graph is disconnected; n <= 1 gives 0.
function mstTotalWeight(n, edges) {
  if (n <= 1) {
    return 0;
  }
  const parent = Array.from({ length: n }, (_, i) => i);
  const root = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  let total = 0;
  let used = 0;
  for (const [u, v, w] of [...edges].sort((a, b) => a[2] - b[2])) {
    const ru = root(u);
    const rv = root(v);
    if (ru === rv) {
      continue;
    }
    parent[ru] = rv;
    total += w;
    used += 1;
    if (used === n - 1) {
      return total;
    }
  }
  return -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(mstTotalWeight(0, []), 0);
assert.strictEqual(mstTotalWeight(1, []), 0);
assert.strictEqual(mstTotalWeight(2, []), -1);
assert.strictEqual(mstTotalWeight(2, [[0, 1, 5]]), 5);
assert.strictEqual(mstTotalWeight(4, [[0, 1, 1], [1, 2, 2], [2, 3, 3], [0, 3, 4], [0, 2, 5]]), 6);
assert.strictEqual(mstTotalWeight(3, [[0, 1, 4], [1, 2, 4], [0, 2, 1]]), 5);
assert.strictEqual(mstTotalWeight(4, [[0, 1, 1], [2, 3, 1]]), -1);
assert.strictEqual(mstTotalWeight(3, [[0, 1, -2], [1, 2, 3], [0, 2, 1]]), -1);
assert.strictEqual(mstTotalWeight(3, [[0, 0, 1], [0, 1, 7], [1, 2, 2], [0, 1, 3]]), 5);
