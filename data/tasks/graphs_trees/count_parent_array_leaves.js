// query: Given a rooted tree as a parent array (parent[i] is the parent of node i, -1 for the root), return the number
// of leaves, i.e. nodes with no children; a single node is a leaf and an empty array gives 0.
function countParentArrayLeaves(parent) {
  const n = parent.length;
  const hasChild = new Array(n).fill(false);
  for (let child = 0; child < n; child++) {
    const p = parent[child];
    if (p >= 0) {
      hasChild[p] = true;
    }
  }
  let leaves = 0;
  for (const flag of hasChild) {
    if (!flag) {
      leaves += 1;
    }
  }
  return leaves;
}

// tests
const assert = require('node:assert');
assert.strictEqual(countParentArrayLeaves([]), 0);
assert.strictEqual(countParentArrayLeaves([-1]), 1);
assert.strictEqual(countParentArrayLeaves([-1, 0]), 1);
assert.strictEqual(countParentArrayLeaves([-1, 0, 0]), 2);
assert.strictEqual(countParentArrayLeaves([-1, 0, 1, 2]), 1);
assert.strictEqual(countParentArrayLeaves([-1, 0, 0, 1, 1, 2]), 3);
assert.strictEqual(countParentArrayLeaves([1, -1, 1, 1, 0]), 3);
assert.strictEqual(countParentArrayLeaves([2, 2, -1, 0, 0, 1, 1, 1]), 5);
