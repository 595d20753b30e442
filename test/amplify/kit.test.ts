import { test } from 'node:test';
import assert from 'node:assert/strict';
import { python } from '../../src/amplify/languages/python.js';
import type { Candidate } from '../../src/amplify/types.js';
import type { Task } from '../../src/core/types.js';
import { createOracle } from '../../src/execute/index.js';

const task = (code: string, tests = ['assert f(1) == 1'], setup?: string): Task => ({
  id: 'kit',
  language: 'python',
  domain: 'd',
  query: 'q',
  entry_point: 'f',
  code,
  tests,
  ...(setup ? { setup } : {}),
});

const candidates = (texts: string[]): Candidate[] =>
  texts.map((text) => ({
    args: [],
    text,
    origin: 'mutated',
    template: { observed: (a) => `f(${a})`, test: () => null },
  }));

test('the probe kit: values, and each reason a candidate is rejected, through the sandboxed oracle', async () => {
  const t = task(
    'import random\n\ndef f(x):\n' +
      '    if x == 0:\n        return 1 / x\n' +
      '    if x == 1:\n        return random.random()\n' +
      '    if x == 2:\n        while True:\n            pass\n' +
      '    if x == 3:\n        return object()\n' +
      "    if x == 4:\n        return float('nan')\n" +
      "    if x == 5:\n        return 'y' * 600\n" +
      '    if x == 6:\n        return 10 ** 5000\n' +
      '    if x == 7:\n        return {3, 1, 2}\n' +
      "    return (x, [1.5, 'a'], {'k': None}, (True,))\n",
  );
  const cs = candidates(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
  const oracle = await createOracle({ cache: false });
  try {
    const [r] = await oracle.run([await python.probeSuite(t, cs)]);
    const probes = python.readProbes(t, cs, r.tests);
    assert.deepEqual(
      probes.map((p) => (p.kind === 'value' ? p.literal : p.reason)),
      [
        'raises',
        'nondeterministic',
        'slow',
        'unwritable',
        'unwritable',
        'tooLong',
        'tooLong',
        '{1, 2, 3}',
        "(8, [1.5, 'a'], {'k': None}, (True,))",
      ],
    );
  } finally {
    await oracle.close();
  }
});

test('the probe kit finds results that follow the string-hash seed (set order), and only those', async () => {
  const t = task('def f(s):\n    return list(set(s.split()))\n', ["assert f('a') == ['a']"]);
  const cs = candidates(["'alpha beta gamma delta'", "'solo'", "'x x'"]);
  const oracle = await createOracle({ cache: false });
  try {
    const [r] = await oracle.run([await python.probeSuite(t, cs)]);
    const probes = python.readProbes(t, cs, r.tests);
    assert.deepEqual(
      probes.map((p) => (p.kind === 'value' ? 'value' : p.reason)),
      ['hashOrder', 'value', 'value'],
    );
  } finally {
    await oracle.close();
  }
});

test('the kill kit: one verdict per test, the own tests first; a kill by them or a time-out ends a snippet', async () => {
  const t = task('def f(x):\n    return x\n', ['assert f(1) == 1', 'assert f(2) == 2']);
  const tests = [...t.tests, 'assert f(3) == 3', 'assert f(0) == 0', 'assert f(5) == 5', 'assert f(6) == 6'];
  const snippets = [
    t.code, // the reference: passes everything
    'def f(x):\n    return x if x != 3 else -3\n', // survives the own tests, killed by test 2
    'def f(x):\n    return 1\n', // killed by own test 1: the rest is not run
    'def f(x):\n    return 1 // x * x if x == 0 else x\n', // an error on test 3
    'def f(x):\n    while x > 2:\n        pass\n    return x\n', // loops on 3: after a time-out, not run
  ];
  const oracle = await createOracle({ cache: false });
  try {
    const suite = python.killSuite(t, tests, 2, snippets, { limitS: 0.05, capS: 0.05 });
    const [r] = await oracle.run([suite]);
    const want = ['pppppp', 'ppfppp', 'pf----', 'pppepp', 'ppt---'];
    assert.deepEqual(python.readKills(r.tests, snippets.length, tests.length), want);
    // many tests: the snippets are split over several tests of the suite (each reports in one short message)
    const many = Array.from({ length: 150 }, (_, i) => `assert f(${i}) == ${i}`);
    const big = python.killSuite(t, many, 2, snippets, { limitS: 0.05, capS: 0.05 });
    assert.equal(big.tests.length, 2);
    const [rb] = await oracle.run([big]);
    assert.deepEqual(python.readKills(rb.tests, snippets.length, many.length), [
      'p'.repeat(150),
      'ppp' + 'f' + 'p'.repeat(146),
      'f' + '-'.repeat(149),
      'e' + '-'.repeat(149),
      'pppt' + '-'.repeat(146),
    ]);
  } finally {
    await oracle.close();
  }
});

test('the kill kit judges a time-out under the cap: a test that outruns the measured limit runs again under the cap', async () => {
  const t = task('def f(x):\n    return x\n', ['assert f(1) == 1', 'assert f(2) == 2']);
  const tests = [...t.tests, 'assert f(3) == 3', 'assert f(4) == 4'];
  // about 0.2 s of CPU on f(3), far over a 0.02 s limit and far under a 2 s cap; the other loops for ever
  const slow =
    'def f(x):\n    if x == 3:\n        s = 0\n        for i in range(3_000_000):\n            s += i\n    return x\n';
  const loops = 'def f(x):\n    while x == 3:\n        pass\n    return x\n';
  const oracle = await createOracle({ cache: false });
  try {
    const kills = async (limits: { limitS: number; capS: number }) => {
      const [r] = await oracle.run([python.killSuite(t, tests, 2, [t.code, slow, loops], limits)]);
      return python.readKills(r.tests, 3, tests.length);
    };
    assert.deepEqual(await kills({ limitS: 0.02, capS: 2 }), ['pppp', 'pppp', 'ppt-']);
    // with no room above the limit, the slow mutant's verdict is its measured time's: a time-out
    assert.deepEqual(await kills({ limitS: 0.02, capS: 0.02 }), ['pppp', 'ppt-', 'ppt-']);
  } finally {
    await oracle.close();
  }
});

test('doctest tasks: an iterator result is stated as a list, an object by its repr (not one that shows an address)', async () => {
  const doctest = "execret_doctest(f, [('list(f(1))\\n', '[1]\\n', None, [])])";
  const code =
    'class P:\n    def __init__(self, x):\n        self.x = x\n    def __repr__(self):\n        return "P(%d)" % self.x\n\n' +
    'class Q:\n    pass\n\n' +
    'def f(x):\n' +
    '    if x == 1:\n        return iter(range(3))\n' +
    '    if x == 2:\n        return (i * i for i in range(x + 1))\n' +
    '    if x == 3:\n        return P(x)\n' +
    '    if x == 4:\n        return Q()\n' +
    '    if x == 5:\n        return iter(range(10 ** 6))\n' +
    '    return x\n';
  const cs = candidates(['1', '2', '3', '4', '5', '6']);
  const oracle = await createOracle({ cache: false });
  try {
    const shown = async (t: Task) => {
      const [r] = await oracle.run([await python.probeSuite(t, cs)]);
      return python.readProbes(t, cs, r.tests).map((p, i) => {
        if (p.kind !== 'value') return p.reason;
        return `${(p.template ?? cs[i].template).observed(cs[i].text)} ${p.literal}`;
      });
    };
    assert.deepEqual(await shown(task(code, [doctest])), [
      'list(f(1)) [0, 1, 2]',
      'list(f(2)) [0, 1, 4]',
      "repr(f(3)) 'P(3)'",
      'unwritable',
      'tooLong',
      'f(6) 6',
    ]);
    // a task whose tests are not doctests keeps to literals
    assert.deepEqual((await shown(task(code))).slice(0, 4), [
      'unwritable',
      'unwritable',
      'unwritable',
      'unwritable',
    ]);
  } finally {
    await oracle.close();
  }
});

test('doctest tasks: the call sites follow the example expression (list(f(...))), a print around it left out', async () => {
  const tests = [
    "execret_doctest(f, [('list(f([1, 2], 3))\\n', '[1]\\n', None, [])])",
    // x is bound to a literal by the example before: it counts as that literal
    "execret_doctest(f, [('x = 2\\n', '', None, []), ('print(f(x, 1))\\n', '1\\n', None, [])])",
    "execret_doctest(f, [('print(sorted(f(\"ab\", 1)))\\n', '1\\n', None, [])])",
    "execret_doctest(f, [('f(1, 2)\\n', '', 'ValueError: no\\n', [])])",
    // a name an earlier example bound to a literal is that literal; a lambda stays as written
    "execret_doctest(f, [('g = [3, 4]\\n', '', None, []), ('list(f(g, lambda x: x > 3))\\n', '[4]\\n', None, [])])",
    "execret_doctest(f, [('list(f(str.lower, \"aB\", n=2))\\n', '[]\\n', None, [])])",
    "execret_doctest(f, [('f(1, 2) is None\\n', 'True\\n', None, [])])",
    "execret_doctest(f, [('f(a=1, b=2)\\n', '1\\n', None, [])])",
    // a call of one literal (np.array([...])) is that literal, put back in its call
    "execret_doctest(f, [('f(np.array([1, 2]), k=Fraction(3))\\n', '1\\n', None, [])])",
    "execret_doctest(f, [('v = np.array([-1, 0])\\n', '', None, []), ('f(v, 2)\\n', '1\\n', None, [])])",
    // literal arguments on both sides of a lambda: no one hole for them
    "execret_doctest(f, [('f(1, lambda x: x, 2)\\n', '1\\n', None, [])])",
  ];
  const sites = await python.callSites(task('def f(a, b):\n    return a\n', tests));
  assert.deepEqual(
    sites.map((s) => s.template.observed(python.renderArguments(s.args))),
    [
      'list(f([1, 2], 3))',
      'f(2, 1)',
      "sorted(f('ab', 1))",
      'list(f([3, 4], lambda x: x > 3))',
      "list(f(str.lower, 'aB', n=2))",
      '(f(1, 2) is None)',
      'f(a=1, b=2)',
      'f(np.array([1, 2]), k=Fraction(3))',
      'f(np.array([-1, 0]), 2)',
    ],
  );
  assert.equal(sites[7].template.observed('[0.5], k=-1'), 'f(np.array([0.5]), k=Fraction(-1))');
  assert.equal(sites[3].template.observed('[9]'), 'list(f([9], lambda x: x > 3))');
  assert.equal(
    sites[0].template.test('[5], 1', { kind: 'list', items: [] }, undefined),
    'assert list(f([5], 1)) == []',
  );
});
