// query: Return how many steps the Collatz process (halve an even number, map an odd number n to 3n + 1) takes to
// reach 1 from a positive integer; 1 takes 0 steps and a non-positive input gives -1.
function collatzStepsCount(n) {
  if (n < 1) {
    return -1;
  }
  let steps = 0;
  while (n !== 1) {
    if (n % 2 === 0) {
      n /= 2;
    } else {
      n = 3 * n + 1;
    }
    steps += 1;
  }
  return steps;
}

// tests
const assert = require('node:assert');
assert.strictEqual(collatzStepsCount(0), -1);
assert.strictEqual(collatzStepsCount(-4), -1);
assert.strictEqual(collatzStepsCount(1), 0);
assert.strictEqual(collatzStepsCount(2), 1);
assert.strictEqual(collatzStepsCount(3), 7);
assert.strictEqual(collatzStepsCount(6), 8);
assert.strictEqual(collatzStepsCount(7), 16);
assert.strictEqual(collatzStepsCount(27), 111);
assert.strictEqual(collatzStepsCount(16), 4);
