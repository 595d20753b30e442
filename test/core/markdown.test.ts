import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mdCell, mdTable } from '../../src/core/markdown.js';

test('mdCell: untrusted text cannot break a row or render as HTML; code spans and emphasis survive', () => {
  assert.equal(mdCell('a | b'), 'a \\| b');
  assert.equal(mdCell('line one\nline two\r\nthree'), 'line one line two three');
  assert.equal(
    mdCell('AssertionError: <img src=x onerror=alert(1)>'),
    'AssertionError: \\<img src=x onerror=alert(1)\\>',
  );
  assert.equal(mdCell('&lt;b&gt;'), '\\&lt;b\\&gt;');
  // inside a code span < > & are literal already; the pipe is escaped there too (GFM splits cells first)
  assert.equal(mdCell('`a < b | c` and <i>'), '`a < b \\| c` and \\<i\\>');
  assert.equal(mdCell('**bold** `x`'), '**bold** `x`');
  assert.equal(mdCell(0.5), '0.5');
});

test('mdTable: header, alignment row, rows', () => {
  assert.equal(mdTable(['a', 'b'], [[1, 'x|y']]), '| a | b |\n| --- | --- |\n| 1 | x\\|y |');
});
