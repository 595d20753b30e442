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
    const suite = python.killSuite(t, tests, 2, snippets, 0.05);
    const [r] = await oracle.run([suite]);
    const want = ['pppppp', 'ppfppp', 'pf----', 'pppepp', 'ppt---'];
    assert.deepEqual(python.readKills(r.tests, snippets.length, tests.length), want);
    // many tests: the snippets are split over several tests of the suite (each reports in one short message)
    const many = Array.from({ length: 150 }, (_, i) => `assert f(${i}) == ${i}`);
    const big = python.killSuite(t, many, 2, snippets, 0.05);
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
