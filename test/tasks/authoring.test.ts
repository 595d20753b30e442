import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isExecretError } from '../../src/core/errors.js';
import {
  authoredId,
  authoredLanguage,
  loadAuthoredTasks,
  parseAuthoredTask,
  snakeToCamel,
} from '../../src/tasks/authoring.js';

const JS = `// query: Keep the even numbers of a list,
// in their order.
function keepEven(nums) {
  return nums.filter((x) => x % 2 === 0);
}

// setup
const big = [2, 3, 4];

// tests
const assert = require('node:assert');
assert.deepStrictEqual(keepEven([]), []);
assert.deepStrictEqual(
  keepEven(big),
  [2, 4],
);
assert.strictEqual(keepEven([1, 3]).length,
    0);
`;

test('a JavaScript task file: js.<name> id, camelCase entry point, harness line dropped, multi-line tests kept whole', () => {
  const t = parseAuthoredTask(JS, 'data/tasks/arrays/keep_even.js', 'arrays');
  assert.equal(t.id, 'js.keep_even');
  assert.equal(t.language, 'javascript');
  assert.equal(t.entry_point, 'keepEven');
  assert.equal(t.domain, 'arrays');
  assert.equal(t.query, 'Keep the even numbers of a list, in their order.');
  assert.equal(t.code, 'function keepEven(nums) {\n  return nums.filter((x) => x % 2 === 0);\n}\n');
  assert.equal(t.setup, 'const big = [2, 3, 4];');
  assert.deepEqual(t.tests, [
    'assert.deepStrictEqual(keepEven([]), []);',
    'assert.deepStrictEqual(\n  keepEven(big),\n  [2, 4],\n);',
    'assert.strictEqual(keepEven([1, 3]).length,\n    0);',
  ]);
});

test('a Python task file reads as before: id and entry point are the file name', () => {
  const py =
    '# query: Add one.\ndef add_one(x):\n    return x + 1\n\n# tests\nassert add_one(1) == 2\nassert add_one(\n    -1) == 0\n';
  const t = parseAuthoredTask(py, 'data/tasks/math/add_one.py', 'math');
  assert.deepEqual(
    { id: t.id, language: t.language, entry: t.entry_point, query: t.query, tests: t.tests },
    {
      id: 'add_one',
      language: 'python',
      entry: 'add_one',
      query: 'Add one.',
      tests: ['assert add_one(1) == 2', 'assert add_one(\n    -1) == 0'],
    },
  );
});

test('names: snake_case file names become camelCase entry points; ids say the language', () => {
  assert.equal(snakeToCamel('merge_intervals'), 'mergeIntervals');
  assert.equal(snakeToCamel('iso8601_duration_seconds'), 'iso8601DurationSeconds');
  assert.equal(snakeToCamel('is_prime_6k'), 'isPrime6k');
  assert.equal(authoredId('merge_intervals', 'javascript'), 'js.merge_intervals');
  assert.equal(authoredId('merge_intervals', 'typescript'), 'ts.merge_intervals');
  assert.equal(authoredId('merge_intervals', 'python'), 'merge_intervals');
  assert.equal(authoredLanguage('a/b.js'), 'javascript');
  assert.equal(authoredLanguage('a/b.ts'), 'typescript');
  assert.equal(authoredLanguage('a/b.md'), null);
});

test('a JavaScript file without its header or tests section is an input error naming the file', () => {
  const bad = (text: string, want: RegExp) =>
    assert.throws(
      () => parseAuthoredTask(text, 'data/tasks/x/f.js', 'x'),
      (e: unknown) => isExecretError(e) && want.test(e.message) && e.location?.file === 'data/tasks/x/f.js',
    );
  bad(
    '# query: Python header in a .js file\nfunction f() {}\n// tests\nf();\n',
    /must start with "\/\/ query:"/,
  );
  bad('// query: No tests.\nfunction f() {}\n', /missing "\/\/ tests" section/);
});

test('loadAuthoredTasks: Python first, then JavaScript, each by domain then file name; other files ignored', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-authoring-'));
  for (const d of ['a', 'b']) mkdirSync(join(dir, d));
  writeFileSync(join(dir, 'package.json'), '{"type": "commonjs"}\n');
  writeFileSync(join(dir, 'a', 'notes.md'), 'not a task\n');
  const py = (name: string) =>
    `# query: Q ${name}.\ndef ${name}():\n    return 1\n\n# tests\nassert ${name}() == 1\n`;
  const js = (name: string) =>
    `// query: Q ${name}.\nfunction ${snakeToCamel(name)}() {\n  return 1;\n}\n\n// tests\nassert.strictEqual(${snakeToCamel(name)}(), 1);\n`;
  writeFileSync(join(dir, 'a', 'two_x.js'), js('two_x'));
  writeFileSync(join(dir, 'a', 'two_x.py'), py('two_x'));
  writeFileSync(join(dir, 'b', 'one_y.py'), py('one_y'));
  writeFileSync(join(dir, 'a', 'one_z.py'), py('one_z'));
  writeFileSync(join(dir, 'b', 'three_w.js'), js('three_w'));
  assert.deepEqual(
    loadAuthoredTasks(dir).map((t) => t.id),
    ['one_z', 'two_x', 'one_y', 'js.two_x', 'js.three_w'],
  );
});
