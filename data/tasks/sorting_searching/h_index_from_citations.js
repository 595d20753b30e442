// query: Compute a researcher's h-index from a list of citation counts: the largest h such that at least h papers
// have at least h citations each; return 0 for an empty list or when no paper is cited.
function hIndexFromCitations(citations) {
  const ordered = [...citations].sort((a, b) => b - a);
  let h = 0;
  for (let rank = 1; rank <= ordered.length; rank++) {
    if (ordered[rank - 1] >= rank) {
      h = rank;
    } else {
      break;
    }
  }
  return h;
}

// tests
const assert = require('node:assert');
assert.strictEqual(hIndexFromCitations([]), 0);
assert.strictEqual(hIndexFromCitations([0, 0]), 0);
assert.strictEqual(hIndexFromCitations([1]), 1);
assert.strictEqual(hIndexFromCitations([3, 0, 6, 1, 5]), 3);
assert.strictEqual(hIndexFromCitations([1, 3, 1]), 1);
assert.strictEqual(hIndexFromCitations([10, 10, 10]), 3);
assert.strictEqual(hIndexFromCitations([4, 4, 4, 4]), 4);
assert.strictEqual(hIndexFromCitations([5, 5, 5, 5, 5, 2]), 5);
assert.strictEqual(hIndexFromCitations([2, 2, 2, 0, 9]), 2);
assert.strictEqual(hIndexFromCitations([0, 1, 2, 3, 4, 5, 6]), 3);
