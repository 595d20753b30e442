// query: Given an undirected tree with nodes 0..n-1 as a list of (u, v) edges, return the number of edges on its longest
// path (the diameter) by running two breadth-first searches; a tree with 0 or 1 nodes has diameter 0.
function treeDiameterEdges(n, edges) {
  if (n <= 1) {
    return 0;
  }
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v] of edges) {
    adj[u].push(v);
    adj[v].push(u);
  }
  const farthest = (src) => {
    const dist = new Array(n).fill(-1);
    dist[src] = 0;
    const queue = [src];
    let last = src;
    while (queue.length > 0) {
      const node = queue.shift();
      last = node;
      for (const next of adj[node]) {
        if (dist[next] < 0) {
          dist[next] = dist[node] + 1;
          queue.push(next);
        }
      }
    }
    return [last, dist[last]];
  };
  const [end] = farthest(0);
  return farthest(end)[1];
}

// tests
const assert = require('node:assert');
assert.strictEqual(treeDiameterEdges(0, []), 0);
assert.strictEqual(treeDiameterEdges(1, []), 0);
assert.strictEqual(treeDiameterEdges(2, [[0, 1]]), 1);
assert.strictEqual(treeDiameterEdges(3, [[0, 1], [0, 2]]), 2);
assert.strictEqual(treeDiameterEdges(5, [[0, 1], [1, 2], [2, 3], [1, 4]]), 3);
assert.strictEqual(treeDiameterEdges(6, [[0, 1], [0, 2], [0, 3], [3, 4], [4, 5]]), 4);
assert.strictEqual(treeDiameterEdges(4, [[0, 1], [0, 2], [0, 3]]), 2);
assert.strictEqual(treeDiameterEdges(7, [[3, 0], [3, 1], [1, 2], [2, 4], [0, 5], [5, 6]]), 6);
assert.strictEqual(treeDiameterEdges(5, [[4, 3], [3, 2], [2, 1], [1, 0]]), 4);
