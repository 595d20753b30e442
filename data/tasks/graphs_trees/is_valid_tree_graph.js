// query: Decide whether an undirected graph with nodes 0..n-1 and edge list (u, v) is a tree: connected and without any
// cycle, where a self-loop or a repeated edge is a cycle; n of 1 with no edges is a tree and n below 1 is not.
function isValidTreeGraph(n, edges) {
  if (n < 1 || edges.length !== n - 1) {
    return false;
  }
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const [u, v] of edges) {
    const ru = find(u);
    const rv = find(v);
    if (ru === rv) {
      return false;
    }
    parent[ru] = rv;
  }
  return true;
}

// tests
const assert = require('node:assert');
assert.strictEqual(isValidTreeGraph(0, []), false);
assert.strictEqual(isValidTreeGraph(1, []), true);
assert.strictEqual(isValidTreeGraph(2, []), false);
assert.strictEqual(isValidTreeGraph(2, [[0, 1]]), true);
assert.strictEqual(isValidTreeGraph(2, [[0, 1], [1, 0]]), false);
assert.strictEqual(isValidTreeGraph(3, [[0, 0], [1, 2]]), false);
assert.strictEqual(isValidTreeGraph(4, [[0, 1], [1, 2], [2, 0]]), false);
assert.strictEqual(isValidTreeGraph(5, [[0, 1], [0, 2], [0, 3], [1, 4]]), true);
assert.strictEqual(isValidTreeGraph(5, [[0, 1], [1, 2], [2, 3], [1, 3], [4, 4]]), false);
assert.strictEqual(isValidTreeGraph(4, [[3, 2], [2, 1], [1, 0]]), true);
