import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Task } from '../../src/core/types.js';
import { generateCandidates } from '../../src/mutate/engine.js';
import {
  CORE_BUG_TYPES,
  isFallback,
  mutateTask,
  OPERATORS,
  operatorTable,
  resolveOperators,
} from '../../src/mutate/index.js';
import { expectMutants } from './helpers.js';

const op = (id: string) => operatorTable[id];

test('wrong_constant: separator-constant edits join and split separators only', async () => {
  await expectMutants(op('separator-constant'), "s = ''.join(parts)", ["s = ' '.join(parts)"]);
  await expectMutants(op('separator-constant'), "s = ', '.join(parts)", ["s = ','.join(parts)"]);
  await expectMutants(op('separator-constant'), "s = ','.join(parts)", [
    "s = ', '.join(parts)",
    "s = ''.join(parts)",
  ]);
  // a split never gets an empty separator (it only raises ValueError)
  await expectMutants(op('separator-constant'), "w = s.split(' ')", []);
  await expectMutants(op('separator-constant'), "w = s.split(',')", ["w = s.split(', ')"]);
  // not a separator: a plain value, an f-string, a string with escapes
  await expectMutants(op('separator-constant'), "x = f(' ') + f'{a}'.join(b) + '\\n'.join(c)", []);
});

test('wrong_constant: string-constant leaves docstrings, separators and f-strings alone', async () => {
  await expectMutants(op('string-constant'), "vowels = 'aeiou'", ["vowels = 'aeio'"]);
  await expectMutants(op('string-constant'), "out = ''", ["out = ' '"]);
  await expectMutants(op('string-constant'), 'c = "a"', ['c = "A"']);
  await expectMutants(op('string-constant'), "c = '-'", ["c = ''"]);
  await expectMutants(op('string-constant'), "b = rb'xy'", ["b = rb'x'"]);
  await expectMutants(
    op('string-constant'),
    "def f(a):\n    'doc'\n    return ''.join(a) + f'{a}' + 'a\\tb' + '''x'''\n",
    [],
  );
});

test('wrong_constant: number-constant adds or removes a zero', async () => {
  await expectMutants(op('number-constant'), 'd = n % 10', ['d = n % 100', 'd = n % 1']);
  await expectMutants(op('number-constant'), 'd = n * 7', ['d = n * 70']);
  await expectMutants(op('number-constant'), 'd = n + 1 + 0 + 0x10', []);
  await expectMutants(op('number-constant'), 'y = x * 2.5', ['y = x * 25.0', 'y = x * 0.25']);
  await expectMutants(op('number-constant'), 'y = x * 0.5', ['y = x * 5.0', 'y = x * 0.05']);
});

test('method_swap: case-method-swap; any_all_swap: any-all', async () => {
  await expectMutants(op('case-method-swap'), 'return s.swapcase()', [
    'return s.upper()',
    'return s.lower()',
  ]);
  await expectMutants(op('case-method-swap'), 'return s.upper() + s.title()', [
    'return s.swapcase() + s.title()',
    'return s.upper() + s.capitalize()',
  ]);
  await expectMutants(op('case-method-swap'), 'return s.upper(x) + s.constructor()', []);
  await expectMutants(op('any-all'), 'ok = any(x > 0 for x in a)', ['ok = all(x > 0 for x in a)']);
  await expectMutants(op('any-all'), 'ok = all(a) and m.any(b)', ['ok = any(a) and m.any(b)']);
});

test('slice_change: slice-step and slice-bound-drop', async () => {
  await expectMutants(op('slice-step'), 'r = s[::-1]', ['r = s[:]']);
  await expectMutants(op('slice-step'), 'r = s[::2]', ['r = s[1::2]', 'r = s[:]', 'r = s[::-2]']);
  await expectMutants(op('slice-step'), 'r = s[i:j:-k]', ['r = s[i:j]', 'r = s[i:j:k]']);
  await expectMutants(op('slice-step'), 'r = s[1:n]', []);
  await expectMutants(op('slice-bound-drop'), 'y = a[1:]', ['y = a[:]']);
  await expectMutants(op('slice-bound-drop'), 'y = a[i:j]', ['y = a[:j]', 'y = a[i:]']);
  await expectMutants(op('slice-bound-drop'), 'y = a[::-1] + a[i]', []);
});

