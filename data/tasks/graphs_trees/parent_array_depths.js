// query: A rooted tree is given as a parent array where parent[i] is the parent of node i and the root has parent -1;
// return the list of depths of all nodes (root depth 0), or None if there is not exactly one root.
function parentArrayDepths(parent) {
  const n = parent.length;
  const roots = [];
  for (let i = 0; i < n; i++) {
    if (parent[i] === -1) {
      roots.push(i);
    }
  }
  if (roots.length !== 1) {
    return null;
  }
  const depth = new Array(n).fill(-1);
  depth[roots[0]] = 0;
  for (let start = 0; start < n; start++) {
    const chain = [];
    let node = start;
    while (depth[node] < 0) {
      chain.push(node);
      node = parent[node];
    }
    const base = depth[node];
    chain.reverse().forEach((item, k) => {
      depth[item] = base + k + 1;
    });
  }
  return depth;
}

// tests
const assert = require('node:assert');
assert.strictEqual(parentArrayDepths([]), null);
assert.deepStrictEqual(parentArrayDepths([-1]), [0]);
assert.strictEqual(parentArrayDepths([-1, -1]), null);
assert.deepStrictEqual(parentArrayDepths([-1, 0, 0, 1, 1, 2]), [0, 1, 1, 2, 2, 2]);
assert.deepStrictEqual(parentArrayDepths([1, 2, 3, -1]), [3, 2, 1, 0]);
assert.deepStrictEqual(parentArrayDepths([2, 0, -1, 1]), [1, 2, 0, 3]);
assert.deepStrictEqual(parentArrayDepths([3, 3, 3, -1, 0]), [1, 1, 1, 0, 2]);
assert.deepStrictEqual(parentArrayDepths([-1, 0, 1, 2, 3, 4]), [0, 1, 2, 3, 4, 5]);
assert.deepStrictEqual(parentArrayDepths([4, 4, 0, 2, -1]), [1, 1, 2, 3, 0]);
