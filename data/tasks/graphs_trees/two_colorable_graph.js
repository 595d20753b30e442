// query: Decide whether an undirected graph, given as an adjacency dict with symmetric neighbour lists, can be coloured
// with two colours so that every edge joins different colours; all components are checked and a self-loop fails.
function twoColorableGraph(graph) {
  const colour = {};
  for (const root of Object.keys(graph)) {
    if (root in colour) {
      continue;
    }
    colour[root] = 0;
    const queue = [root];
    while (queue.length > 0) {
      const node = queue.shift();
      for (const next of graph[node] ?? []) {
        if (!(next in colour)) {
          colour[next] = 1 - colour[node];
          queue.push(next);
        } else if (colour[next] === colour[node]) {
          return false;
        }
      }
    }
  }
  return true;
}

// tests
const assert = require('node:assert');
assert.strictEqual(twoColorableGraph({}), true);
assert.strictEqual(twoColorableGraph({ 1: [] }), true);
assert.strictEqual(twoColorableGraph({ 1: [1] }), false);
assert.strictEqual(twoColorableGraph({ 1: [2], 2: [1] }), true);
assert.strictEqual(twoColorableGraph({ 1: [2, 3], 2: [1, 3], 3: [1, 2] }), false);
assert.strictEqual(twoColorableGraph({ 0: [1, 3], 1: [0, 2], 2: [1, 3], 3: [0, 2] }), true);
assert.strictEqual(twoColorableGraph({ 0: [1], 1: [0], 2: [3, 4], 3: [2, 4], 4: [2, 3] }), false);
assert.strictEqual(twoColorableGraph({ 0: [1], 1: [0, 2], 2: [1, 3], 3: [2, 4], 4: [3] }), true);
assert.strictEqual(twoColorableGraph({ 0: [1, 4], 1: [0, 2], 2: [1, 3], 3: [2, 4], 4: [3, 0] }), false);
