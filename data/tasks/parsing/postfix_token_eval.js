// query: Evaluate a space-separated postfix (reverse Polish) expression of integers and the operators + - * / (integer
// division truncating toward zero); return None for malformed input or division by zero.
function postfixTokenEval(text) {
  const stack = [];
  for (const tok of text.split(/\s+/).filter(Boolean)) {
    if (['+', '-', '*', '/'].includes(tok)) {
      if (stack.length < 2) {
        return null;
      }
      const b = stack.pop();
      const a = stack.pop();
      if (tok === '+') {
        stack.push(a + b);
      } else if (tok === '-') {
        stack.push(a - b);
      } else if (tok === '*') {
        stack.push(a * b);
      } else {
        if (b === 0) {
          return null;
        }
        const q = Math.floor(Math.abs(a) / Math.abs(b));
        stack.push(a < 0 === b < 0 ? q : -q);
      }
    } else {
      const sign = tok.startsWith('-') && tok.length > 1 ? -1 : 1;
      const digits = sign < 0 ? tok.slice(1) : tok;
      if (!/^\d+$/.test(digits)) {
        return null;
      }
      stack.push(sign * Number(digits));
    }
  }
  if (stack.length !== 1) {
    return null;
  }
  return stack[0];
}

// tests
const assert = require('node:assert');
assert.strictEqual(postfixTokenEval('-1 1 /'), -1);
assert.strictEqual(postfixTokenEval('3 4 + 2 *'), 14);
assert.strictEqual(postfixTokenEval('10 3 -'), 7);
assert.strictEqual(postfixTokenEval('1 -1 /'), -1);
assert.strictEqual(postfixTokenEval('-7 2 /'), -3);
assert.strictEqual(postfixTokenEval('7 -2 /'), -3);
assert.strictEqual(postfixTokenEval('1 0 /'), null);
assert.strictEqual(postfixTokenEval('1 +'), null);
assert.strictEqual(postfixTokenEval('1 2'), null);
assert.strictEqual(postfixTokenEval('2 x *'), null);
