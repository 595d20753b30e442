import { test } from 'node:test';
import assert from 'node:assert/strict';
import { OPERATORS, operatorTable, CORE_BUG_TYPES } from '../../src/mutate/index.js';
import { generateCandidates } from '../../src/mutate/engine.js';
import { expectMutants } from './helpers.js';

const op = (id: string) => operatorTable[id];

test('every operator makes its own documented example', async () => {
  for (const o of OPERATORS) {
    const cands = await generateCandidates(o.example.before, 'python', [o], { task: 'example' });
    assert.ok(
      cands.some((c) => c.code === o.example.after),
      `${o.id}: example after not produced; got ${JSON.stringify(cands.map((c) => c.code))}`,
    );
  }
});

test('the table has unique ids and covers the six core bug types', () => {
  assert.equal(new Set(OPERATORS.map((o) => o.id)).size, OPERATORS.length);
  for (const t of CORE_BUG_TYPES)
    assert.ok(
      OPERATORS.some((o) => o.bugType === t),
      t,
    );
  assert.ok(Object.isFrozen(OPERATORS) && Object.isFrozen(operatorTable));
});

test('off_by_one: integer-literal', async () => {
  await expectMutants(op('integer-literal'), 'x = a * 2', ['x = a * 3', 'x = a * 1']);
  await expectMutants(op('integer-literal'), 'x = n + 0', ['x = n + 1']);
  await expectMutants(op('integer-literal'), 'y = a[0]', ['y = a[1]', 'y = a[-1]']);
  await expectMutants(op('integer-literal'), 'y = 0x10 + 1_000 + 1.5', []);
});

test('off_by_one: float-literal', async () => {
  await expectMutants(op('float-literal'), 'y = x % 1.0 + 2.', [
    'y = x % 2.0 + 2.',
    'y = x % 0.0 + 2.',
    'y = x % 1.0 + 3.',
    'y = x % 1.0 + 1.',
  ]);
  await expectMutants(op('float-literal'), 'y = 0.5 + 1e3', []);
});

test('off_by_one: drop-plus-minus-one', async () => {
  await expectMutants(op('drop-plus-minus-one'), 'j = i + 1', ['j = i']);
  await expectMutants(op('drop-plus-minus-one'), 'j = i - 1', ['j = i']);
  await expectMutants(op('drop-plus-minus-one'), 'j = 1 + i', ['j = i']);
  await expectMutants(op('drop-plus-minus-one'), 'j = i - 2', []);
});

test('off_by_one: index-shift', async () => {
  await expectMutants(op('index-shift'), 'y = a[i]', ['y = a[i + 1]', 'y = a[i - 1]']);
  await expectMutants(op('index-shift'), 'y = a[1] + a[i:j]', []);
});

test('wrong_operator: arithmetic-operator', async () => {
  await expectMutants(op('arithmetic-operator'), 'd = a - b', ['d = a + b']);
  await expectMutants(op('arithmetic-operator'), 'd = a * b', ['d = a // b', 'd = a / b']);
  await expectMutants(op('arithmetic-operator'), 'd = a % b', ['d = a // b']);
  await expectMutants(op('arithmetic-operator'), 'n += 2', ['n -= 2']);
  // sequence literals would only make type errors
  await expectMutants(op('arithmetic-operator'), "s = '-' * n + t", ["s = '-' * n - t"]);
});

test('wrong_operator: bitwise-operator and boolean-operator', async () => {
  await expectMutants(op('bitwise-operator'), 'm = x & y', ['m = x | y']);
  await expectMutants(op('bitwise-operator'), 'm = x << 2', ['m = x >> 2']);
  await expectMutants(op('bitwise-operator'), 'n >>= 1', ['n <<= 1']);
  await expectMutants(op('boolean-operator'), 'ok = a and b or c', [
    'ok = a or b or c',
    'ok = a and b and c',
  ]);
});

