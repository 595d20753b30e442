import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '../../src/execute/index.js';
import { importers, importTasks } from '../../src/tasks/import/index.js';
import { loadTasks } from '../../src/tasks/load.js';
import { runCli } from '../helpers/cli.js';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'import');
const dir = mkdtempSync(join(tmpdir(), 'execret-import-'));
const run = (format: string, file: string, name = `${format}.jsonl`) =>
  importTasks({ format, file: join(FIX, file), out: join(dir, name) });

/** Every imported reference passes its own tests in the sandbox. */
async function referencesPass(file: string): Promise<void> {
  const { summary } = await verify({ tasks: file, cache: false, timeoutS: 5 });
  assert.equal(summary.ok, true, JSON.stringify(summary.failing));
}

test('HumanEval: docstrings (also after an import) become queries, check() splits, odd records are skipped', async () => {
  const s = await run('humaneval', 'humaneval.jsonl');
  assert.equal(s.records, 9);
  assert.equal(s.tasks, 5);
  assert.deepEqual(
    s.skipped.map((x) => [x.line, x.id, x.reason.replace(/ at position \d+/, '')]),
    [
      [3, null, 'invalid JSON: unexpected "g"'],
      [7, 'HumanEval/905', 'no docstring on "nodoc" to use as the query'],
      [8, 'HumanEval/906', 'no test calls the entry point'],
      [9, 'HumanEval/908', 'not a record of this format (missing: canonical_solution, test, entry_point)'],
    ],
  );
  assert.deepEqual(s.droppedTests, { trivial: 3, noCall: 1, duplicate: 1 });
  const tasks = new Map(loadTasks(s.out!).map((t) => [t.id, t]));
  const a = tasks.get('HumanEval_900')!;
  assert.equal(a.query, 'Add up the even numbers of a list.\n>>> sum_of_evens([1, 2, 3, 4])\n6');
  assert.ok(!a.code.includes('Add up the even'), 'the code does not carry the query text');
  assert.deepEqual(a.tests, [
    'assert candidate([]) == 0',
    'assert candidate([1, 3]) == 0',
    'assert candidate([2, 4, 5]) == 6',
    'assert candidate([-2, 7]) == -2',
  ]);
  assert.match(a.setup!, /^METADATA = \{[\s\S]*\}\ncandidate = sum_of_evens$/);
  // HumanEval/115's quirk: `import math` before the docstring; trivial asserts and a bottom check() call go
  const b = tasks.get('HumanEval_902')!;
  assert.match(b.query, /^Count the trips a bucket/);
  assert.equal(
    b.code,
    'def bucket_trips(wells: list, capacity: int) -> int:\n    import math\n    return sum(math.ceil(w / capacity) for w in wells)\n',
  );
  assert.deepEqual(b.tests, [
    'assert candidate([3, 1], 2) == 3, "Error"',
    'assert candidate([], 5) == 0',
    'assert candidate([10],\n                 3) == 4',
  ]);
  assert.equal(b.setup, 'import math\nMETADATA = {}\ncandidate = bucket_trips');
  // asserts on check()'s own variables stay in a reduced check(), run by one test
  const c = tasks.get('HumanEval_903')!;
  assert.deepEqual(c.tests, [
    'assert candidate(0, 1) == 1',
    'assert candidate(5, 7) == 12',
    'check(add_two)',
  ]);
  assert.match(
    c.setup!,
    /def check\(candidate\):\n {4}import random\n[\s\S]*assert candidate\(x, y\) == x \+ y\n/,
  );
  assert.doesNotMatch(c.setup!, /candidate\(0, 1\)/);
  await referencesPass(s.out!);
});

test('HumanEval+: contracts out, base tests from check() or from inputs/results, exact inputs and atol', async () => {
  const s = await run('humaneval-plus', 'humaneval-plus.jsonl');
  assert.equal(s.tasks, 2);
  assert.deepEqual(s.droppedTests, { trivial: 1 });
  assert.deepEqual(s.droppedInputs, { inputTooLong: 1 });
  const [a, b] = loadTasks(s.out!);
  assert.doesNotMatch(a.code, /CONTRACT|isinstance/);
  assert.deepEqual(a.tests, ['assert candidate(123) == 6', 'assert candidate(0) == 0']);
  // integers beyond 2**53 keep every digit; base inputs first, duplicates of them dropped
  assert.deepEqual(a.inputs, [
    '123',
    '0',
    '99999999999999999999999999',
    '7',
    '10000000000000000000000000000000000000001',
  ]);
  assert.equal(a.atol, undefined);
  // a numpy-based check loop becomes plain asserts with the record's tolerance
  assert.deepEqual(b.tests, [
    'assert abs(candidate([1.0, 3.0], 2.0) - 1.0) <= 1.01e-06',
    'assert abs(candidate([0.5], 0.0) - 0.5) <= 5.01e-07',
    'assert abs(candidate([1.0, 2.0, 4.0], 0.1) - 2.2333333333333334) <= 2.24e-06',
  ]);
  assert.equal(b.setup, 'candidate = mean_gap');
  assert.equal(b.atol, 1e-9);
  assert.deepEqual(b.inputs!.slice(3), ['[2.0, 2.0], 1.0', '[1e+300, -1e+300], 0.0']);
  await referencesPass(s.out!);
});

