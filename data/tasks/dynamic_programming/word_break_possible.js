// query: Decide whether a string can be split into a sequence of one or more words from a given word list (words may
// be reused); the empty string returns True, and empty words in the list are ignored.
function wordBreakPossible(text, words) {
  const vocab = new Set(words.filter((w) => w.length > 0));
  if (vocab.size === 0) {
    return text === '';
  }
  const longest = Math.max(...[...vocab].map((w) => w.length));
  const ok = new Array(text.length + 1).fill(false);
  ok[0] = true;
  for (let end = 1; end <= text.length; end++) {
    for (let start = Math.max(0, end - longest); start < end; start++) {
      if (ok[start] && vocab.has(text.slice(start, end))) {
        ok[end] = true;
        break;
      }
    }
  }
  return ok[text.length];
}

// tests
const assert = require('node:assert');
assert.strictEqual(wordBreakPossible('', []), true);
assert.strictEqual(wordBreakPossible('a', []), false);
assert.strictEqual(wordBreakPossible('leetcode', ['leet', 'code']), true);
assert.strictEqual(wordBreakPossible('applepenapple', ['apple', 'pen']), true);
assert.strictEqual(wordBreakPossible('catsandog', ['cats', 'dog', 'sand', 'and', 'cat']), false);
assert.strictEqual(wordBreakPossible('aaaa', ['aaa']), false);
assert.strictEqual(wordBreakPossible('abc', ['', 'abc']), true);
assert.strictEqual(wordBreakPossible('abcd', ['a', 'abc', 'b', 'cd']), true);
assert.strictEqual(wordBreakPossible('abcd', ['ab', 'abc']), false);
assert.strictEqual(wordBreakPossible('xyzxyz', ['xyz', 'x', 'yzx']), true);
