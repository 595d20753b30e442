// query: Compress a string by replacing each maximal run of a repeated character with the character followed
// by the run length, writing runs of length 1 as the bare character; an empty string gives an empty string.
function compressCharRuns(text) {
  if (!text) {
    return '';
  }
  const parts = [];
  let runChar = text[0];
  let runLen = 1;
  for (const ch of text.slice(1)) {
    if (ch === runChar) {
      runLen += 1;
      continue;
    }
    parts.push(runLen === 1 ? runChar : runChar + runLen);
    runChar = ch;
    runLen = 1;
  }
  parts.push(runLen === 1 ? runChar : runChar + runLen);
  return parts.join('');
}

// tests
const assert = require('node:assert');
assert.strictEqual(compressCharRuns(''), '');
assert.strictEqual(compressCharRuns('a'), 'a');
assert.strictEqual(compressCharRuns('aa'), 'a2');
assert.strictEqual(compressCharRuns('aaabcc'), 'a3bc2');
assert.strictEqual(compressCharRuns('abc'), 'abc');
assert.strictEqual(compressCharRuns('aabbbaa'), 'a2b3a2');
assert.strictEqual(compressCharRuns('zzzzzzzzzzzz'), 'z12');
assert.strictEqual(compressCharRuns('xyy'), 'xy2');
