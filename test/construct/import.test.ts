import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importTasks } from '../../src/tasks/import/index.js';
import { loadTasks } from '../../src/tasks/load.js';
import { runCli } from '../helpers/cli.js';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'import');
const dir = mkdtempSync(join(tmpdir(), 'execret-import-'));

test('HumanEval: docstring moves to the query, asserts of check() become tests', async () => {
  const out = join(dir, 'he.jsonl');
  assert.deepEqual(await importTasks('humaneval', join(FIX, 'humaneval.jsonl'), out), { tasks: 2, out });
  const [a, b] = loadTasks(out);
  assert.equal(a.id, 'HumanEval_900');
  assert.equal(a.query, 'Add up the even numbers of a list.\n>>> sum_of_evens([1, 2, 3, 4])\n6');
  assert.ok(!a.code.includes('Add up the even'), 'the code does not carry the query text');
  assert.ok(a.code.startsWith('from typing import List\n'));
  assert.match(a.code, /def sum_of_evens\(values: List\[int\]\) -> int:\n {4}total = 0\n/);
  assert.deepEqual(a.tests, [
    'assert candidate([]) == 0',
    'assert candidate([1, 3]) == 0',
    'assert candidate([2, 4, 5]) == 6',
    'assert candidate([-2, 7]) == -2',
  ]);
  assert.match(a.setup!, /^METADATA = \{[\s\S]*\}\ncandidate = sum_of_evens$/);
  // check() has a loop: it stays in the setup and one test calls it
  assert.equal(
    b.query,
    'Return the length of the longest run of one repeated character in s.\nAn empty string gives 0.',
  );
  assert.deepEqual(b.tests, ['check(longest_run)']);
  assert.match(b.setup!, /^def check\(candidate\):/);
  assert.match(b.code, /def helper_unused\(\):/);
});

test('MBPP original and sanitized layouts', async () => {
  const out = join(dir, 'mbpp.jsonl');
  await importTasks('mbpp', join(FIX, 'mbpp.jsonl'), out);
  const [a, b] = loadTasks(out);
  assert.equal(a.id, 'mbpp_9001');
  assert.equal(a.entry_point, 'max_of_three');
  assert.equal(
    a.code,
    'def max_of_three(a, b, c):\n    if a >= b and a >= c:\n        return a\n    if b >= c:\n        return b\n    return c\n',
  );
  assert.equal(a.setup, undefined);
  assert.equal(
    b.entry_point,
    'count_words',
    'the entry point is the function the tests call, not the first def',
  );
  assert.equal(b.setup, 'import math');
  const out2 = join(dir, 'mbpp-s.jsonl');
  await importTasks('mbpp', join(FIX, 'mbpp-sanitized.jsonl'), out2);
  const [c] = loadTasks(out2);
  assert.equal(c.query, 'Write a function that returns the square of n.');
  assert.equal(c.setup, 'import math');
});

test('imported HumanEval tasks pass the gate end to end (build)', async () => {
  const out = join(dir, 'he2.jsonl');
  await importTasks('humaneval', join(FIX, 'humaneval.jsonl'), out);
  const { build } = await import('../../src/construct/index.js');
  const r = await build({
    tasksFile: out,
    outDir: join(dir, 'he-release'),
    cache: false,
    distractors: 2,
    timeoutS: 3,
  });
  assert.equal(r.accepted, 2, JSON.stringify(r.rejected));
  const corpus = readFileSync(join(dir, 'he-release', 'corpus.jsonl'), 'utf8');
  assert.ok(!corpus.includes('Add up the even numbers'));
});

test('execret import: unknown format is a did-you-mean usage error; bad rows name file and line', () => {
  const r = runCli(['import', 'humaneva', join(FIX, 'humaneval.jsonl'), '--out', join(dir, 'x.jsonl')]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /unknown import format "humaneva" \(did you mean "humaneval"\?\)/);
  const r2 = runCli(['import', 'humaneval', join(FIX, 'mbpp.jsonl'), '--out', join(dir, 'y.jsonl')]);
  assert.equal(r2.status, 2);
  assert.match(r2.stderr, /mbpp\.jsonl:1: field "task_id"|mbpp\.jsonl:1: field "prompt"/);
});
