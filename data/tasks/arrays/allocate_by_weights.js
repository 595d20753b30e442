// query: Split a non-negative integer total into integer shares proportional to non-negative integer weights: each
// gets the floor of its exact share and the leftover units go one each to the largest fractional remainders (ties
// to the earlier index); if the weights sum to 0 every share is 0.
function allocateByWeights(total, weights) {
  const wsum = weights.reduce((a, b) => a + b, 0);
  if (wsum === 0) {
    return weights.map(() => 0);
  }
  const shares = [];
  const rems = [];
  weights.forEach((w, i) => {
    shares.push(Math.floor((total * w) / wsum));
    rems.push([(total * w) % wsum, i]);
  });
  let left = total - shares.reduce((a, b) => a + b, 0);
  rems.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of rems.slice(0, left)) {
    shares[i] += 1;
  }
  return shares;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(allocateByWeights(10, []), []);
assert.deepStrictEqual(allocateByWeights(10, [0, 0]), [0, 0]);
assert.deepStrictEqual(allocateByWeights(100, [1, 1, 1]), [34, 33, 33]);
assert.deepStrictEqual(allocateByWeights(10, [1, 2, 3, 4]), [1, 2, 3, 4]);
assert.deepStrictEqual(allocateByWeights(7, [1, 1]), [4, 3]);
assert.deepStrictEqual(allocateByWeights(5, [3, 0, 2]), [3, 0, 2]);
assert.deepStrictEqual(allocateByWeights(0, [2, 5]), [0, 0]);
assert.deepStrictEqual(allocateByWeights(11, [1, 2, 2]), [2, 5, 4]);
assert.deepStrictEqual(allocateByWeights(3, [5, 1, 1]), [2, 1, 0]);
assert.deepStrictEqual(allocateByWeights(8, [3, 2, 2]), [4, 2, 2]);