test('slice_change: iterable-slice (fallback) shortens what a loop or a consuming call goes over', async () => {
  await expectMutants(op('iterable-slice'), "s = ''.join(parts)", [
    "s = ''.join(parts[1:])",
    "s = ''.join(parts[:-1])",
  ]);
  await expectMutants(op('iterable-slice'), 'for x in a:\n    t += x\n', [
    'for x in a[1:]:\n    t += x\n',
    'for x in a[:-1]:\n    t += x\n',
  ]);
  await expectMutants(op('iterable-slice'), 'y = [v for v in b]', [
    'y = [v for v in b[1:]]',
    'y = [v for v in b[:-1]]',
  ]);
  await expectMutants(op('iterable-slice'), 'm = max(vs)', ['m = max(vs[1:])', 'm = max(vs[:-1])']);
  // not the whole sequence of a consuming call: two arguments, another function, an expression
  await expectMutants(op('iterable-slice'), 'm = max(a, b) + f(a) + len(a + b) + sum(a, 0)', []);
  assert.equal(op('iterable-slice').fallback, true);
  assert.deepEqual(
    OPERATORS.filter((o) => o.fallback).map((o) => o.id),
    ['iterable-slice', 'drop-transform', 'container-swap', 'regex-edit', 'related-method', 'passed-function'],
  );
});

// Generation 4 (fallback): the near misses that MBPP's two- and three-line functions left short of 4 distractors.
test('call_removal: drop-transform forgets a string transform, keeping its receiver', async () => {
  await expectMutants(op('drop-transform'), 'return bin(n).replace("0b", "")', ['return bin(n)']);
  await expectMutants(op('drop-transform'), 's = t.strip().lower()', ['s = t.strip()', 's = t.lower()']);
  await expectMutants(op('drop-transform'), 'y = x.split(",") + a.count(b) + f(x)', []);
  await expectMutants(op('drop-transform'), 'y = str.upper(s)', []);
});

test('method_swap: container-swap builds the wrong container', async () => {
  await expectMutants(op('container-swap'), 'return tuple(x for x in s if x)', [
    'return list(x for x in s if x)',
  ]);
  await expectMutants(op('container-swap'), 'r = list(a) + set(b) + frozenset(c)', [
    'r = tuple(a) + set(b) + frozenset(c)',
    'r = list(a) + list(b) + frozenset(c)',
    'r = list(a) + set(b) + set(c)',
  ]);
  await expectMutants(op('container-swap'), 'r = tuple() + list(a, b) + dict(a) + list(iterable=a)', []);
});

test("wrong_constant: regex-edit makes a pattern one edit off, and only a re call's pattern", async () => {
  await expectMutants(op('regex-edit'), "m = re.findall(r'/(\\d{4})/(\\d{1,2})/', u)", [
    "m = re.findall(r'/(\\d{5})/(\\d{1,2})/', u)",
    "m = re.findall(r'/(\\w{4})/(\\d{1,2})/', u)",
  ]);
  await expectMutants(op('regex-edit'), "m = re.search('^a+b*$', s)", [
    "m = re.search('^a*b*$', s)",
    "m = re.search('^a+b+$', s)",
    "m = re.search('a+b*$', s)",
    "m = re.search('^a+b*', s)",
  ]);
  // a character class keeps its meaning; re.match and re.fullmatch anchor anyway; no quantifier after another
  await expectMutants(op('regex-edit'), "m = re.match(r'^[+-]?\\d+$', s)", [
    "m = re.match(r'^[+-]?\\d*$', s)",
    "m = re.match(r'^[+-]?\\w+$', s)",
  ]);
  await expectMutants(op('regex-edit'), "m = re.findall(r'a{2}+', s)", ["m = re.findall(r'a{3}+', s)"]);
  // an escaped quantifier is a literal character; not a re call; an f-string
  await expectMutants(
    op('regex-edit'),
    "m = re.split(r'\\+', s) + x.search('a+') + re.match(f'{p}+', s)",
    [],
  );
});

