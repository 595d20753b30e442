// query: Partition a copy of a list around its last element (the pivot) with the Lomuto scheme: scanning left to right,
// each value <= pivot is swapped into the next slot of a growing low region, then the pivot is swapped to just after
// it; return (the rearranged list, the pivot's final index), or ([], -1) for an empty list.
function lomutoPartition(values) {
  const a = [...values];
  if (a.length === 0) {
    return [a, -1];
  }
  const last = a.length - 1;
  const pivot = a[last];
  let i = 0;
  for (let j = 0; j < last; j++) {
    if (a[j] <= pivot) {
      [a[i], a[j]] = [a[j], a[i]];
      i += 1;
    }
  }
  [a[i], a[last]] = [a[last], a[i]];
  return [a, i];
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(lomutoPartition([]), [[], -1]);
assert.deepStrictEqual(lomutoPartition([4]), [[4], 0]);
assert.deepStrictEqual(lomutoPartition([2, 8, 7, 1, 3, 5, 6, 4]), [[2, 1, 3, 4, 7, 5, 6, 8], 3]);
assert.deepStrictEqual(lomutoPartition([1, 2, 3]), [[1, 2, 3], 2]);
assert.deepStrictEqual(lomutoPartition([3, 2, 1]), [[1, 2, 3], 0]);
assert.deepStrictEqual(lomutoPartition([5, 5, 5]), [[5, 5, 5], 2]);
assert.deepStrictEqual(lomutoPartition([9, 1, 8, 2, 5]), [[1, 2, 5, 9, 8], 2]);
assert.deepStrictEqual(lomutoPartition([-1, 4, -3, 0]), [[-1, -3, 0, 4], 2]);
assert.deepStrictEqual(lomutoPartition([7, 3]), [[3, 7], 0]);