test('swap_arguments: swap-call-arguments', async () => {
  await expectMutants(op('swap-call-arguments'), 'r = pow(b, e, m)', [
    'r = pow(e, b, m)',
    'r = pow(b, m, e)',
  ]);
  await expectMutants(op('swap-call-arguments'), 'r = s.replace(a, b)', ['r = s.replace(b, a)']);
  await expectMutants(
    op('swap-call-arguments'),
    'r = max(a, b) + f(x, x) + g(a, key=b) + isinstance(a, int)',
    [],
  );
});

test('swap_arguments: swap-operands keeps the meaning of the swapped expression', async () => {
  await expectMutants(op('swap-operands'), 'd = a - b', ['d = b - a']);
  await expectMutants(op('swap-operands'), 'd = a - b - c', ['d = c - (a - b)', 'd = b - a - c']);
  await expectMutants(op('swap-operands'), 'd = a ** -b', ['d = (-b) ** a']);
  await expectMutants(op('swap-operands'), 'd = a + b * c', []);
});

test('remove_edge_case_check: remove-guard', async () => {
  await expectMutants(op('remove-guard'), 'def f(x):\n    if x < 0:\n        return 0\n    return x\n', [
    'def f(x):\n    return x\n',
  ]);
  await expectMutants(op('remove-guard'), 'for x in a:\n    if x:  # skip\n        continue\n    y(x)\n', [
    'for x in a:\n    y(x)\n',
  ]);
  // the only statement of its block becomes `pass`; an if with an else is not a guard
  await expectMutants(op('remove-guard'), 'while a:\n    if b:\n        break\n', ['while a:\n    pass\n']);
  await expectMutants(op('remove-guard'), 'if a:\n    return 1\nelse:\n    return 2\n', []);
});

test('remove_edge_case_check: remove-condition-clause', async () => {
  await expectMutants(op('remove-condition-clause'), 'if i < n and a[i] > 0:\n    pass\n', [
    'if i < n:\n    pass\n',
    'if a[i] > 0:\n    pass\n',
  ]);
});

test('wrong_comparison: comparison-operator', async () => {
  await expectMutants(op('comparison-operator'), 'a < b', ['a <= b', 'a > b']);
  await expectMutants(op('comparison-operator'), 'a >= b', ['a > b', 'a <= b']);
  await expectMutants(op('comparison-operator'), 'a == b', ['a != b']);
  await expectMutants(op('comparison-operator'), 'a is not None', ['a is None']);
  await expectMutants(op('comparison-operator'), 'a not in b', ['a in b']);
  await expectMutants(op('comparison-operator'), 'lo < x < hi', [
    'lo <= x < hi',
    'lo > x < hi',
    'lo < x <= hi',
    'lo < x > hi',
  ]);
});

test('off_by_one_boundary: range-bound', async () => {
  await expectMutants(op('range-bound'), 'range(n)', ['range(n + 1)', 'range(n - 1)', 'range(1, n)']);
  await expectMutants(op('range-bound'), 'range(1, n + 1)', [
    'range(2, n + 1)',
    'range(0, n + 1)',
    'range(1, n)',
  ]);
  await expectMutants(op('range-bound'), 'range(len(a) - 1)', ['range(len(a))', 'range(1, len(a) - 1)']);
  await expectMutants(op('range-bound'), 'range(0, 10, 2)', [
    'range(1, 10, 2)',
    'range(0, 11, 2)',
    'range(0, 9, 2)',
  ]);
  await expectMutants(op('range-bound'), 'range(a or b)', [
    'range((a or b) + 1)',
    'range((a or b) - 1)',
    'range(1, a or b)',
  ]);
});

test('off_by_one_boundary: slice-bound', async () => {
  await expectMutants(op('slice-bound'), 'y = a[i:j]', [
    'y = a[i + 1:j]',
    'y = a[i - 1:j]',
    'y = a[i:j + 1]',
    'y = a[i:j - 1]',
  ]);
  await expectMutants(op('slice-bound'), 'y = a[:k]', ['y = a[1:k]', 'y = a[:k + 1]', 'y = a[:k - 1]']);
  await expectMutants(op('slice-bound'), 'y = a[i + 1:]', ['y = a[i:]', 'y = a[i + 1:-1]']);
  await expectMutants(op('slice-bound'), 'y = a[::-1]', []);
});

