// query: Count the connected components of an undirected graph with nodes 0..n-1 given as a list of (u, v) edges, using
// union-find; isolated nodes are components of their own and n <= 0 gives 0.
function countGraphComponents(n, edges) {
  if (n <= 0) {
    return 0;
  }
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  let components = n;
  for (const [u, v] of edges) {
    const ru = find(u);
    const rv = find(v);
    if (ru !== rv) {
      parent[ru] = rv;
      components -= 1;
    }
  }
  return components;
}

// tests
const assert = require('node:assert');
assert.strictEqual(countGraphComponents(0, []), 0);
assert.strictEqual(countGraphComponents(1, []), 1);
assert.strictEqual(countGraphComponents(4, []), 4);
assert.strictEqual(countGraphComponents(5, [[0, 1], [1, 2], [3, 4]]), 2);
assert.strictEqual(countGraphComponents(5, [[0, 1], [1, 2], [2, 3], [3, 4]]), 1);
assert.strictEqual(countGraphComponents(3, [[0, 1], [1, 0], [0, 1]]), 2);
assert.strictEqual(countGraphComponents(4, [[0, 1], [2, 3], [1, 2], [3, 0]]), 1);
assert.strictEqual(countGraphComponents(6, [[5, 4], [3, 3]]), 5);
assert.strictEqual(countGraphComponents(7, [[0, 6], [1, 5], [2, 4], [6, 5]]), 3);
