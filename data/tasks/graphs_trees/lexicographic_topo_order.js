// query: Return a topological order of nodes 0..n-1 for the directed edges (u, v) meaning u must come before v,
// always choosing the smallest available node next; return None if the graph has a cycle.
function lexicographicTopoOrder(n, edges) {
  const indegree = new Array(n).fill(0);
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    indegree[v] += 1;
  }
  const ready = [];
  for (let v = 0; v < n; v++) {
    if (indegree[v] === 0) {
      ready.push(v);
    }
  }
  const order = [];
  while (ready.length > 0) {
    ready.sort((a, b) => a - b);
    const node = ready.shift();
    order.push(node);
    for (const next of adj[node]) {
      indegree[next] -= 1;
      if (indegree[next] === 0) {
        ready.push(next);
      }
    }
  }
  if (order.length < n) {
    return null;
  }
  return order;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(lexicographicTopoOrder(0, []), []);
assert.deepStrictEqual(lexicographicTopoOrder(3, []), [0, 1, 2]);
assert.deepStrictEqual(lexicographicTopoOrder(3, [[2, 1], [1, 0]]), [2, 1, 0]);
assert.strictEqual(lexicographicTopoOrder(2, [[0, 1], [1, 0]]), null);
assert.deepStrictEqual(lexicographicTopoOrder(4, [[3, 1], [2, 1], [1, 0]]), [2, 3, 1, 0]);
assert.deepStrictEqual(
  lexicographicTopoOrder(6, [[5, 2], [5, 0], [4, 0], [4, 1], [2, 3], [3, 1]]),
  [4, 5, 0, 2, 3, 1],
);
assert.deepStrictEqual(lexicographicTopoOrder(3, [[0, 1], [0, 1], [1, 2]]), [0, 1, 2]);
assert.strictEqual(lexicographicTopoOrder(4, [[0, 1], [1, 2], [2, 1], [0, 3]]), null);
assert.strictEqual(lexicographicTopoOrder(1, [[0, 0]]), null);
