import { test } from 'node:test';
import assert from 'node:assert/strict';
import { getLanguage, LANGUAGE_IDS, languages } from '../../src/lang/index.js';
import { docComment, functionBodyStatements } from '../../src/lang/javascript/syntax.js';
import { stripTypes } from '../../src/lang/typescript/transpile.js';

const js = languages.javascript.syntax;
const ts = languages.typescript.syntax;

const MODULE = `const LIMIT = 10;
let [a, { b, c: d, ...rest }] = [1, { b: 2, c: 3 }];
var counter = 0;
total = 5;
function helper(n) {
  const inner = n + 1;
  return inner;
}
function* gen() {}
class Box {}
const twice = (x) => 2 * x;
const named = function (x) { return x; };
if (true) {
  var hoisted = 1;
  let local = 2;
}
`;

test('the language table: three adapters, looked up with a did-you-mean', () => {
  assert.deepEqual(LANGUAGE_IDS, ['python', 'javascript', 'typescript']);
  assert.ok(Object.isFrozen(languages));
  assert.equal(getLanguage('javascript').runtime, 'node');
  assert.equal(getLanguage('typescript').runtime, 'node');
  assert.equal(getLanguage('python').runtime, 'python');
  assert.throws(
    () => getLanguage('javascrpt'),
    /unknown language "javascrpt" \(did you mean "javascript"\?\)/,
  );
});

test('JavaScript module-level names: declarations, destructuring, implicit globals and hoisted vars', async () => {
  assert.deepEqual(await js.moduleLevelNames(MODULE), [
    'LIMIT',
    'a',
    'b',
    'd',
    'rest',
    'counter',
    'total',
    'helper',
    'gen',
    'Box',
    'twice',
    'named',
    'hoisted',
  ]);
});

test('entry points: function declarations and arrow or function expressions bound at the top', async () => {
  for (const name of ['helper', 'gen', 'twice', 'named'])
    assert.ok(await js.definesFunction(MODULE, name), name);
  for (const name of ['LIMIT', 'Box', 'inner', 'missing'])
    assert.ok(!(await js.definesFunction(MODULE, name)), name);
  assert.ok(await ts.definesFunction('export const f = (x: number): number => x + 1;', 'f'));
  assert.ok(await ts.definesFunction('const f = ((x: number) => x) as (x: number) => number;', 'f'));
});

test('tests call the entry point: a plain call anywhere, not a method of the same name', async () => {
  assert.ok(await js.callsName('assert.deepStrictEqual(f([1, 2]), [2, 1]);', 'f'));
  assert.ok(await js.callsName('assert.throws(() => f(-1));', 'f'));
  assert.ok(!(await js.callsName('assert.equal(obj.f(1), 2);', 'f')));
  assert.ok(!(await js.callsName('assert.equal(g(1), 2);', 'f')));
});

test('syntax errors in JavaScript and TypeScript', async () => {
  assert.equal(await js.hasSyntaxErrors('function f( { return 1 }'), true);
  assert.equal(await js.hasSyntaxErrors('const f = (x) => x + 1;'), false);
  assert.equal(await js.hasSyntaxErrors('function f(x: number) { return x; }'), true);
  assert.equal(await ts.hasSyntaxErrors('function f(x: number): number { return x; }'), false);
});

test('doc comments: a JSDoc block above, // lines above, or the comments opening the body', async () => {
  const code = `/**
 * Add two numbers.
 *   >>> add(1, 2)
 */
function add(a, b) {
  return a + b;
}
`;
  const d = await docComment(code, 'add', 'javascript');
  assert.equal(d?.text, 'Add two numbers.\n  >>> add(1, 2)');
  assert.equal(code.slice(0, d!.start) + code.slice(d!.end), 'function add(a, b) {\n  return a + b;\n}\n');
  const lines = '// Check the thing.\n// >>> f(1)\nconst f = (x) => {\n  return x;\n};\n';
  assert.equal((await docComment(lines, 'f', 'javascript'))?.text, 'Check the thing.\n>>> f(1)');
  const inside = 'function g(x) {\n  // Return x.\n  return x;\n}\n';
  assert.equal((await docComment(inside, 'g', 'javascript'))?.text, 'Return x.');
  assert.equal(await docComment('function h() {}\n', 'h', 'javascript'), null);
});

test('the statements of a test function (HumanEval-X shape)', async () => {
  const code = `const testF = () => {
  console.assert(f(1) === 2);
  // a comment
  console.assert(
    f(2) === 3
  );
};
testF();
`;
  const got = await functionBodyStatements(code, 'testF', 'javascript');
  assert.deepEqual(
    got?.map((s) => s.text),
    ['console.assert(f(1) === 2);', 'console.assert(\n    f(2) === 3\n  );'],
  );
});

test('TypeScript is type-stripped with the typescript package; a syntax error is reported, not run', () => {
  const r = stripTypes('function f(a: number[], n = 2): number {\n  return (a as number[]).length * n;\n}\n');
  assert.ok('code' in r);
  assert.equal(r.code, 'function f(a, n = 2) {\n    return a.length * n;\n}\n');
  const bad = stripTypes('function f(a: number { return a; }');
  assert.ok('error' in bad && /^SyntaxError: TS\d+: /.test(bad.error), JSON.stringify(bad));
  assert.match(languages.typescript.transform ?? '', /^typescript 5\.\d+\.\d+$/);
});
