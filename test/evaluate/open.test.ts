import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluate } from '../../src/evaluate/index.js';
import { runCli } from '../helpers/cli.js';
import { openRowMetrics } from '../../src/evaluate/open/labels.js';
import { acceptsCall, signatureOf } from '../../src/evaluate/open/candidates.js';
import { taskShape } from '../../src/construct/cross/signatures.js';
import {
  levenshtein,
  nearestByTokens,
  TokenForms,
  tokenSimilarity,
} from '../../src/evaluate/open/similarity.js';
import type { PerQueryRow } from '../../src/evaluate/results.js';

const tmp = (): string => mkdtempSync(join(tmpdir(), 'execret-open-'));

interface Snip {
  id: string;
  task: string;
  kind: 'canonical' | 'distractor';
  text: string;
  /** statuses of its own task's tests in oracle.jsonl */
  rows: string[];
}

/**
 * A hand-made release: `is_prime` and `prime_check` are the same function under two names (a functional
 * duplicate in another task); `add_pair` takes two arguments (ruled out by arity for the others); one distractor
 * of `is_prime` loops forever on every input.
 */
function writeRelease(): string {
  const dir = tmp();
  const tasks = [
    {
      id: 'is_prime',
      language: 'python',
      domain: 'math',
      query: 'Return True when n is a prime number.',
      entry_point: 'is_prime',
      code: 'def is_prime(n):\n    return n > 1 and all(n % d for d in range(2, int(n ** 0.5) + 1))\n',
      tests: [
        'assert is_prime(2)',
        'assert not is_prime(9)',
        'assert is_prime(13)',
        'assert not is_prime(1)',
      ],
    },
    {
      id: 'prime_check',
      language: 'python',
      domain: 'math',
      query: 'Check whether a number is prime.',
      entry_point: 'prime_check',
      code: 'def prime_check(k):\n    if k < 2:\n        return False\n    for d in range(2, k):\n        if k % d == 0:\n            return False\n    return True\n',
      tests: [
        'assert prime_check(7)',
        'assert not prime_check(4)',
        'assert not prime_check(0)',
        'assert not prime_check(1)',
      ],
    },
    {
      id: 'add_pair',
      language: 'python',
      domain: 'math',
      query: 'Add two numbers.',
      entry_point: 'add_pair',
      code: 'def add_pair(a, b):\n    return a + b\n',
      tests: ['assert add_pair(1, 2) == 3', 'assert add_pair(-1, 1) == 0'],
    },
  ];
  const snippets: Snip[] = [
    { id: 'is_prime-c', task: 'is_prime', kind: 'canonical', text: tasks[0].code, rows: ['passed', 'passed', 'passed', 'passed'] },
    { id: 'is_prime-d', task: 'is_prime', kind: 'distractor', text: tasks[0].code.replace('n > 1', 'n >= 1'), rows: ['passed', 'passed', 'passed', 'failed'] },
    { id: 'is_prime-loop', task: 'is_prime', kind: 'distractor', text: 'def is_prime(n):\n    while True:\n        n += 1\n', rows: ['timeout'] },
    { id: 'prime_check-c', task: 'prime_check', kind: 'canonical', text: tasks[1].code, rows: ['passed', 'passed', 'passed', 'passed'] },
    { id: 'prime_check-d', task: 'prime_check', kind: 'distractor', text: tasks[1].code.replace('k < 2', 'k < 1'), rows: ['passed', 'passed', 'passed', 'failed'] },
    { id: 'add_pair-c', task: 'add_pair', kind: 'canonical', text: tasks[2].code, rows: ['passed', 'passed'] },
    { id: 'add_pair-d', task: 'add_pair', kind: 'distractor', text: tasks[2].code.replace('a + b', 'a - b'), rows: ['failed'] },
  ]; // prettier-ignore
  const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
  mkdirSync(join(dir, 'qrels'));
  writeFileSync(join(dir, 'tasks.jsonl'), jsonl(tasks));
  writeFileSync(
    join(dir, 'queries.jsonl'),
    jsonl(
      tasks.map((t) => ({
        _id: t.id,
        text: t.query,
        domain: t.domain,
        language: 'python',
        entry_point: t.entry_point,
      })),
    ),
  );
  writeFileSync(
    join(dir, 'corpus.jsonl'),
    jsonl(
      snippets.map((s) => ({
        _id: s.id,
        text: s.text,
        task: s.task,
        kind: s.kind,
        bug_type: s.kind === 'canonical' ? null : 'off_by_one',
        edits: [],
      })),
    ),
  );
  writeFileSync(
    join(dir, 'qrels/test.tsv'),
    'query-id\tcorpus-id\tscore\n' + tasks.map((t) => `${t.id}\t${t.id}-c\t1\n`).join(''),
  );
  writeFileSync(
    join(dir, 'oracle.jsonl'),
    jsonl(
      snippets.flatMap((s) =>
        s.rows.map((status, test) => ({
          snippet: s.id,
          task: s.task,
          test,
          status,
          ms: 0,
          message: status === 'passed' ? '' : 'x',
        })),
      ),
    ),
  );
  return dir;
}

