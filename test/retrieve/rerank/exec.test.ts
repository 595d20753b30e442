import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { REPO_ROOT } from '../../helpers/cli.js';
import { createOracle } from '../../../src/execute/index.js';
import type { Oracle, Suite } from '../../../src/execute/types.js';
import { evaluate } from '../../../src/evaluate/index.js';
import { parseExamples } from '../../../src/retrieve/rerank/examples.js';
import { exampleSuites, mayDefine } from '../../../src/retrieve/rerank/exec-examples.js';
import { loadRelease } from '../../../src/release/index.js';
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

// The forms below are the ones HumanEval's 164 docstrings use besides plain doctests (written anew here: ==>, a
// bare =, a worked chain, a `#` before the separator, lowercase booleans, a remark after the value, `>>> f(x) == y`
// with no output, Input/Output blocks and "For x = ... the output should be ..."), and the ones that cannot run.
test('examples: the forms of real docstrings, and the ones that cannot be run', () => {
  const text = [
    'f([3, 4]) ==> True',
    'f("ab") = "BA"',
    'f([1, 3, 2]) == 1 + 9 + 0 = 10',
    'f(5) returns [1, 5] # 5 is odd, so is 1',
    'f("a.txt") # => \'Yes\'',
    'f("1.dll") # => \'No\' (the name must start with a letter)',
    'f(15)   # returns "db1111db"',
    'f(1, 4) => true',
    '>>> f([1, 2]) == [2, 1]',
    '',
    'f(abc) => False',
    'f(b"\\x01", bytes.fromhex("ff")) == 1',
    'f([(r, c) for r in range(2) for c in range(2)], key=lambda v: -v) == 4',
    'Example 1:',
    '    Input: arr = [1, -2], k = 3',
    '    Output: 6 # 1 + 2 + 3',
    'Example 2:',
    '    Input:',
    '        grid : [[0, 1], [1, 1]]',
    '        capacity : 2',
    '    Output: 2',
    '    Input: [4,2,3]',
    '    Output: [2, 1]',
    '    Input: n = 3',
    '',
    '    Output: 9',
    'For lst = [1,2,3] the output should be 14',
    'For s = "abc", c = "b", the result should be (\'ac\',False)',
    'For N = 1000, the sum of its digits is 1 the output should be "1".',
  ].join('\n');
  assert.deepEqual(
    parseExamples(text, 'f').map((e) => [e.form, e.call, e.expected]),
    [
      ['inline', 'f([3, 4])', 'True'],
      ['inline', 'f("ab")', '"BA"'],
      ['inline', 'f([1, 3, 2])', '10'],
      ['inline', 'f(5)', '[1, 5]'],
      ['inline', 'f("a.txt")', "'Yes'"],
      ['inline', 'f("1.dll")', "'No'"],
      ['inline', 'f(15)', '"db1111db"'],
      ['inline', 'f(1, 4)', 'True'],
      ['inline', 'f([1, 2])', '[2, 1]'],
      ['inline', 'f(b"\\x01", bytes.fromhex("ff"))', '1'],
      ['inline', 'f([(r, c) for r in range(2) for c in range(2)], key=lambda v: -v)', '4'],
      ['described', 'f([1, -2], 3)', '6'],
      ['described', 'f([[0, 1], [1, 1]], 2)', '2'],
      ['described', 'f([4,2,3])', '[2, 1]'],
      ['described', 'f([1,2,3])', '14'],
      ['described', 'f("abc", "b")', "('ac',False)"],
    ],
  );
});

