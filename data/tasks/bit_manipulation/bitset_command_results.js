// query: Run commands on a set of small non-negative integers stored as the bits of one int, starting empty:
// ("add", i), ("remove", i), ("flip", i) and ("has", i); return the list of booleans answered by the "has"
// commands, ignoring commands with a negative index or an unknown name.
function bitsetCommandResults(commands) {
  let bits = 0n;
  const answers = [];
  for (const [name, index] of commands) {
    if (index < 0) {
      continue;
    }
    const flag = 1n << BigInt(index);
    if (name === 'add') {
      bits |= flag;
    } else if (name === 'remove') {
      bits &= ~flag;
    } else if (name === 'flip') {
      bits ^= flag;
    } else if (name === 'has') {
      answers.push((bits & flag) !== 0n);
    }
  }
  return answers;
}

// tests
const assert = require('node:assert');
assert.deepStrictEqual(bitsetCommandResults([]), []);
assert.deepStrictEqual(bitsetCommandResults([['has', 0]]), [false]);
assert.deepStrictEqual(bitsetCommandResults([['add', 0], ['has', 0], ['has', 1]]), [true, false]);
assert.deepStrictEqual(bitsetCommandResults([['add', 3], ['add', 3], ['remove', 3], ['has', 3]]), [false]);
assert.deepStrictEqual(bitsetCommandResults([['remove', 2], ['has', 2], ['add', 5], ['has', 5]]), [false, true]);
assert.deepStrictEqual(bitsetCommandResults([['flip', 4], ['has', 4], ['flip', 4], ['has', 4]]), [true, false]);
assert.deepStrictEqual(
  bitsetCommandResults([['add', 1], ['add', 2], ['remove', 1], ['has', 1], ['has', 2]]),
  [false, true],
);
assert.deepStrictEqual(bitsetCommandResults([['add', -1], ['has', -1], ['has', 0]]), [false]);
assert.deepStrictEqual(
  bitsetCommandResults([['put', 2], ['has', 2], ['add', 70], ['has', 70], ['has', 69]]),
  [false, true, false],
);