const run = (release: string, cache: string, retrievers = ['bm25'], out = join(tmp(), 'out')) =>
  evaluate({ release, retrievers, replicates: 200, open: { cache }, out });

test('open labels find a functional duplicate in another task; a looping candidate does not pass; the cache runs nothing twice', async () => {
  const release = writeRelease();
  const cache = join(tmp(), 'open.sqlite');
  const out = join(tmp(), 'out');
  const first = await run(release, cache, ['bm25'], out);
  const rows = new Map(first.perQuery.bm25.map((r) => [r.query, r]));
  assert.deepEqual(rows.get('is_prime')!.open!.passing, ['is_prime-c', 'prime_check-c']);
  assert.deepEqual(rows.get('prime_check')!.open!.passing, ['is_prime-c', 'prime_check-c']);
  assert.deepEqual(rows.get('add_pair')!.open!.passing, ['add_pair-c']);
  // prime_check's candidates: its own two, and is_prime's three (the looping one among them); add_pair's snippets
  // take two arguments and are ruled out by arity
  assert.deepEqual(rows.get('prime_check')!.open!.candidates, [
    'is_prime-c',
    'is_prime-d',
    'is_prime-loop',
    'prime_check-c',
    'prime_check-d',
  ]);
  // add_pair's tests call with two arguments: no one-argument snippet is run for it
  assert.deepEqual(rows.get('add_pair')!.open!.candidates, ['add_pair-c', 'add_pair-d']);
  assert.equal(first.summary.open!.counts.withDuplicate, 2);
  assert.ok(first.open!.executed > 0);
  // exec@k under open labels is at least exec@k under planted labels, for every system and k
  for (const s of first.summary.systems)
    for (const k of [1, 3, 5, 10])
      assert.ok(
        s.open!.metrics[`exec@${k}`].value >= s.metrics[`exec@${k}`].value - 1e-12,
        `${s.name} exec@${k}`,
      );
  const prevalence = JSON.parse(readFileSync(join(out, 'prevalence.json'), 'utf8'));
  assert.equal(prevalence.duplicates.queries, 2);
  assert.equal(prevalence.planted, true);

  const second = await run(release, cache);
  assert.equal(second.open!.executed, 0, 'every pair came from the cache');
  assert.equal(second.open!.cached, first.open!.executed + first.open!.cached);
  assert.deepEqual(
    second.perQuery.bm25.map((r) => r.open),
    first.perQuery.bm25.map((r) => r.open),
  );
  // a second system adds only what its own top k brings (here nothing: the pool is tiny)
  const third = await run(release, cache, ['bm25', 'tfidf', 'hashing']);
  assert.equal(third.open!.executed, 0);
  assert.deepEqual(
    third.summary.systems.map((s) => s.name),
    ['bm25', 'tfidf', 'hashing'],
  );
  assertOpenAtLeastPlanted(third);
});

