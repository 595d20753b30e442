import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CORE_BUG_TYPES, listOperators, mutateTask, resolveOperators } from '../../src/mutate/index.js';
import { JS_OPERATORS } from '../../src/mutate/operators/javascript/index.js';
import { generateCandidates } from '../../src/mutate/engine.js';
import { expectMutants } from './helpers.js';

const op = (id: string) => {
  const found = JS_OPERATORS.find((o) => o.id === id);
  assert.ok(found, id);
  return found;
};
const js = (id: string, code: string, expected: string[]) =>
  expectMutants(op(id), code, expected, 'javascript');
const ts = (id: string, code: string, expected: string[]) =>
  expectMutants(op(id), code, expected, 'typescript');

test('every JavaScript operator makes its own documented example, in JavaScript and in TypeScript', async () => {
  for (const o of JS_OPERATORS) {
    for (const language of ['javascript', 'typescript'] as const) {
      const cands = await generateCandidates(o.example.before, language, [o], { task: 'example' });
      assert.ok(
        cands.some((c) => c.code === o.example.after),
        `${o.id} (${language}): example not produced; got ${JSON.stringify(cands.map((c) => c.code))}`,
      );
    }
  }
});

test('the JavaScript table: unique ids, the six core types, frozen, listed for its language only', () => {
  assert.equal(new Set(JS_OPERATORS.map((o) => o.id)).size, JS_OPERATORS.length);
  for (const t of CORE_BUG_TYPES)
    assert.ok(
      JS_OPERATORS.some((o) => o.bugType === t),
      t,
    );
  assert.ok(Object.isFrozen(JS_OPERATORS));
  assert.deepEqual(
    listOperators('javascript').map((o) => o.languages),
    JS_OPERATORS.map(() => ['javascript', 'typescript']),
  );
  assert.ok(listOperators('python').every((o) => o.languages.join() === 'python'));
});

test('--ops names resolve per language: shared ids select both, a Python-only name selects none in JS', () => {
  assert.deepEqual(
    resolveOperators(['comparison-operator'], 'javascript').map((o) => o.id),
    ['comparison-operator'],
  );
  assert.deepEqual(resolveOperators(['range-bound'], 'javascript'), []);
  assert.deepEqual(resolveOperators(['length-boundary'], 'python'), []);
  assert.ok(
    resolveOperators(['core'], 'javascript').every((o) =>
      (CORE_BUG_TYPES as readonly string[]).includes(o.bugType),
    ),
  );
  assert.throws(() => resolveOperators(['lenght-boundary'], 'javascript'), /did you mean "length-boundary"/);
});

test('off_by_one: integer literals, dropped +1/-1, shifted indices', async () => {
  await js('integer-literal', 'const x = a * 2;', ['const x = a * 3;', 'const x = a * 1;']);
  await js('integer-literal', 'const y = a[0] + 0x10 + 1.5;', ['const y = a[1] + 0x10 + 1.5;']);
  await js('drop-plus-minus-one', 'const j = i + 1 + (1 + k) - 2;', [
    'const j = i + (1 + k) - 2;',
    'const j = i + 1 + (k) - 2;',
  ]);
  await js('index-shift', 'const y = a[i] + a[0];', [
    'const y = a[i + 1] + a[0];',
    'const y = a[i - 1] + a[0];',
  ]);
});

test('wrong_operator: arithmetic (not string concatenation), update, bitwise, boolean', async () => {
  await js('arithmetic-operator', 'let d = a * b;', ['let d = a / b;']);
  await js('arithmetic-operator', "s = s + 'x' + t;", ["s = s + 'x' - t;"]);
  await js('arithmetic-operator', 'n += 2; i++;', ['n -= 2; i++;', 'n += 2; i--;']);
  await js('bitwise-operator', 'm = x >>> 1;', ['m = x >> 1;']);
  await js('boolean-operator', 'ok = (a && b) ?? c;', ['ok = (a || b) ?? c;', 'ok = (a && b) || c;']);
  // `a || b ?? c` parses in tree-sitter but is a SyntaxError in JavaScript: the engine drops it
  await js('boolean-operator', 'ok = a ?? (b || c);', ['ok = a || (b || c);', 'ok = a ?? (b && c);']);
});

test('swap_arguments: adjacent call arguments (not Math.max or spreads), non-commutative operands', async () => {
  await js('swap-call-arguments', 's.slice(i, j);', ['s.slice(j, i);']);
  await js('swap-call-arguments', 'Math.max(a, b); f(...xs, y);', []);
  await js('swap-operands', 'd = a - b * c;', ['d = b * c - a;']);
  await js('swap-operands', 'p = a ** -b;', ['p = (-b) ** a;']);
  await js('swap-operands', 'p = (a - 1) ** b;', ['p = b ** (a - 1);', 'p = (1 - a) ** b;']);
});

