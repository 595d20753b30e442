// query: Check the brackets (), [] and {} in a string, ignoring other characters, and return the index of the first
// closing bracket that does not match, or else the index of the earliest opening bracket left unclosed, or -1 if all balance.
function firstBracketError(text) {
  const pairs = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if ('([{'.includes(ch)) {
      stack.push([ch, i]);
    } else if (ch in pairs) {
      if (stack.length === 0 || stack[stack.length - 1][0] !== pairs[ch]) {
        return i;
      }
      stack.pop();
    }
  }
  if (stack.length > 0) {
    return stack[0][1];
  }
  return -1;
}

// tests
const assert = require('node:assert');
assert.strictEqual(firstBracketError(''), -1);
assert.strictEqual(firstBracketError('abc'), -1);
assert.strictEqual(firstBracketError('(a[b]{c})'), -1);
assert.strictEqual(firstBracketError(')'), 0);
assert.strictEqual(firstBracketError('(]'), 1);
assert.strictEqual(firstBracketError('([)]'), 2);
assert.strictEqual(firstBracketError('x(()'), 1);
assert.strictEqual(firstBracketError('{[('), 0);
assert.strictEqual(firstBracketError('()}'), 2);
assert.strictEqual(firstBracketError('a(b)c['), 5);
