// query: Edges (u, v) over nodes 1..n are added one by one to an undirected graph; return the 1-based position of the
// first edge whose endpoints are already connected (it would close a cycle), 0 if no edge does, and -1 as soon as an
// edge with an endpoint outside 1..n is met.
function redundantConnectionEdge(n, edges) {
  const parent = Array.from({ length: n + 1 }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (let pos = 0; pos < edges.length; pos++) {
    const [u, v] = edges[pos];
    if (!(u >= 1 && u <= n && v >= 1 && v <= n)) {
      return -1;
    }
    const ru = find(u);
    const rv = find(v);
    if (ru === rv) {
      return pos + 1;
    }
    parent[ru] = rv;
  }
  return 0;
}

// tests
const assert = require('node:assert');
assert.strictEqual(redundantConnectionEdge(3, []), 0);
assert.strictEqual(redundantConnectionEdge(3, [[1, 2], [3, 0]]), -1);
assert.strictEqual(redundantConnectionEdge(1, [[1, 1]]), 1);
assert.strictEqual(redundantConnectionEdge(3, [[1, 2], [1, 3], [2, 3]]), 3);
assert.strictEqual(redundantConnectionEdge(5, [[1, 2], [2, 3], [3, 4], [1, 4], [1, 5]]), 4);
assert.strictEqual(redundantConnectionEdge(2, [[1, 2], [2, 1]]), 2);
assert.strictEqual(redundantConnectionEdge(6, [[1, 2], [3, 4], [2, 4], [5, 6]]), 0);
assert.strictEqual(redundantConnectionEdge(6, [[1, 2], [3, 4], [2, 4], [1, 3], [5, 6]]), 4);
assert.strictEqual(redundantConnectionEdge(3, [[1, 2], [0, 3]]), -1);
assert.strictEqual(redundantConnectionEdge(3, [[1, 2], [2, 4], [1, 2]]), -1);