test('MBPP original: \\r\\n and tabs normalised, challenge tests and test_setup_code taken, the untested skipped', async () => {
  const s = await run('mbpp', 'mbpp.jsonl');
  assert.equal(s.tasks, 3);
  assert.deepEqual(
    s.skipped.map((x) => [x.line, x.id, x.reason]),
    [[4, '9004', 'no test calls the entry point']],
  );
  const [a, b, c] = loadTasks(s.out!);
  assert.equal(a.id, 'mbpp_9001');
  assert.equal(
    a.code,
    'def max_of_three(a, b, c):\n    if a >= b and a >= c:\n        return a\n    if b >= c:\n        return b\n    return c\n',
  );
  assert.equal(
    b.entry_point,
    'count_words',
    'the entry point is the function the tests call, not the first def',
  );
  assert.deepEqual(b.tests, [
    "assert count_words('') == 0",
    "assert count_words('a b c') == 3",
    "assert count_words('one') == 1",
  ]);
  assert.equal(b.setup, 'import math');
  // a tab after spaces reads as Python reads it: the next multiple of 8 columns
  assert.equal(
    c.code,
    'def sum_squares(xs):\n    total = 0\n    for x in xs:\n        total += x * x\n    return total\n',
  );
  await referencesPass(s.out!);
});

test('MBPP sanitized: one JSON array, records located by line; prompt and test_imports', async () => {
  const s = await run('mbpp', 'mbpp-sanitized.json', 'san.jsonl');
  assert.equal(s.tasks, 2);
  const [a, b] = loadTasks(s.out!);
  assert.equal(a.query, 'Write a function that returns the square of n.');
  assert.equal(a.setup, 'import math');
  assert.match(b.tests[0], /^assert math\.isclose\(volume_sphere\(10\)/);
  const bad = join(dir, 'bad-array.json');
  writeFileSync(
    bad,
    '[\n {"task_id": 1, "prompt": "p", "code": "def f(x):\\n    return x\\n", "test_list": ["assert f(1) == 1"]},\n {"task_id": 2, "prompt": "q"}\n]\n',
  );
  const r = await importTasks({ format: 'mbpp', file: bad, out: join(dir, 'bad-array.jsonl') });
  assert.deepEqual(
    r.skipped.map((x) => x.line),
    [3],
  );
  await referencesPass(s.out!);
});

test('MBPP+: the docstring prompt without its assert, tuples from JSON lists, Infinity, assertion imports', async () => {
  const s = await run('mbpp-plus', 'mbpp-plus.jsonl');
  assert.equal(s.tasks, 2);
  const [a, b] = loadTasks(s.out!);
  assert.equal(a.id, 'Mbpp_9010');
  assert.equal(a.query, 'Write a function to find the shared elements of two tuples.');
  assert.doesNotMatch(a.code, /CONTRACT/);
  assert.deepEqual(a.inputs, [
    '(3, 4, 5, 6), (5, 7, 4, 10)',
    '(1, 2, 3, 4), (5, 4, 3, 7)',
    '(), (1,)',
    '(1, 1), (1,)',
  ]);
  assert.equal(b.setup, 'import math');
  assert.deepEqual(b.inputs, ['[3, 1]', '[2.5, 7]', "[float('inf'), 1.0]", '[5]']);
  assert.equal(b.code.split('\n')[1], "    best = float('inf')", 'tab indentation becomes spaces');
  await referencesPass(s.out!);
});

test('a gzip-compressed file reads like the plain one', async () => {
  const gz = join(dir, 'he.jsonl.gz');
  writeFileSync(gz, gzipSync(readFileSync(join(FIX, 'humaneval.jsonl'))));
  const s = await importTasks({ format: 'humaneval', file: gz, out: join(dir, 'gz.jsonl') });
  assert.equal(s.tasks, 5);
});

test('execret import: bad files give one clear message each (exit 2); nothing usable is exit 1', () => {
  const out = join(dir, 'cli.jsonl');
  const cli = (format: string, file: string, ...more: string[]) =>
    runCli(['import', format, file, '--out', out, ...more]);
  const help = runCli(['import', '--help']);
  for (const name of Object.keys(importers)) assert.match(help.stdout, new RegExp(`\\b${name}\\b`), name);
  const unknown = cli('humaneva', join(FIX, 'humaneval.jsonl'));
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /unknown import format "humaneva" \(did you mean "humaneval"\?\)/);
  const wrong = cli('humaneval', join(FIX, 'mbpp.jsonl'));
  assert.equal(wrong.status, 2);
  assert.match(
    wrong.stderr,
    /mbpp\.jsonl: not a humaneval file: no record has its fields \(task_id, prompt, canonical_solution, test, entry_point\)/,
  );
  assert.match(wrong.stderr, /hint: the records look like mbpp: execret import mbpp /);
  assert.equal(wrong.stderr.trim().split('\n').length, 2, wrong.stderr);
  const empty = join(dir, 'empty.jsonl');
  writeFileSync(empty, '\n\n');
  const e = cli('mbpp', empty);
  assert.equal(e.status, 2);
  assert.match(e.stderr, /empty\.jsonl: the mbpp file is empty/);
  const garbled = join(dir, 'garbled.jsonl');
  writeFileSync(garbled, 'task_id,text,code\n1,"a",b\n');
  const g = cli('mbpp', garbled);
  assert.equal(g.status, 2);
  assert.match(g.stderr, /garbled\.jsonl: not a JSON Lines file \(no line parses as JSON\): line 1: /);
  const missing = cli('mbpp', join(dir, 'nope.jsonl'));
  assert.equal(missing.status, 2);
  assert.match(missing.stderr, /not found/);
  for (const r of [unknown, wrong, e, g, missing])
    assert.doesNotMatch(r.stderr, /^\s+at /m, 'no stack trace');
  // the right format, but no record becomes a task: exit 1 and nothing written
  const hopeless = join(dir, 'hopeless.jsonl');
  writeFileSync(
    hopeless,
    JSON.stringify({ task_id: 1, text: 't', code: 'def f():\n    return 1\n', test_list: ['assert True'] }) +
      '\n',
  );
  const h = runCli(['import', 'mbpp', hopeless, '--out', join(dir, 'never.jsonl')]);
  assert.equal(h.status, 1);
  assert.ok(!existsSync(join(dir, 'never.jsonl')));
  // skips on stderr as file:line, the summary on stdout; --json is one document with the skips in it
  const ok = cli('humaneval', join(FIX, 'humaneval.jsonl'));
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stderr, /humaneval\.jsonl:7: skipped HumanEval\/905: no docstring/);
  assert.match(
    ok.stdout,
    /^import humaneval: 9 records read, 5 tasks written -> .*, 4 skipped\n {2}tests dropped: 3 x a trivial assert/,
  );
  const j = cli('humaneval', join(FIX, 'humaneval.jsonl'), '--json', '--quiet');
  const doc = JSON.parse(j.stdout);
  assert.equal(doc.tasks, 5);
  assert.deepEqual(doc.skipped[1], {
    file: join(FIX, 'humaneval.jsonl'),
    line: 7,
    id: 'HumanEval/905',
    reason: 'no docstring on "nodoc" to use as the query',
  });
  assert.equal(j.stderr, '');
});