/**
 * exec@k under open labels >= exec@k under planted labels, for every system, every k, the summary's value and
 * every query's (a passing duplicate can only add relevance), tie-aware values included.
 */
function assertOpenAtLeastPlanted(r: Awaited<ReturnType<typeof run>>): void {
  let strict = 0;
  for (const s of r.summary.systems) {
    for (const k of [1, 3, 5, 10]) {
      const m = `exec@${k}`;
      assert.ok(s.open!.metrics[m].value >= s.metrics[m].value - 1e-12, `${s.name} ${m}`);
      if (s.open!.metrics[m].value > s.metrics[m].value + 1e-12) strict++;
      for (const row of r.perQuery[s.name]) {
        assert.ok(row.open!.metrics[m] >= row.metrics[m], `${s.name} ${row.query} ${m}`);
        if (row.tieAware)
          assert.ok(
            row.open!.tieAware[m] >= row.tieAware[m] - 1e-12,
            `${s.name} ${row.query} tie-aware ${m}`,
          );
      }
    }
  }
  // the duplicate is found by execution, so some system gains somewhere (the check is not vacuous)
  assert.ok(
    strict > 0 || r.summary.systems.every((s) => s.metrics['exec@1'].value === 1),
    'open labels add relevance',
  );
}

test('metrics under open labels, hand-worked', () => {
  // ranking: a distractor, the duplicate from another task, the canonical, then two failing snippets
  const row = {
    ranking: [
      { id: 'a-d', score: 5 },
      { id: 'b-c', score: 4 },
      { id: 'a-c', score: 3 },
      { id: 'x', score: 2 },
      { id: 'y', score: 1 },
    ],
  } as PerQueryRow;
  const open = openRowMetrics(row, ['a-c', 'b-c'], [1, 3]);
  assert.equal(open.metrics['exec@1'], 0);
  assert.equal(open.metrics['exec@3'], 1);
  assert.equal(open.metrics['exec_precision@3'], 2 / 3);
  // DCG@3 = 1/log2(3) + 1/log2(4); ideal = 1 + 1/log2(3)
  assert.ok(Math.abs(open.metrics['ndcg@3'] - (1 / Math.log2(3) + 0.5) / (1 + 1 / Math.log2(3))) < 1e-12);
  // planted labels (only a-c): precision 1/3, nDCG@3 = (1/2) / 1
  const planted = openRowMetrics(row, ['a-c'], [3]);
  assert.equal(planted.metrics['exec_precision@3'], 1 / 3);
  assert.equal(planted.metrics['ndcg@3'], 0.5);
  // no ties: the tie-aware values are the same
  assert.deepEqual(open.tieAware, open.metrics);
});

test('token edit similarity: Levenshtein over tokens, and the pruned nearest pair is exact', () => {
  assert.equal(levenshtein([1, 2, 3], [1, 3]), 1);
  assert.equal(levenshtein([], [4, 5]), 2);
  assert.equal(levenshtein([1, 2, 3, 4], [2, 1, 3, 5]), 3);
  const forms = new TokenForms();
  const a = forms.of('return a + b');
  const b = forms.of('return a - b');
  assert.equal(tokenSimilarity(a, b), 1 - 1 / 4);
  const pool = ['def f(x): return x', 'return a - b', 'while True: pass', 'return b + a'].map((t) =>
    forms.of(t),
  );
  const best = nearestByTokens(pool, [a])!;
  // brute force agrees
  const brute = Math.max(...pool.map((p) => tokenSimilarity(p, a)));
  assert.equal(best.value, brute);
  assert.equal(best.index, 1);
  assert.equal(nearestByTokens([], [a]), null);
});

