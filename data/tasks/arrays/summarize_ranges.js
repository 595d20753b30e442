// query: Summarize a sorted list of distinct integers as strings of maximal consecutive ranges, "a->b" for a run
// from a to b and "a" for a lone value, in order; an empty list gives an empty list.
function summarizeRanges(nums) {
  const out = [];
  let i = 0;
  while (i < nums.length) {
    let j = i;
    while (j + 1 < nums.length && nums[j + 1] === nums[j] + 1) {
      j += 1;
    }
    if (j === i) {
      out.push(String(nums[i]));
    } else {
      out.push(`${nums[i]}->${nums[j]}`);
    }
    i = j + 1;
  }
  return out;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(summarizeRanges([]), []);
assert.deepStrictEqual(summarizeRanges([4]), ['4']);
assert.deepStrictEqual(summarizeRanges([0, 1, 2, 4, 5, 7]), ['0->2', '4->5', '7']);
assert.deepStrictEqual(summarizeRanges([0, 2, 3, 4, 6, 8, 9]), ['0', '2->4', '6', '8->9']);
assert.deepStrictEqual(summarizeRanges([-3, -2, -1, 1]), ['-3->-1', '1']);
assert.deepStrictEqual(summarizeRanges([1, 3, 5]), ['1', '3', '5']);
assert.deepStrictEqual(summarizeRanges([10, 11]), ['10->11']);
assert.deepStrictEqual(summarizeRanges([1, 2, 3, 4]), ['1->4']);
