import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
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
import { startOpen } from '../../src/evaluate/open/step.js';
import { defaultOpenCap } from '../../src/evaluate/open/options.js';
import { loadRelease } from '../../src/release/index.js';
import { createLogger } from '../../src/core/log.js';

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
    {
      id: 'twice_list',
      language: 'python',
      domain: 'math',
      query: 'A list of the number twice.',
      entry_point: 'twice_list',
      code: 'def twice_list(n):\n    return [n, n]\n',
      tests: ['assert twice_list(1) == [1, 1]', 'assert twice_list(0) == [0, 0]'],
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
    { id: 'twice_list-c', task: 'twice_list', kind: 'canonical', text: tasks[3].code, rows: ['passed', 'passed'] },
    { id: 'twice_list-d', task: 'twice_list', kind: 'distractor', text: tasks[3].code.replace('[n, n]', '[n, n + 1]'), rows: ['failed'] },
  ]; // prettier-ignore
  return writeReleaseOf(tasks, snippets);
}

interface TaskRow {
  id: string;
  language: string;
  domain: string;
  query: string;
  entry_point: string;
  code: string;
  tests: string[];
}

/** A release folder of these tasks and snippets (oracle rows as given: nothing is run to write it). */
function writeReleaseOf(tasks: TaskRow[], snippets: Snip[]): string {
  const dir = tmp();
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
        language: t.language,
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
  // prime_check's candidates: its own two, is_prime's three (the looping one among them) and twice_list's two;
  // add_pair's snippets take two arguments and are ruled out by arity
  assert.deepEqual(rows.get('prime_check')!.open!.candidates, [
    'is_prime-c',
    'is_prime-d',
    'is_prime-loop',
    'prime_check-c',
    'prime_check-d',
    'twice_list-c',
    'twice_list-d',
  ]);
  // add_pair's tests call with two arguments: no one-argument snippet is run for it
  assert.deepEqual(rows.get('add_pair')!.open!.candidates, ['add_pair-c', 'add_pair-d']);
  // twice_list's tests expect a list: prime_check's snippets return only booleans and the looping is_prime only None
  // (it falls off its end), so the result rule leaves them out; is_prime's others return `n > 1 and ...`, not certain
  assert.deepEqual(rows.get('twice_list')!.open!.candidates, [
    'is_prime-c',
    'is_prime-d',
    'twice_list-c',
    'twice_list-d',
  ]);
  // (the rules' leftovers: add_pair's by arity, the other three by result)
  assert.deepEqual(rows.get('twice_list')!.open!.ruledOut, [
    'add_pair-c',
    'add_pair-d',
    'is_prime-loop',
    'prime_check-c',
    'prime_check-d',
  ]);
  assert.deepEqual(rows.get('add_pair')!.open!.ruledOut, [
    'is_prime-c',
    'is_prime-d',
    'is_prime-loop',
    'prime_check-c',
    'prime_check-d',
    'twice_list-c',
    'twice_list-d',
  ]);
  assert.equal(first.summary.open!.counts.skippedResult, 3);
  assert.equal(first.summary.open!.counts.resultRuledOut, 3);
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

test('a bad tasks.jsonl, read in the judging thread, is the one line the CLI would print in its own (file and line), exit 2', () => {
  const release = writeRelease();
  const file = join(release, 'tasks.jsonl');
  const lines = readFileSync(file, 'utf8').split('\n');
  lines[1] = '{"id": 3,';
  writeFileSync(file, lines.join('\n'));
  const r = runCli([
    'eval',
    release,
    '-r',
    'bm25',
    '--open',
    '--open-cache',
    join(tmp(), 'c.sqlite'),
    '--out',
    join(tmp(), 'o'),
  ]);
  assert.equal(r.status, 2, r.stderr);
  assert.match(r.stderr, /error\[E_INPUT\]: .*tasks\.jsonl:2: invalid JSON/);
  assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
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
  assert.match(md, /2 of 4 queries \(50\.0%\) have a passing implementation in another task/);
  // outside execret: every candidate agrees, and every snippet a rule left out fails
  const outside = spawnSync('/usr/bin/python3', ['scripts/check-open.py', release, out, '--queries', '4'], {
    encoding: 'utf8',
  });
  assert.equal(outside.status, 0, outside.stdout + outside.stderr);
  const summary = JSON.parse(outside.stdout.trim().split('\n').at(-1)!);
  assert.equal(summary.agreement, 1);
  // is_prime and prime_check: add_pair's 2 (arity); add_pair: the 7 one-argument snippets; twice_list: 5
  assert.equal(summary.ruledOutChecked, 16);
  // the check's own bad input: one line naming the file or the flag, exit 2, no traceback
  for (const [args, says] of [
    [[release, join(tmp(), 'no-such-results')], /no-such-results\/summary\.json: No such file/],
    [[release, out, '--cap-sensitivity', '0'], /--cap-sensitivity must be a positive number/],
    [[release, out, '--system', 'bm26'], /no system bm26 \(it has: bm25\)/],
    [[join(tmp(), 'no-release'), out], /no-release\/tasks\.jsonl: No such file/],
  ] as const) {
    const r = spawnSync('/usr/bin/python3', ['scripts/check-open.py', ...args], { encoding: 'utf8' });
    assert.equal(r.status, 2, r.stderr);
    assert.match(r.stderr, says);
    assert.doesNotMatch(r.stderr, /Traceback/);
  }
  // the open cap: a quarter of the release's cap by default (this release has no manifest: the build's 1 s)
  assert.equal(JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).open.capS, 0.25);
  const bad = runCli(['eval', release, '--open-depth', '5', '--out', join(tmp(), 'x')]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /the --open-\* options need --open/);
  const badCap = runCli(['eval', release, '--open', '--open-cap', '0', '--out', join(tmp(), 'y')]);
  assert.equal(badCap.status, 2);
  assert.match(badCap.stderr, /--open-cap/);
  assert.doesNotMatch(badCap.stderr, /\n\s+at /, 'no stack trace');
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

test('the open step judges the same in its own thread as in this one, and the default open cap is a quarter of the release cap', async () => {
  const release = writeRelease();
  const plain = await evaluate({ release, retrievers: ['bm25', 'tfidf'], replicates: 50 });
  const labels = async (thread: boolean) => {
    const perQuery = structuredClone(plain.perQuery);
    const systems = structuredClone(plain.summary.systems);
    const session = startOpen({
      release: loadRelease(release),
      options: { cache: false },
      seed: 0,
      log: createLogger({ quiet: true }),
      thread,
    });
    for (const s of systems) session.add(perQuery[s.name]);
    const r = await session.finish({
      ks: [1, 3, 5, 10],
      bootstrap: { seed: 0, replicates: 50 },
      systems,
      perQuery,
      retrievers: [],
    });
    return { rows: systems.map((s) => perQuery[s.name].map((row) => row.open)), summary: r.summary };
  };
  const [threaded, local] = [await labels(true), await labels(false)];
  assert.deepEqual(threaded, local);
  assert.deepEqual(threaded.rows[0].find((_, i) => plain.perQuery.bm25[i].query === 'is_prime')!.passing, [
    'is_prime-c',
    'prime_check-c',
  ]);
  assert.deepEqual(
    [1, 10, 0.2, 0.05, 0.3].map((c) => defaultOpenCap(c)),
    [0.25, 2.5, 0.1, 0.05, 0.1],
  );
});

test('the open cap decides a slow duplicate: it does not pass under the default (0.25 s a test) and passes under --open-cap 10; check-open.py agrees with both and counts it as cap-sensitive', () => {
  const fast = 'def total_to(n):\n    return n * (n - 1) // 2\n';
  // the same function another task holds, written as a loop: well over a second of CPU on the test below
  const slow = 'def sum_below(m):\n    s = 0\n    for i in range(m):\n        s += i\n    return s\n';
  const task = (id: string, code: string, tests: string[]): TaskRow => ({
    id,
    language: 'python',
    domain: 'math',
    query: `sum of the numbers below n (${id})`,
    entry_point: id,
    code,
    tests,
  });
  const release = writeReleaseOf(
    [
      task('total_to', fast, ['assert total_to(4) == 6', 'assert total_to(30_000_000) == 449999985000000']),
      task('sum_below', slow, ['assert sum_below(4) == 6', 'assert sum_below(1) == 0']),
    ],
    [
      { id: 'total_to-c', task: 'total_to', kind: 'canonical', text: fast, rows: ['passed', 'passed'] },
      { id: 'total_to-d', task: 'total_to', kind: 'distractor', text: fast.replace('- 1', '+ 1'), rows: ['failed'] },
      { id: 'sum_below-c', task: 'sum_below', kind: 'canonical', text: slow, rows: ['passed', 'passed'] },
      { id: 'sum_below-d', task: 'sum_below', kind: 'distractor', text: slow.replace('s += i', 's += 1'), rows: ['passed', 'failed'] },
    ], // prettier-ignore
  );
  const check = (out: string, extra: string[] = []) =>
    spawnSync('/usr/bin/python3', ['scripts/check-open.py', release, out, '--queries', '2', ...extra], {
      encoding: 'utf8',
    });
  const passingOf = (out: string) =>
    readFileSync(join(out, 'per-query', 'bm25.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .find((r) => r.query === 'total_to').open.passing;
  const results = (cap?: string) => {
    const out = join(tmp(), 'res');
    const r = runCli([
      'eval',
      release,
      '-r',
      'bm25',
      '--open',
      '--no-open-cache',
      ...(cap ? ['--open-cap', cap] : []),
      '--out',
      out,
      '--quiet',
    ]);
    assert.equal(r.status, 0, r.stderr);
    return out;
  };
  const byDefault = results();
  assert.deepEqual(passingOf(byDefault), ['total_to-c']);
  const sensitive = check(byDefault, ['--cap-sensitivity', '10']);
  assert.equal(sensitive.status, 0, sensitive.stdout + sensitive.stderr);
  const doc = JSON.parse(sensitive.stdout.trim().split('\n').at(-1)!);
  assert.equal(doc.agreement, 1);
  assert.equal(doc.perTestS, 0.25);
  assert.deepEqual(doc.capSensitivity, { perTestS: 10, changed: 1 });
  assert.match(
    sensitive.stdout,
    /CAP-SENSITIVE query total_to candidate sum_below-c: fails with 0.25 s a test/,
  );
  const lenient = results('10');
  assert.deepEqual(passingOf(lenient), ['sum_below-c', 'total_to-c']);
  const agrees = check(lenient);
  assert.equal(agrees.status, 0, agrees.stdout + agrees.stderr);
  assert.equal(JSON.parse(agrees.stdout.trim().split('\n').at(-1)!).agreement, 1);
});

test('eval --open in two shards, merged, writes the folder of one unsharded run', () => {
  const release = writeRelease();
  const dir = tmp();
  const evalArgs = ['eval', release, '-r', 'bm25', '-r', 'tfidf', '--open', '--quiet'];
  const whole = runCli([...evalArgs, '--open-cache', join(dir, 'c.sqlite'), '--out', join(dir, 'whole')]);
  assert.equal(whole.status, 0, whole.stderr);
  for (const i of [0, 1]) {
    const r = runCli([...evalArgs, '--shard', `${i}/2`, '--out', join(dir, `s${i}`)]);
    assert.equal(r.status, 0, r.stderr);
  }
  const merged = runCli(['merge', join(dir, 's0'), join(dir, 's1'), '--out', join(dir, 'merged'), '--quiet']);
  assert.equal(merged.status, 0, merged.stderr);
  for (const f of ['summary.json', 'prevalence.json', 'per-query/bm25.jsonl', 'per-query/tfidf.jsonl'])
    assert.equal(
      readFileSync(join(dir, 'merged', f), 'utf8'),
      readFileSync(join(dir, 'whole', f), 'utf8'),
      f,
    );
});
