import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../src/construct/index.js';
import { readEdit } from '../../src/construct/edit-kind.js';
import { toJsonl } from '../../src/core/jsonl.js';
import { loadTasks } from '../../src/tasks/load.js';

const CODE = [
  'def clamp_sum(xs, lo, hi):',
  '    if not xs:',
  '        return 0',
  '    total = 0',
  '    for i in range(len(xs)):',
  '        total = total + xs[i]',
  '    if total < lo:',
  '        return lo',
  '    if total > hi:',
  '        return hi',
  '    return total',
  '',
].join('\n');

const TESTS = [
  'assert clamp_sum([], 1, 5) == 0',
  'assert clamp_sum([1, 2], 0, 10) == 3',
  'assert clamp_sum([1, 2, 3], 0, 4) == 4',
  'assert clamp_sum([-5], -1, 3) == -1',
  'assert clamp_sum([2, 2], 4, 4) == 4',
];

const edit = (from: string, to: string) => {
  assert.ok(CODE.includes(from), from);
  return CODE.replace(from, to);
};

test('edit kinds are read from the syntax trees', async () => {
  const kinds = async (from: string, to: string) => (await readEdit(CODE, edit(from, to), 'python')).kinds;
  assert.deepEqual(await kinds('total < lo', 'total <= lo'), ['comparison-boundary']);
  assert.deepEqual(await kinds('total > hi', 'total != hi'), ['comparison']);
  assert.deepEqual(await kinds('total + xs[i]', 'total - xs[i]'), ['operator']);
  assert.deepEqual(await kinds('range(len(xs))', 'range(len(xs) - 1)'), ['plus-minus-one']);
  assert.deepEqual(await kinds('return 0', 'return 1'), ['literal-shift']);
  assert.deepEqual(await kinds('total + xs[i]', 'xs[i] + total'), ['swap']);
  assert.deepEqual(await kinds('    if not xs:\n        return 0\n', ''), ['guard-removal']);
  assert.deepEqual(await kinds('total = 0\n', 'total = 0  # start\n'), []);
  assert.equal((await readEdit(CODE, edit('total = 0\n', 'total = 0  # start\n'), 'python')).identical, true);
  // two edits on two lines: no kind
  assert.deepEqual(await kinds('total < lo:\n        return lo', 'total <= lo:\n        return hi'), []);
});

