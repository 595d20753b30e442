import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isExecretError } from '../../src/core/errors.js';
import type { Task } from '../../src/core/types.js';
import { importTasks } from '../../src/tasks/import/index.js';
import { loadTasks } from '../../src/tasks/load.js';
import { runCli } from '../helpers/cli.js';
import { humanEvalXShape, multiplEShape } from '../helpers/js-dataset-shapes.js';

const FIX = join(import.meta.dirname, '..', 'fixtures', 'import');
const dir = mkdtempSync(join(tmpdir(), 'execret-import-js-'));
const byId = (file: string) => new Map(loadTasks(file).map((t) => [t.id, t as Task]));

test('HumanEval-X: the prompt opens the entry point, its comment is the query, console.asserts split, odd records skipped', async () => {
  const s = await importTasks({
    format: 'humaneval-x',
    file: join(FIX, 'humaneval-x.jsonl'),
    out: join(dir, 'hx.jsonl'),
  });
  assert.equal(s.records, 7);
  assert.equal(s.tasks, 3);
  assert.deepEqual(
    s.skipped.map((x) => [x.line, x.id, x.reason.replace(/ at position \d+/, '')]),
    [
      [4, null, 'invalid JSON: unexpected end'],
      [5, 'CPP/0', "a CPP record: execret imports HumanEval-X's JavaScript file"],
      [6, 'JavaScript/903', 'no comment on "noComment" to use as the query'],
      [7, 'JavaScript/904', 'no test calls "twice"'],
    ],
  );
  // console.assert(true, ...), the misplaced parenthesis, a repeated assert, an assert on Math.max alone
  assert.deepEqual(s.droppedTests, { trivial: 2, duplicate: 1, noCall: 1 });
  const tasks = byId(s.out!);
  const a = tasks.get('JavaScript_900')!;
  assert.equal(a.entry_point, 'runningTotals');
  assert.equal(
    a.query,
    'Return the running totals of a list of numbers.\n>>> runningTotals([1, 2, 3])\n[1, 3, 6]',
  );
  assert.ok(a.code.startsWith('const runningTotals = (nums) => {\n') && !a.code.includes('/*'));
  assert.deepEqual(a.tests, [
    'console.assert(JSON.stringify(runningTotals([])) === JSON.stringify([]))',
    'console.assert(\n  JSON.stringify(runningTotals([1, 2, 3])) === JSON.stringify([1, 3, 6])\n)',
    'console.assert(JSON.stringify(runningTotals([5, -5])) === JSON.stringify([5, 0]))',
  ]);
  assert.equal(a.setup, undefined, 'the call of the test function is not kept');
  // a helper before the entry point keeps its own comment; a test function never called is still harvested; the
  // loop over local cases stays a reduced test function, run by one test
  const b = tasks.get('JavaScript_901')!;
  assert.equal(b.entry_point, 'shortestPalindrome');
  assert.ok(b.code.startsWith('/* Tell whether a string reads the same backwards. */\nconst isMirror'));
  assert.deepEqual(b.tests, [
    "console.assert(shortestPalindrome('') === '')",
    "console.assert(shortestPalindrome('x') === 'x')",
    'testShortestPalindrome();',
  ]);
  assert.match(b.setup!, /^const testShortestPalindrome = \(\) => \{\n {2}const cases = /);
  assert.doesNotMatch(b.setup!, /shortestPalindrome\(''\)/);
  assert.deepEqual(tasks.get('JavaScript_902')!.tests, ["console.assert(dropChars('aaa', 'a') === '')"]);
});

test('MultiPL-E: solutions from a companion file or the record, the candidate alias in the setup, ids that say the language', async () => {
  const s = await importTasks({
    format: 'multipl-e',
    file: join(FIX, 'multipl-e-js.jsonl'),
    out: join(dir, 'me.jsonl'),
    solutions: join(FIX, 'multipl-e-js-solutions.jsonl'),
  });
  assert.deepEqual(s.solutions, { file: join(FIX, 'multipl-e-js-solutions.jsonl'), entries: 2 });
  assert.deepEqual(
    s.skipped.map((x) => [x.line, x.reason]),
    [
      [3, 'no solution (a prompts file has none: add a "solution" field or give --solutions FILE)'],
      [4, `language "py": execret imports MultiPL-E's js and ts files`],
    ],
  );
  const tasks = byId(s.out!);
  const t = tasks.get('js.HumanEval_900_count_vowels')!;
  assert.equal(t.domain, 'humaneval');
  assert.equal(t.entry_point, 'count_vowels');
  assert.equal(
    t.query,
    'Count the vowels (a, e, i, o, u, either case) of a string.\n>>> count_vowels("Apple")\n2',
  );
  assert.equal(t.setup, 'let candidate = count_vowels;');
  assert.deepEqual(t.tests.slice(0, 2), [
    'assert.deepEqual(candidate(""),0);',
    'assert.deepEqual(candidate("Apple"),2);',
  ]);
  assert.equal(
    tasks.get('js.mbpp_901_pair_sums')!.domain,
    'mbpp',
    'a "completion" field serves as the solution',
  );
});

test('MultiPL-E TypeScript: typed prompt, `declare var require` dropped with the assert import, a solution field', async () => {
  const s = await importTasks({
    format: 'multipl-e',
    file: join(FIX, 'multipl-e-ts.jsonl'),
    out: join(dir, 'me-ts.jsonl'),
  });
  assert.equal(s.tasks, 1);
  const t = byId(s.out!).get('ts.HumanEval_900_count_vowels')!;
  assert.equal(t.language, 'typescript');
  assert.ok(t.code.startsWith('function count_vowels(s: string): number {\n  let n: number = 0;'));
  assert.equal(t.setup, 'let candidate = count_vowels;');
  assert.equal(t.tests.length, 2);
});

test('--solutions: only for formats that take it; a bad line stops the import naming file and line', async () => {
  await assert.rejects(
    importTasks({
      format: 'humaneval-x',
      file: join(FIX, 'humaneval-x.jsonl'),
      out: join(dir, 'x.jsonl'),
      solutions: 'x',
    }),
    (e: unknown) =>
      isExecretError(e) && /--solutions applies to multipl-e only, not humaneval-x/.test(e.message),
  );
  const bad = join(dir, 'bad-solutions.jsonl');
  writeFileSync(bad, '{"name": "a", "solution": "}"}\n{"name": "b"}\n');
  const r = runCli([
    'import',
    'multipl-e',
    join(FIX, 'multipl-e-js.jsonl'),
    '--solutions',
    bad,
    '--out',
    join(dir, 'y.jsonl'),
  ]);
  assert.equal(r.status, 2);
  assert.match(
    r.stderr,
    /bad-solutions\.jsonl:2: field "solution": expected a string "solution" \(or "completion"\)/,
  );
});

test('the wrong importer for a file says which one it looks like (exit 2)', () => {
  const r = runCli(['import', 'humaneval', join(FIX, 'humaneval-x.jsonl'), '--out', join(dir, 'z.jsonl')]);
  assert.equal(r.status, 2);
  assert.match(r.stderr, /not a humaneval file/);
  assert.match(r.stderr, /execret import humaneval-x/);
  const m = runCli(['import', 'multipl-e', join(FIX, 'humaneval.jsonl'), '--out', join(dir, 'z.jsonl')]);
  assert.equal(m.status, 2);
  assert.match(m.stderr, /not a multipl-e file/);
});

test('files of the real shapes (60 and 20 records): every HumanEval-X record imports, quirks included; MultiPL-E skips the records without a solution', async () => {
  const tasks = loadTasks(join(import.meta.dirname, '..', '..', 'data', 'tasks.jsonl'));
  const hx = await humanEvalXShape(tasks, { seed: 3, records: 60 });
  writeFileSync(join(dir, 'humaneval_js.jsonl.gz'), hx.gz);
  const s = await importTasks({
    format: 'humaneval-x',
    file: join(dir, 'humaneval_js.jsonl.gz'),
    out: join(dir, 'hx164.jsonl'),
  });
  assert.equal(s.records, 60);
  assert.equal(s.tasks, 60);
  assert.equal(s.droppedTests.trivial, hx.quirks.trueAsserts + 3 + hx.quirks.typo); // three modules have two
  const imported = loadTasks(s.out!);
  assert.equal(imported.filter((t) => t.tests.some((x) => /^test\w+\(\);$/.test(x))).length, hx.quirks.loops);
  for (const language of ['js', 'ts'] as const) {
    const m = await multiplEShape(tasks, { seed: 3, language, records: 20 });
    writeFileSync(join(dir, `p-${language}.jsonl`), m.prompts);
    writeFileSync(join(dir, `s-${language}.jsonl`), m.solutions);
    const r = await importTasks({
      format: 'multipl-e',
      file: join(dir, `p-${language}.jsonl`),
      out: join(dir, `m-${language}.jsonl`),
      solutions: join(dir, `s-${language}.jsonl`),
    });
    assert.equal(r.tasks, 20 - m.withoutSolution, language);
    assert.ok(
      r.skipped.every((x) => x.reason.startsWith('no solution')),
      language,
    );
  }
});
