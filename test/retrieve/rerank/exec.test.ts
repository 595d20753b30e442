import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { REPO_ROOT } from '../../helpers/cli.js';
import { createOracle } from '../../../src/execute/index.js';
import type { Oracle } from '../../../src/execute/types.js';
import { evaluate } from '../../../src/evaluate/index.js';
import { parseExamples } from '../../../src/retrieve/rerank/examples.js';
import { exampleSuites } from '../../../src/retrieve/rerank/exec-examples.js';
import { consensusScores, WEIGHTS, type Behaviour } from '../../../src/retrieve/rerank/exec-consensus.js';

const MINI = join(REPO_ROOT, 'test/fixtures/release-mini');
let oracle: Oracle;
before(async () => {
  oracle = await createOracle({ cache: false, jobs: 1 });
});
after(() => oracle.close());

test('examples: doctest (with continuation and a long repr), ==, ->, =>, returns; only calls of the function', () => {
  const text = [
    'Sort the pairs.',
    '    >>> f([3, 1],',
    '    ...   key=None)',
    '    [(1,',
    '     3)]',
    '    >>> f([])',
    '    []',
    'Prose right after an example is not output.',
    '>>> g(1)',
    '2',
    '>>> f(0)',
    'Traceback (most recent call last):',
    '',
    'Also f([2, 2]) == [2, 2], and `f([5]) -> [5]`; f("a, b") => "a, b". f((1, 2)) returns (1, 2).',
    'Calling f with nothing, f(), is fine.',
  ].join('\n');
  assert.deepEqual(
    parseExamples(text, 'f').map((e) => [e.form, e.call, e.expected]),
    [
      ['doctest', 'f([3, 1],\n  key=None)', '[(1,\n3)]'],
      ['doctest', 'f([])', '[]'],
      ['inline', 'f([2, 2])', '[2, 2]'],
      ['inline', 'f([5])', '[5]'],
      ['inline', 'f("a, b")', '"a, b"'],
      ['inline', 'f((1, 2))', '(1, 2)'],
    ],
  );
  assert.deepEqual(parseExamples('Return the sum of a list.', 'f'), []);
});

test('exec-examples: a candidate passes on equal values, close floats or the repr; a query without examples runs nothing', async () => {
  const query = {
    id: 'q',
    text: '>>> half(3)\n1.5\n>>> name(1)\nOne\nhalf(1) == 0.5000000001',
    language: 'python' as const,
    entryPoint: 'half',
  };
  const cands = [
    { id: 'ok', text: 'def half(x):\n    return x / 2\n', score: 0 },
    { id: 'int', text: 'def half(x):\n    return x // 2\n', score: 0 },
  ];
  const suites = await exampleSuites({ query, candidates: cands }, 2);
  assert.equal(suites[0].tests.length, 2, 'only calls of the entry point');
  const res = await oracle.run(suites);
  assert.deepEqual(
    res.map((r) => r.passed),
    [true, false],
  );
  const text = await exampleSuites({ query: { ...query, text: 'Halve it.' }, candidates: cands }, 2);
  assert.deepEqual(text, []);
});

test('exec-consensus: agreement weighted by output class, on the combination most candidates accepted', () => {
  const b = (codes: string[], combo = 'int'): Behaviour => ({ combos: new Map([[combo, codes]]) });
  const scores = consensusScores([
    b(['V1', 'V2', 'N']),
    b(['V1', 'V2', 'N']),
    b(['V1', 'V3', 'N']),
    b(['Eerr', 'Eerr', 'Eerr']),
    b(['Eerr', 'Eerr', 'D0']),
    null,
    b(['V1', 'V2', 'N'], 'str'),
  ]);
  const { value: v, empty: e, exception: x } = WEIGHTS;
  // candidate 0 agrees with 1 on all three (v, v, e) and with 2 on the first and last (v, e)
  assert.deepEqual(Array.from(scores), [
    2 * v + e + v + e,
    2 * v + e + v + e,
    2 * (v + e),
    2 * x,
    2 * x,
    0,
    0,
  ]);
});

test('pipelines with execution rerankers on a release: queries without examples keep their order; consensus runs', async () => {
  const r = await evaluate({
    release: MINI,
    retrievers: ['bm25', 'bm25|exec-examples?depth=4', 'bm25|exec-consensus?depth=4'],
    replicates: 100,
    oracle: { cache: false, jobs: 1 },
  });
  const [plain, ex, cons] = r.summary.systems.map((s) => r.perQuery[s.name]);
  ex.forEach((row, i) =>
    assert.deepEqual(
      row.ranking,
      plain[i].ranking.map((e, k) => (k < 4 ? { ...e, score: row.ranking[k].score } : e)),
    ),
  );
  assert.equal(r.summary.systems[1].cost![0].suites, 0, 'no examples, no suites');
  assert.equal(r.summary.systems[2].cost![0].suites, 4 * plain.length);
  assert.ok(cons.every((row) => row.pipeline!.first.length === 4));
});