test('imported HumanEval tasks pass the gate end to end (build)', async () => {
  const s = await run('humaneval', 'humaneval.jsonl', 'he-build.jsonl');
  const { build } = await import('../../src/construct/index.js');
  const r = await build({
    tasksFile: s.out!,
    outDir: join(dir, 'he-release'),
    cache: false,
    distractors: 2,
    timeoutS: 3,
  });
  assert.equal(r.accepted, 5, JSON.stringify(r.rejected));
  const corpus = readFileSync(join(dir, 'he-release', 'corpus.jsonl'), 'utf8');
  assert.ok(!corpus.includes('Add up the even numbers'));
});

test('the task schema takes the optional inputs and atol, and names a bad one', async () => {
  const { validateTask } = await import('../../src/tasks/schema.js');
  const { toTaskRecord } = await import('../../src/tasks/load.js');
  const base = {
    id: 't',
    language: 'python',
    query: 'q',
    entry_point: 'f',
    code: 'def f(x):\n    return x\n',
    tests: ['assert f(1) == 1'],
  };
  const t = validateTask({ ...base, inputs: ['1', '[2, 3]'], atol: 1e-9 }, { file: 'x.jsonl', line: 4 });
  assert.deepEqual(toTaskRecord(t).inputs, ['1', '[2, 3]']);
  assert.equal(toTaskRecord(t).atol, 1e-9);
  assert.throws(
    () => validateTask({ ...base, inputs: '1' }, { file: 'x.jsonl', line: 4 }),
    /expected an array of strings/,
  );
  assert.throws(
    () => validateTask({ ...base, inputs: ['1', ''] }, { file: 'x.jsonl', line: 4 }),
    (e: Error & { format(): string }) =>
      /x\.jsonl:4: field "inputs\[1\]": must not be empty/.test(e.format()),
  );
  assert.throws(
    () => validateTask({ ...base, atol: -1 }, { file: 'x.jsonl', line: 4 }),
    /expected a positive number/,
  );
});
