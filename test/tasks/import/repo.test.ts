import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { importRepo, type ImportRepoSummary } from '../../../src/construct/repo/index.js';
import { loadTasks } from '../../../src/tasks/load.js';
import { git, makeRepository } from './repo-fixture.js';
import { runCli } from '../../helpers/cli.js';
import type { Task } from '../../../src/core/types.js';

const work = mkdtempSync(join(tmpdir(), 'execret-import-repo-'));
const repo = makeRepository(true);
const head = git(repo, ['rev-parse', 'HEAD']).trim();

async function importOnce(name: string, extra: { history?: boolean; dir?: string } = {}) {
  const out = join(work, `${name}.jsonl`);
  const summary = await importRepo({
    dir: extra.dir ?? repo,
    out,
    history: extra.history,
    cache: join(work, 'cache.sqlite'),
    timeoutS: 2,
    jobs: 2,
  });
  return { summary, out, tasks: new Map(loadTasks(out).map((t) => [t.id, t as Task])) };
}

let first: Awaited<ReturnType<typeof importOnce>>;

test('import repo: doctested functions become tasks with prose queries, code without docstrings, context', async () => {
  first = await importOnce('a', { history: true });
  const { tasks, summary } = first;
  assert.deepEqual([...tasks.keys()].sort(), [
    'algos.sorting.insertion_sort',
    'algos.text.squeeze',
    'mylib.core.quadruple',
    'mylib.core.tick',
    'mylib.util.triple',
  ]);
  const sort = tasks.get('algos.sorting.insertion_sort')!;
  assert.equal(
    sort.query,
    'Sort a list of numbers in place by inserting each element into the sorted prefix before it, and return the list.',
  );
  assert.ok(
    sort.code.startsWith('def insertion_sort(items):\n    for i in range(1, len(items)):'),
    sort.code,
  );
  assert.ok(!sort.code.includes('>>>'));
  assert.equal(sort.domain, 'algos');
  assert.deepEqual(sort.source, { path: 'algos/sorting.py', line: 11, commit: head });
  // the helper and the constant it needs, not the unused import
  assert.equal(
    sort.context,
    'STEP = 1\ndef _swap(items, j):\n    items[j - 1], items[j] = items[j], items[j - STEP]\n',
  );
  assert.equal(sort.tests.length, 3);
  assert.deepEqual(sort.inputs, ['[3, 1, 2]', '[]', '[5, 4, 3, 2, 1]']);
  // a package: relative imports made absolute, the sibling module embedded (importable, read-only, in memory)
  const quad = tasks.get('mylib.core.quadruple')!;
  assert.match(quad.context!, /from mylib\.util import double/);
  assert.equal(quad.tests.length, 2);
  assert.equal(summary.commit, head);
  assert.equal(summary.doctested, 8);
});

test('import repo: doctest semantics (ELLIPSIS, NORMALIZE_WHITESPACE, tracebacks, IGNORE_EXCEPTION_DETAIL, SKIP)', () => {
  const sq = first.tasks.get('algos.text.squeeze')!;
  // five examples with an expected output; the +SKIP one is neither a test nor replayed
  assert.equal(sq.tests.length, 5);
  assert.ok(sq.tests.every((t) => t.startsWith('execret_doctest(squeeze, ')));
  assert.ok(!sq.tests.some((t) => t.includes('never checked')));
  // plain python3, outside execret: context, code, setup, test pass; a wrong traceback fails
  const run = (code: string, t: string) =>
    spawnSync('/usr/bin/python3', ['-I', '-c', [sq.context ?? '', code, sq.setup!, t].join('\n')], {
      encoding: 'utf8',
    });
  for (const t of sq.tests) assert.equal(run(sq.code, t).status, 0, t);
  const broken = sq.code.replace('.strip()', '');
  assert.notEqual(run(broken, sq.tests[0]).status, 0);
  const raises = sq.code.replace('", text)', '", str(text))');
  const r = run(raises, sq.tests[3]);
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /AssertionError: expected "Traceback/);
});

test('import repo: skips carry file:line and a counted reason; the import goes on', () => {
  const s: ImportRepoSummary = first.summary;
  const why = Object.fromEntries(s.skipped.map((k) => [`${k.file}:${k.line}`, `${k.reason}: ${k.detail}`]));
  assert.match(why['algos/blob.py:0'], /^unreadable: a binary file/);
  assert.match(why['algos/latin1.py:2'], /^unreadable: not UTF-8 \(byte 0xe9\)/);
  assert.match(why['algos/broken.py:1'], /^unreadable: does not parse/);
  assert.match(why['algos/vector.py:4'], /^missingPackage: .*definitely_not_installed_pkg/);
  assert.match(why['algos/text.py:27'], /^timeout: test 0 timeout/);
  assert.match(why['algos/text.py:38'], /^failsOnReference: test 0 failed/);
  assert.match(why['algos/text.py:47'], /^noProse/);
  assert.match(why['algos/text.py:55'], /^noTests/);
  assert.ok(!s.skipped.some((k) => k.file.startsWith('.venv')), 'hidden folders are not walked');
  assert.equal(s.files.skipped, 3);
  const counted = Object.values(s.skippedByReason).reduce((a, b) => a + b, 0);
  assert.equal(counted, s.skipped.length);
  // tick() passes in order but not when its tests run again in reverse: that test is left out, not the task
  assert.equal(first.tasks.get('mylib.core.tick')!.tests.length, 1);
  assert.equal(s.droppedTests.nondeterministic, 1);
});