test('return_value: return-constant; dropped_argument: drop-argument', async () => {
  await expectMutants(op('return-constant'), 'def f(a, b):\n    return a < b\n', [
    'def f(a, b):\n    return True\n',
    'def f(a, b):\n    return False\n',
  ]);
  await expectMutants(op('return-constant'), 'def f(a):\n    return a + 1\n', []);
  await expectMutants(op('drop-argument'), 'r = round(x, 2)', ['r = round(x)']);
  await expectMutants(op('drop-argument'), 'y = sorted(a, key=len, reverse=True)', [
    'y = sorted(a, reverse=True)',
    'y = sorted(a, key=len)',
  ]);
  await expectMutants(op('drop-argument'), "w = s.split(',')", ['w = s.split()']);
  await expectMutants(op('drop-argument'), 'v = d.get(k, 0) + f(a, b) + range(a, b)', [
    'v = d.get(k) + f(a, b) + range(a, b)',
  ]);
  await expectMutants(op('drop-argument'), 'v = g(key=1)', ['v = g()']);
});

test('one-liners of public data get candidates: swapcase and join', async () => {
  const task = (id: string, code: string): Task => ({
    id,
    language: 'python',
    domain: 'd',
    query: 'q',
    entry_point: 'f',
    code,
    tests: ['assert f(1)'],
  });
  const flip = await mutateTask(task('flip', 'def f(string: str) -> str:\n    return string.swapcase()\n'));
  assert.deepEqual(
    flip.map((m) => m.code.split('\n')[1].trim()),
    ['return string', 'return string.upper()', 'return string.lower()'],
  );
  const cat = await mutateTask(task('cat', "def f(strings):\n    return ''.join(strings)\n"));
  assert.deepEqual(
    cat.map((m) => m.operator),
    ['separator-constant', 'iterable-slice', 'iterable-slice'],
  );
  assert.deepEqual(
    cat.map((m) => isFallback(m)),
    [false, true, true],
  );
});

test('generation 2 operators come last and never renumber the candidates of generation 1', async () => {
  const gens = OPERATORS.map((o) => o.generation ?? 1);
  assert.deepEqual(
    gens,
    [...gens].sort((a, b) => a - b),
    'the table is ordered by generation',
  );
  const t: Task = {
    id: 'mix',
    language: 'python',
    domain: 'd',
    query: 'q',
    entry_point: 'f',
    code: "def f(words, n):\n    if n < 1:\n        return ''\n    return ', '.join(w.upper() for w in words[1:n])[::-1]\n",
    tests: ['assert f([], 1)'],
  };
  const all = await mutateTask(t);
  const first = await generateCandidates(
    t.code,
    'python',
    OPERATORS.filter((o) => (o.generation ?? 1) === 1),
    {
      task: t.id,
    },
  );
  const byCode = new Map(all.map((m) => [m.code, m]));
  first.forEach((c, i) => {
    const m = byCode.get(c.code)!;
    assert.equal(m.id, `mix__m${String(i + 1).padStart(3, '0')}`, c.code);
    assert.equal(m.operator, c.operator.id);
  });
  assert.ok(all.length > first.length);
});

test('--ops core is the paper-faithful set; extra the rest; a misspelt group gets a did-you-mean', () => {
  const core = resolveOperators(['core']);
  assert.ok(core.length > 0);
  assert.ok(core.every((o) => (CORE_BUG_TYPES as readonly string[]).includes(o.bugType)));
  assert.ok(core.every((o) => (o.generation ?? 1) === 1));
  assert.equal(core.length + resolveOperators(['extra']).length, OPERATORS.length);
  assert.throws(() => resolveOperators(['cor']), /unknown mutation operator "cor" \(did you mean "core"\?\)/);
});