test('remove_edge_case_check: guards go with their line; one clause of && / || goes', async () => {
  await js('remove-guard', 'function f(a) {\n  if (!a.length) {\n    return [];\n  }\n  return a;\n}\n', [
    'function f(a) {\n  return a;\n}\n',
  ]);
  await js('remove-guard', 'for (const x of a) if (x < 0) continue;\n', ['for (const x of a) ;\n']);
  await js(
    'remove-guard',
    'function f(x) {\n  if (x) {\n    return 1;\n  } else {\n    return 2;\n  }\n}\n',
    [],
  );
  await js('remove-condition-clause', 'ok = a || b;', ['ok = a;', 'ok = b;']);
});

test('wrong_comparison and off_by_one_boundary: loop bounds, .length, slice and substring positions', async () => {
  await js('comparison-operator', 'ok = a === b;', ['ok = a !== b;']);
  await js('loop-bound-comparison', 'while (i < n) i++;', ['while (i <= n) i++;']);
  await js('loop-bound-comparison', 'ok = a < b;', []);
  await js('loop-bound-comparison', 'ok = i >= s.length - 1;', ['ok = i > s.length - 1;']);
  await js('length-boundary', 'const n = a.length; a.length = 0;', [
    'const n = a.length - 1; a.length = 0;',
    'const n = a.length + 1; a.length = 0;',
  ]);
  await js('slice-bound', 's.substring(1, n - 1);', [
    's.substring(2, n - 1);',
    's.substring(0, n - 1);',
    's.substring(1, n);',
  ]);
  await js('slice-bound', 's.slice(-1);', ['s.slice(-2);']);
});

test('extras: negated conditions, flipped booleans, Math.min/max, mirror methods, some/every', async () => {
  await js('negate-condition', 'x = a > b ? a : b;', ['x = !(a > b) ? a : b;']);
  await js('negate-condition', 'if (!ok) f();', ['if (ok) f();']);
  await js('boolean-literal', 'ok = true;', ['ok = false;']);
  await js('min-max', 'm = Math.min(a, b); n = min(a, b);', ['m = Math.max(a, b); n = min(a, b);']);
  await js('method-swap', 'i = s.indexOf(c); t = s.trim();', ['i = s.lastIndexOf(c); t = s.trim();']);
  await js('any-all', 'ok = a.every(f);', ['ok = a.some(f);']);
});

test('extras: statements, returns, variables, dropped calls, sort comparators, separators', async () => {
  await js('remove-statement', 'function f(a) {\n  a.push(1);\n  return a;\n}\n', [
    'function f(a) {\n  ;\n  return a;\n}\n',
  ]);
  await js('return-value', 'function f(x) {\n  return g(x);\n}\n', []);
  await js('wrong-variable', 'const f = (a, b) => a.x + b;', [
    'const f = (a, b) => b.x + b;',
    'const f = (a, b) => a.x + a;',
  ]);
  await js('drop-call', 'v = Math.round(x * 100) / 100;', ['v = (x * 100) / 100;']);
  await js('sort-order', 'a.sort();', ['a.sort().reverse();']);
  await js('sort-order', 'a.sort((p, q) => {\n  return p.k - q.k;\n});\n', [
    'a.sort((p, q) => {\n  return q.k - p.k;\n});\n',
  ]);
  await js('sort-order', 'a.sort().reverse();', []);
  await js('separator-constant', "w = s.split(' '); t = w.join(', ');", [
    "w = s.split(' '); t = w.join(',');",
  ]);
});

test('TypeScript: the same operators, and nothing inside a type (types are erased before running)', async () => {
  await ts('integer-literal', 'type T = 1 | 2;\nconst x: Array<T> = [1];\n', [
    'type T = 1 | 2;\nconst x: Array<T> = [2];\n',
    'type T = 1 | 2;\nconst x: Array<T> = [0];\n',
  ]);
  await ts('wrong-variable', 'function f(a: number, b: number): number {\n  return a;\n}\n', [
    'function f(a: number, b: number): number {\n  return b;\n}\n',
  ]);
  await ts('comparison-operator', 'const ok = (a as number) < b;', [
    'const ok = (a as number) <= b;',
    'const ok = (a as number) > b;',
  ]);
});

test('a JavaScript task gets mutants numbered as Python tasks are, deterministically', async () => {
  const task = {
    id: 'clamp_js',
    language: 'javascript' as const,
    domain: 'math',
    query: 'Clamp a number into a closed range.',
    entry_point: 'clamp',
    code: 'function clamp(x, lo, hi) {\n  if (x < lo) return lo;\n  return Math.min(x, hi);\n}\n',
    tests: ['assert.strictEqual(clamp(5, 0, 3), 3);'],
  };
  const a = await mutateTask(task);
  const b = await mutateTask(task);
  assert.deepEqual(a, b);
  assert.ok(a.length >= 8, `${a.length} mutants`);
  assert.equal(a[0].id, 'clamp_js__m001');
  assert.ok(new Set(a.map((m) => m.bug_type)).has('remove_edge_case_check'));
});
