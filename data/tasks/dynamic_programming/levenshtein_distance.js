// query: Return the minimum number of single-character insertions, deletions and substitutions that turn one
// string into another, keeping only two rows of the dynamic programming table.
function levenshteinDistance(source, target) {
  let prev = Array.from({ length: target.length + 1 }, (_, j) => j);
  for (let i = 1; i <= source.length; i++) {
    const curr = new Array(target.length + 1).fill(0);
    curr[0] = i;
    for (let j = 1; j <= target.length; j++) {
      const cost = source[i - 1] === target[j - 1] ? 0 : 1;
      curr[j] = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost);
    }
    prev = curr;
  }
  return prev[target.length];
}

// tests
const assert = require('node:assert');
assert.strictEqual(levenshteinDistance('', ''), 0);
assert.strictEqual(levenshteinDistance('', 'abc'), 3);
assert.strictEqual(levenshteinDistance('abcd', ''), 4);
assert.strictEqual(levenshteinDistance('kitten', 'sitting'), 3);
assert.strictEqual(levenshteinDistance('ab', 'a'), 1);
assert.strictEqual(levenshteinDistance('same', 'same'), 0);
assert.strictEqual(levenshteinDistance('a', 'b'), 1);
assert.strictEqual(levenshteinDistance('intention', 'execution'), 5);
assert.strictEqual(levenshteinDistance('ab', 'ba'), 2);
assert.strictEqual(levenshteinDistance('abc', 'xabcx'), 2);