test('import repo: pytest asserts with literal arguments are tests of the function they call', () => {
  const t = first.tasks.get('mylib.util.triple')!;
  assert.deepEqual(t.tests, ['assert triple(2) == 6', 'assert triple(-1) == -3']);
  assert.equal(t.setup, undefined);
});

test('import repo --history: the buggy first version is a distractor; the refactoring is dropped', () => {
  const sort = first.tasks.get('algos.sorting.insertion_sort')!;
  assert.equal(sort.distractors?.length, 1);
  const d = sort.distractors![0];
  assert.equal(d.bug_type, 'history');
  assert.equal(d.origin, 'history');
  assert.equal(d.commit!.subject, 'Add insertion sort');
  assert.match(d.code, /range\(1, len\(items\) - 1\)/);
  const h = first.summary.history!;
  assert.equal(h.unavailable, null);
  assert.equal(h.distractors, 1);
  assert.equal(h.passing, 1);
  assert.equal(h.tasksWithHistory, 1);
});

test('import repo: the same repository and commit give a byte-identical file', async () => {
  const again = await importOnce('b', { history: true });
  assert.equal(readFileSync(again.out, 'utf8'), readFileSync(first.out, 'utf8'));
});

test('import repo: a folder that is not a git repository: commit null, history says so, import goes on', async () => {
  const plain = makeRepository(false);
  const r = await importOnce('plain', { history: true, dir: plain });
  assert.equal(r.summary.commit, null);
  assert.match(r.summary.history!.unavailable!, /is not a git repository/);
  assert.equal(r.tasks.get('algos.sorting.insertion_sort')!.source!.commit, null);
  assert.ok(r.tasks.size >= 4);
});

test('build (and build --amplify) on imported tasks runs them with their context', async () => {
  const two = join(work, 'two.jsonl');
  const lines = readFileSync(first.out, 'utf8').trim().split('\n');
  writeFileSync(
    two,
    lines.filter((l) => /"id":"(algos\.sorting\.insertion_sort|algos\.text\.squeeze)"/.test(l)).join('\n') +
      '\n',
  );
  const r = runCli([
    'build',
    two,
    '--out',
    join(work, 'rel'),
    '--amplify',
    '--json',
    '--cache',
    join(work, 'cache.sqlite'),
  ]);
  assert.equal(r.status, 0, r.stderr);
  const corpus = readFileSync(join(work, 'rel', 'corpus.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const canon = corpus.filter((c) => c.kind === 'canonical');
  assert.equal(canon.length, 2);
  assert.ok(corpus.filter((c) => c.kind === 'distractor').length >= 4);
  const released = loadTasks(join(work, 'rel', 'tasks.jsonl'));
  assert.ok(
    released.every((t) => t.context && t.tests.length >= 7),
    JSON.stringify(released.map((t) => t.tests.length)),
  );
});

test('import repo CLI: --json summary, bad directory is exit 2 with one line', () => {
  const bad = runCli(['import', 'repo', join(work, 'nope'), '--out', join(work, 'x.jsonl')]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /not a directory/);
  assert.ok(!bad.stderr.includes('    at '), bad.stderr);
});

test('task format 2: context, source and distractors are read back; a bad one names its field', async () => {
  const { validateTask } = await import('../../../src/tasks/schema.js');
  const base = {
    id: 'a',
    language: 'python',
    query: 'q',
    entry_point: 'f',
    code: 'def f():\n    return 1\n',
    tests: ['assert f() == 1'],
  };
  const ok = validateTask(
    {
      ...base,
      context: 'import math\n',
      source: { path: 'a.py', line: 3, commit: null },
      distractors: [
        {
          code: 'def f():\n    return 2\n',
          bug_type: 'history',
          origin: 'history',
          commit: { id: 'c', date: 'd', subject: 's' },
        },
      ],
    },
    { file: 't.jsonl', line: 1 },
  );
  assert.equal(ok.context, 'import math\n');
  assert.deepEqual(ok.source, { path: 'a.py', line: 3, commit: null });
  assert.equal(ok.distractors![0].origin, 'history');
  assert.throws(
    () =>
      validateTask(
        { ...base, source: { path: 'a.py', line: 0, commit: null } },
        { file: 't.jsonl', line: 4 },
      ),
    (e: { format(): string }) =>
      /t\.jsonl:4: field "source\.line": expected a positive integer/.test(e.format()),
  );
  assert.throws(
    () =>
      validateTask(
        { ...base, distractors: [{ code: 'x', bug_type: 'history', origin: 'git' }] },
        { file: 't.jsonl', line: 5 },
      ),
    (e: { format(): string }) => /field "distractors\[0\]\.origin": unknown origin/.test(e.format()),
  );
});