test('signatureOf reads the def line, and gives up on strings in defaults', () => {
  assert.equal(
    signatureOf('import x\ndef f(a, b=(1, 2)) -> int:\n    return a\n', 'f'),
    'def f(a, b=(1, 2)) -> int:',
  );
  assert.equal(signatureOf('def f(a, b="("):\n    pass\n', 'f'), undefined);
  assert.equal(signatureOf('def g(a):\n    pass\n', 'f'), undefined);
});

test('CLI: eval --open prints both labels and report shows the section; an --open-* flag alone is a usage error', () => {
  const release = writeRelease();
  const out = join(tmp(), 'res');
  const cache = join(tmp(), 'c.sqlite');
  const ok = runCli([
    'eval',
    release,
    '-r',
    'bm25',
    '--open',
    '--open-cache',
    cache,
    '--out',
    out,
    '--quiet',
  ]);
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /open labels \(relevance by execution/);
  assert.match(ok.stdout, /bm25\s+open/);
  const rep = runCli(['report', out, '--md', join(out, 'r.md')]);
  assert.equal(rep.status, 0, rep.stderr);
  const md = readFileSync(join(out, 'r.md'), 'utf8');
  assert.match(md, /## Open labels and prevalence/);
  assert.match(md, /2 of 3 queries \(66\.7%\) have a passing implementation in another task/);
  const bad = runCli(['eval', release, '--open-depth', '5', '--out', join(tmp(), 'x')]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /the --open-\* options need --open/);
});

test('nearestByTokens with a floor: exact at or above it, null below, and the early-abandoned distance agrees', () => {
  const forms = new TokenForms();
  const target = forms.of('def f(a, b):\n    return a + b\n');
  const near = forms.of('def f(a, b):\n    return a - b\n');
  const far = forms.of('while True:\n    pass\n');
  assert.equal(nearestByTokens([far, near], [target], 0.5)!.index, 1);
  assert.equal(nearestByTokens([far], [target], 0.5), null);
  const d = levenshtein(far.seq, target.seq);
  assert.equal(levenshtein(far.seq, target.seq, d), d);
  assert.ok(levenshtein(far.seq, target.seq, d - 1) > d - 1);
});

test('the arity rule: a * or ** splat may stand for any number of arguments, and a decorated entry point takes any call', async () => {
  const shape = (code: string, tests: string[] = []) =>
    taskShape({
      id: 't',
      language: 'python',
      domain: 'd',
      query: 'q',
      entry_point: 'f',
      code,
      tests,
    });
  const two = (await shape('def f(a, b):\n    return a + b\n')).params;
  const calls = (
    await shape('def f(a, b):\n    return a\n', [
      'assert f(*[1, 2]) == 3',
      'assert f(1, *[2]) == 3',
      'assert f(**{"a": 1, "b": 2}) == 3',
      'assert f(1, 2, 3, *[]) == 6',
      'assert f(1) == 1',
    ])
  ).calls;
  const verdict = (c: (typeof calls)[number]) => acceptsCall(two, c);
  // f(*[1, 2]) and f(1, *[2]) and f(**{...}) may fill both parameters; three plain arguments are too many for two;
  // f(1) is too few
  assert.deepEqual(
    calls.map((c) => [c.nargs, c.splats ?? 0, c.kws.join(','), verdict(c)]),
    [
      [1, 1, '', true],
      [2, 1, '', true],
      [0, 0, '**', true],
      [4, 1, '', false],
      [1, 0, '', false],
    ],
  );
  // a decorator may change the signature: the shape says so (the open step then takes any call)
  const wrapped = await shape(
    'import functools\ndef deco(g):\n    return lambda *a: g(*a[:2])\n@deco\ndef f(a, b):\n    return a + b\n',
  );
  assert.equal(wrapped.decorated, true);
  assert.equal((await shape('def f(a, b):\n    return a + b\n')).decorated, undefined);
});