test('off_by_one_boundary: len-boundary and loop-bound-comparison', async () => {
  await expectMutants(op('len-boundary'), 'last = len(a) - 1', ['last = len(a)']);
  await expectMutants(op('len-boundary'), 'ok = i < len(a)', ['ok = i < len(a) - 1', 'ok = i < len(a) + 1']);
  await expectMutants(op('loop-bound-comparison'), 'while i <= n:\n    i += 1\n', [
    'while i < n:\n    i += 1\n',
  ]);
  await expectMutants(op('loop-bound-comparison'), 'ok = j >= len(a)', ['ok = j > len(a)']);
  await expectMutants(op('loop-bound-comparison'), 'ok = i <= n', []);
});

test('extra operators', async () => {
  await expectMutants(op('negate-condition'), 'if a and b:\n    pass\n', ['if not (a and b):\n    pass\n']);
  await expectMutants(op('negate-condition'), 'if not a:\n    pass\n', ['if a:\n    pass\n']);
  await expectMutants(op('negate-condition'), 'y = [x for x in a if x > 0]', [
    'y = [x for x in a if not x > 0]',
  ]);
  await expectMutants(op('boolean-literal'), 'found = False', ['found = True']);
  await expectMutants(op('min-max'), 'best = max(best, x)', ['best = min(best, x)']);
  await expectMutants(op('method-swap'), 'ok = s.lower().startswith(p)', [
    'ok = s.upper().startswith(p)',
    'ok = s.lower().endswith(p)',
  ]);
  await expectMutants(op('return-value'), 'def f(a):\n    if a:\n        return a[0]\n    return a\n', [
    'def f(a):\n    if a:\n        return None\n    return a\n',
  ]);
  await expectMutants(op('remove-statement'), 'for v in a:\n    out.append(v)\n    n += 1\n', [
    'for v in a:\n    pass\n    n += 1\n',
    'for v in a:\n    out.append(v)\n    pass\n',
  ]);
  await expectMutants(op('wrong-variable'), 'def f(a, b=1, *, c: int = 2):\n    return g(a, key=b)\n', [
    'def f(a, b=1, *, c: int = 2):\n    return g(b, key=b)\n',
    'def f(a, b=1, *, c: int = 2):\n    return g(c, key=b)\n',
    'def f(a, b=1, *, c: int = 2):\n    return g(a, key=a)\n',
    'def f(a, b=1, *, c: int = 2):\n    return g(a, key=c)\n',
  ]);
});

test('extra operators: drop-call and sort-order', async () => {
  await expectMutants(op('drop-call'), 'ok = abs(a - b) < t', ['ok = (a - b) < t']);
  await expectMutants(op('drop-call'), 'u = sorted(set(xs))', ['u = set(xs)', 'u = sorted(xs)']);
  await expectMutants(op('drop-call'), 'u = sorted(xs, key=f) + int(x for x in y) + list(z)', []);
  await expectMutants(op('sort-order'), 'u = sorted(xs, key=len)', ['u = sorted(xs, key=len, reverse=True)']);
  await expectMutants(op('sort-order'), 'xs.sort()', ['xs.sort(reverse=True)']);
  await expectMutants(op('sort-order'), 'u = sorted(xs, reverse=True)', []);
});

test('no edit lands inside a string, f-string or comment', async () => {
  const code = 'def f(x):\n    """Return x + 1 if x < 3."""\n    s = f"{x + 1}"  # x - 1\n    return s * 2\n';
  const cands = await generateCandidates(code, 'python', OPERATORS, { task: 't' });
  for (const c of cands) {
    const { start, end } = c.edit;
    for (const [a, b] of [
      [code.indexOf('"""'), code.lastIndexOf('"""') + 3],
      [code.indexOf('f"'), code.indexOf('"  #') + 1],
      [code.indexOf('#'), code.indexOf('- 1\n') + 3],
    ]) {
      assert.ok(
        end <= a || start >= b,
        `${c.operator.id} edits inside [${a}, ${b}): ${JSON.stringify(c.edit)}`,
      );
    }
  }
  assert.ok(cands.length > 0);
});
