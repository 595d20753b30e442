// query: Given an unweighted directed graph as a dict mapping each node to a list of neighbours, return the fewest
// edges on a path from start to goal using breadth-first search, 0 if start equals goal, and -1 if unreachable.
function bfsHopDistance(graph, start, goal) {
  if (start === goal) {
    return 0;
  }
  const seen = new Set([start]);
  const queue = [[start, 0]];
  while (queue.length > 0) {
    const [node, dist] = queue.shift();
    for (const next of graph[node] ?? []) {
      if (seen.has(next)) {
        continue;
      }
      if (next === goal) {
        return dist + 1;
      }
      seen.add(next);
      queue.push([next, dist + 1]);
    }
  }
  return -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(bfsHopDistance({}, 1, 1), 0);
assert.strictEqual(bfsHopDistance({}, 1, 2), -1);
assert.strictEqual(bfsHopDistance({ 1: [2], 2: [3], 3: [] }, 1, 3), 2);
assert.strictEqual(bfsHopDistance({ 1: [2], 2: [3], 3: [] }, 3, 1), -1);
assert.strictEqual(bfsHopDistance({ 1: [2, 3], 2: [4], 3: [4], 4: [5] }, 1, 5), 3);
assert.strictEqual(bfsHopDistance({ 1: [2, 5], 2: [3], 3: [4], 4: [5] }, 1, 5), 1);
assert.strictEqual(bfsHopDistance({ a: ['b'], b: ['a', 'c'], c: ['d'], d: [] }, 'a', 'd'), 3);
assert.strictEqual(bfsHopDistance({ 0: [0, 1], 1: [1] }, 0, 1), 1);
assert.strictEqual(bfsHopDistance({ 0: [1], 1: [2], 2: [0] }, 2, 1), 2);
