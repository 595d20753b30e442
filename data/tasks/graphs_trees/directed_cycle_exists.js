// query: Decide whether a directed graph given as an adjacency dict contains a cycle (a self-loop counts), using
// depth-first search with white/grey/black colouring; nodes may appear only as neighbours.
function directedCycleExists(graph) {
  const state = {};
  const visit = (node) => {
    state[node] = 1;
    for (const next of graph[node] ?? []) {
      const mark = state[next] ?? 0;
      if (mark === 1) {
        return true;
      }
      if (mark === 0 && visit(next)) {
        return true;
      }
    }
    state[node] = 2;
    return false;
  };
  for (const node of Object.keys(graph)) {
    if ((state[node] ?? 0) === 0 && visit(node)) {
      return true;
    }
  }
  return false;
}

// tests
const assert = require('node:assert');
assert.strictEqual(directedCycleExists({}), false);
assert.strictEqual(directedCycleExists({ 1: [1] }), true);
assert.strictEqual(directedCycleExists({ 1: [2], 2: [3] }), false);
assert.strictEqual(directedCycleExists({ 1: [2], 2: [3], 3: [1] }), true);
assert.strictEqual(directedCycleExists({ 1: [2, 3], 2: [4], 3: [4], 4: [] }), false);
assert.strictEqual(directedCycleExists({ 1: [2], 2: [], 3: [4], 4: [5], 5: [3] }), true);
assert.strictEqual(directedCycleExists({ 0: [1], 1: [2], 2: [], 3: [1] }), false);
assert.strictEqual(directedCycleExists({ 4: [3], 3: [2], 2: [4, 5] }), true);
assert.strictEqual(directedCycleExists({ 1: [2, 2], 2: [] }), false);