test('examples: definitions, a comparison that a doctest says is False, print, CRLF, remarks; long texts', () => {
  const rows = (text: string, entry = 'f') =>
    parseExamples(text, entry).map((e) => [e.form, e.call, e.expected]);
  // a text that defines the function with = writes a sequence's values with = too: those are not examples
  assert.deepEqual(
    rows(
      'tri(n) = 1 + n / 2, if n is even.\ntri(4) = 3\ntri(3) = tri(2) + tri(1)\ntri(3) == [1, 3, 2, 8]',
      'tri',
    ),
    [['inline', 'tri(3)', '[1, 3, 2, 8]']],
  );
  assert.deepEqual(rows('>>> f([1, 2]) == [2, 1]\nFalse\n>>> f([2, 1]) == [2, 1]\nTrue'), [
    ['inline', 'f([2, 1])', '[2, 1]'],
  ]);
  assert.deepEqual(
    rows(">>> print(f('ab'))\nba\n>>> f(0)\r\n1\r\nf(3) returns [1, 2] (sorted)\nf(4) == True (even)"),
    [
      ['doctest', "f('ab')", 'ba'],
      ['doctest', 'f(0)', '1'],
      ['inline', 'f(3)', '[1, 2]'],
      ['inline', 'f(4)', 'True'],
    ],
  );
  // many unclosed calls and long runs of blanks in a call take linear time
  assert.deepEqual(rows('see f( here\n'.repeat(20000)), []);
  assert.deepEqual(rows(`f(for${' '.repeat(20000)}x) == 1`), []);
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
  const other = { id: 'other', text: 'def twice(x):\n    return 2 * x\n', score: 0 };
  const suites = await exampleSuites({ query, candidates: [...cands, other] }, 2);
  assert.equal(suites[0]!.tests.length, 2, 'only calls of the entry point');
  assert.equal(suites[2], undefined, 'a candidate without the function is not run');
  const res = await oracle.run(suites.slice(0, 2) as Suite[]);
  assert.deepEqual(
    res.map((r) => r.passed),
    [true, false],
  );
  const text = await exampleSuites({ query: { ...query, text: 'Halve it.' }, candidates: cands }, 2);
  assert.deepEqual(text, []);
});

test('exec-examples: an expected value that does not evaluate (a bare word) is compared as text', async () => {
  const query = {
    id: 'q',
    text: 'answer(1) => yes\nanswer(0) ==> no',
    language: 'python' as const,
    entryPoint: 'answer',
  };
  const cands = [
    { id: 'ok', text: "def answer(x):\n    return 'yes' if x else 'no'\n", score: 0 },
    { id: 'flipped', text: "def answer(x):\n    return 'no' if x else 'yes'\n", score: 0 },
  ];
  const suites = (await exampleSuites({ query, candidates: cands }, 2)) as Suite[];
  assert.equal(suites[0].tests.length, 2);
  assert.deepEqual(
    (await oracle.run(suites)).map((r) => r.passed),
    [true, false],
  );
});

test('mayDefine: only a snippet that never mentions the name as a word is skipped', () => {
  assert.ok(mayDefine('import math\n\ndef f(x):\n    pass\n', 'f'));
  assert.ok(mayDefine('if True:\n    def f():\n        pass\n', 'f'), 'a conditional definition still runs');
  assert.ok(mayDefine('from m import g as f\n', 'f'));
  assert.ok(mayDefine('f = lambda x: x\n', 'f'));
  assert.ok(!mayDefine('def ff(x):\n    return f_x\n', 'f'));
  assert.ok(!mayDefine('def g(x):\n    return x\n', 'f'));
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
  // only candidates that mention the query's function run (the others could only raise NameError)
  const release = loadRelease(MINI);
  const text = new Map(release.corpus.map((d) => [d._id, d.text]));
  const entry = new Map(release.queries.map((q) => [q._id, q.entry_point]));
  const mention = (row: (typeof plain)[number]) =>
    row.ranking.slice(0, 4).filter((e) => mayDefine(text.get(e.id)!, entry.get(row.query)!)).length;
  const runs = plain.reduce((n, row) => n + mention(row), 0);
  assert.ok(runs < 4 * plain.length, 'the fixture has candidates to skip');
  assert.equal(r.summary.systems[2].cost![0].suites, runs);
  assert.ok(cons.every((row) => row.pipeline!.first.length === 4));
});
