// query: For a directed graph with nodes 0..n-1 and weighted edges (u, v, w) with w >= 0, return the list of shortest
// distances from source using Dijkstra's algorithm, with -1 for unreachable nodes.
function dijkstraDistanceList(n, edges, source) {
  const adj = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u].push([v, w]);
  }
  const dist = new Array(n).fill(null);
  const frontier = [[0, source]];
  while (frontier.length > 0) {
    let best = 0;
    for (let i = 1; i < frontier.length; i++) {
      if (frontier[i][0] < frontier[best][0]) {
        best = i;
      }
    }
    const [d, node] = frontier.splice(best, 1)[0];
    if (dist[node] !== null) {
      continue;
    }
    dist[node] = d;
    for (const [next, w] of adj[node]) {
      if (dist[next] === null) {
        frontier.push([d + w, next]);
      }
    }
  }
  return dist.map((d) => (d === null ? -1 : d));
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(dijkstraDistanceList(1, [], 0), [0]);
assert.deepStrictEqual(dijkstraDistanceList(3, [], 1), [-1, 0, -1]);
assert.deepStrictEqual(dijkstraDistanceList(3, [[0, 1, 4], [0, 2, 1], [2, 1, 2]], 0), [0, 3, 1]);
assert.deepStrictEqual(dijkstraDistanceList(3, [[0, 1, 4], [0, 2, 1], [2, 1, 2]], 2), [-1, 2, 0]);
assert.deepStrictEqual(dijkstraDistanceList(4, [[0, 1, 1], [1, 2, 1], [0, 2, 5], [2, 3, 0]], 0), [0, 1, 2, 2]);
assert.deepStrictEqual(dijkstraDistanceList(2, [[0, 1, 7], [0, 1, 3]], 0), [0, 3]);
assert.deepStrictEqual(
  dijkstraDistanceList(
    5,
    [[0, 1, 10], [0, 3, 5], [3, 1, 3], [1, 2, 1], [3, 2, 9], [2, 4, 4], [3, 4, 2]],
    0,
  ),
  [0, 8, 9, 5, 7],
);
assert.deepStrictEqual(dijkstraDistanceList(3, [[1, 0, 2], [2, 1, 2]], 2), [4, 2, 0]);