test('build verifies task-provided distractors, keeps them first, fills with the engine and says what it rejected', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-provided-'));
  const file = join(dir, 'tasks.jsonl');
  const distractors = [
    {
      code: edit('range(len(xs))', 'range(len(xs) - 1)'),
      bug_type: 'off_by_one_boundary',
      origin: 'llm',
      description: 'a',
    },
    { code: edit('total + xs[i]', 'total - xs[i]'), bug_type: 'wrong_operator', origin: 'llm' },
    // a single edit, but a swap is no wrong operator
    { code: edit('total + xs[i]', 'xs[i] + total'), bug_type: 'wrong_operator', origin: 'llm' },
    // passes every test (returning hi when the total equals hi changes nothing)
    { code: edit('total > hi', 'total >= hi'), bug_type: 'wrong_comparison', origin: 'llm' },
    // two edits: not a single edit
    {
      code: edit('total < lo:\n        return lo', 'total <= lo:\n        return hi'),
      bug_type: 'wrong_comparison',
      origin: 'llm',
    },
    { code: 'def clamp_sum(xs, lo, hi:\n    return 0\n', bug_type: 'off_by_one', origin: 'llm' },
    { code: CODE.replace('total = 0', 'total  =  0'), bug_type: 'off_by_one', origin: 'llm' },
    // free-form and history distractors need not be single edits
    {
      code: edit('        return hi\n', '        return hi - 1\n').replace('total < lo', 'total < lo - 1'),
      bug_type: 'free_form',
      origin: 'llm',
    },
    {
      code: 'def clamp_sum(xs, lo, hi):\n    return max(lo, min(hi, sum(xs) + 1))\n',
      bug_type: 'history',
      origin: 'history',
      commit: { id: 'abc123', date: '2024-01-02T03:04:05Z', subject: 'fix clamp' },
    },
    {
      code: edit('    if not xs:\n        return 0\n', ''),
      bug_type: 'remove_edge_case_check',
      origin: 'llm',
    },
  ];
  const task = {
    id: 'clamp_sum',
    language: 'python',
    domain: 'math',
    query: 'Sum a list and clamp the total into [lo, hi]; an empty list sums to 0.',
    entry_point: 'clamp_sum',
    code: CODE,
    tests: TESTS,
    distractors,
    provenance: { model: 'openai:test', prompt_sha256: { task: 'a'.repeat(64) } },
  };
  writeFileSync(file, toJsonl([task]));
  assert.equal(loadTasks(file)[0].distractors!.length, distractors.length);
  const out = join(dir, 'release');
  const r = await build({
    tasksFile: file,
    outDir: out,
    cache: join(dir, 'cache.sqlite'),
    distractors: 6,
    timeoutS: 3,
  });
  assert.equal(r.accepted, 1);
  const codes = r.provided.rejected.map((x) => [x.index, x.code]);
  assert.deepEqual(codes, [
    [2, 'bug-type-unsupported'],
    [3, 'passes'],
    [4, 'not-single-edit'],
    [5, 'unparsable'],
    [6, 'identical'],
  ]);
  assert.deepEqual(r.provided.offered, { history: 1, llm: 9 });
  assert.deepEqual(r.provided.kept, { history: 1, llm: 4 });
  const corpus = readFileSync(join(out, 'corpus.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const ds = corpus.filter((c) => c.kind === 'distractor');
  assert.equal(ds.length, 6);
  // kept first, in the task's order, then one engine mutant (no origin)
  assert.deepEqual(
    ds.map((d) => d.origin ?? 'engine'),
    ['llm', 'llm', 'llm', 'history', 'llm', 'engine'],
  );
  assert.deepEqual(
    ds.slice(0, 5).map((d) => d.bug_type),
    ['off_by_one_boundary', 'wrong_operator', 'free_form', 'history', 'remove_edge_case_check'],
  );
  assert.deepEqual(ds[3].commit, distractors[8].commit);
  assert.equal(ds[0].edits.length, 1);
  assert.equal(ds[0].edits[0].original, '');
  assert.equal(ds[0].edits[0].replacement, ' - 1');
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
  assert.deepEqual(manifest.distractorsPerOrigin, { engine: 1, history: 1, llm: 4 });
  assert.deepEqual(manifest.provenance, {
    models: ['openai:test'],
    prompt_sha256: { task: ['a'.repeat(64)] },
  });
  const report = readFileSync(join(out, 'build-report.md'), 'utf8');
  assert.match(report, /## Task-provided distractors/);
  assert.match(report, /\| clamp_sum \| 3 \| llm \| wrong_comparison \| passes \| passes every test \|/);
  // the release's tasks.jsonl carries the field through
  const released = JSON.parse(readFileSync(join(out, 'tasks.jsonl'), 'utf8').trim());
  assert.equal(released.distractors.length, distractors.length);
});

test('a task file with a bad distractors field is bad input naming the field', () => {
  const dir = mkdtempSync(join(tmpdir(), 'execret-provided-'));
  const file = join(dir, 'tasks.jsonl');
  const base = {
    id: 'a',
    language: 'python',
    query: 'q',
    entry_point: 'f',
    code: 'def f():\n    return 1\n',
    tests: ['assert f() == 1'],
  };
  writeFileSync(
    file,
    toJsonl([{ ...base, distractors: [{ code: 'x', bug_type: 'off_by_one', origin: 'model' }] }]),
  );
  const message = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return (e as { format(): string }).format();
    }
    return '';
  };
  assert.match(
    message(() => loadTasks(file)),
    /:1: field "distractors\[0\]\.origin": unknown origin "model"/,
  );
  writeFileSync(file, toJsonl([{ ...base, provenance: { model: 'm', prompt_sha256: { task: 'xyz' } } }]));
  assert.match(
    message(() => loadTasks(file)),
    /field "provenance\.prompt_sha256\.task"/,
  );
});
