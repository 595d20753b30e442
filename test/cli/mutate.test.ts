import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/cli.js';
import { OPERATORS } from '../../src/mutate/index.js';
import { mutateFile } from '../../src/mutate/run.js';

const TASKS = 'test/fixtures/mutate/tasks.jsonl';
const dir = mkdtempSync(join(tmpdir(), 'execret-mutate-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

const rowsOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

test('mutate --list-ops: every operator with bug type, description and example; --json too', () => {
  const r = runCli(['mutate', '--list-ops']);
  assert.equal(r.status, 0, r.stderr);
  for (const op of OPERATORS) assert.match(r.stdout, new RegExp(`^${op.id} +${op.bugType} `, 'm'));
  assert.match(r.stdout, /e\.g\. ok = a < b {2}-> {2}ok = a <= b/);
  const j = runCli(['mutate', '--list-ops', '--json']);
  assert.equal(j.status, 0);
  const doc = JSON.parse(j.stdout);
  assert.equal(doc.operators.length, OPERATORS.length);
  assert.deepEqual(Object.keys(doc.operators[0]), [
    'id',
    'bug_type',
    'description',
    'example',
    'languages',
    'generation',
  ]);
});

test('mutate <tasks> --out --per-task --json: rows in the contract format, summary on stderr and stdout', () => {
  const out = join(dir, 'sub', 'm.jsonl');
  const r = runCli(['mutate', TASKS, '--out', out, '--per-task', '4', '--seed', '3', '--json']);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout);
  assert.equal(doc.tasks, 22);
  assert.equal(doc.seed, 3);
  assert.equal(doc.perTask, 4);
  assert.deepEqual(doc.tasksBelowMin, []);
  assert.match(r.stderr, /mutate: \d+ mutants from 22 tasks/);
  assert.match(r.stderr, /off_by_one_boundary +\d+/);
  const rows = rowsOf(out);
  assert.equal(rows.length, doc.mutants);
  assert.equal(rows.length, 22 * 4);
  for (const row of rows) {
    assert.deepEqual(Object.keys(row), ['task', 'id', 'bug_type', 'operator', 'code', 'edits']);
    assert.deepEqual(Object.keys(row.edits[0]), ['start', 'end', 'original', 'replacement', 'line']);
  }
  assert.equal(
    Object.values(doc.byBugType as Record<string, number>).reduce((a, b) => a + b, 0),
    rows.length,
  );
});

test('mutateFile (the library behind the command): same seed, byte-identical file; a new seed picks differently', async () => {
  const once = join(dir, 'once.jsonl');
  const again = join(dir, 'again.jsonl');
  const other = join(dir, 'other.jsonl');
  const a = await mutateFile({ tasksFile: TASKS, out: once, perTask: 4, seed: 3 });
  await mutateFile({ tasksFile: TASKS, out: again, perTask: 4, seed: 3 });
  await mutateFile({ tasksFile: TASKS, out: other, perTask: 4, seed: 4 });
  assert.equal(readFileSync(again, 'utf8'), readFileSync(once, 'utf8'));
  assert.notEqual(readFileSync(other, 'utf8'), readFileSync(once, 'utf8'));
  assert.equal(a.mutants, 22 * 4);
  const st = join(dir, 'stack.jsonl');
  const s = await mutateFile({ tasksFile: TASKS, out: st, stack: 3, perTask: 2, seed: 1 });
  const rows = rowsOf(st);
  assert.equal(rows.length, s.mutants);
  assert.ok(rows.length > 30);
  assert.ok(rows.every((x) => x.bug_type === 'stacked' && x.edits.length === 3));
  assert.deepEqual(s.byBugType, { stacked: rows.length });
});

test('mutate --ops by id or bug type, and --stack', () => {
  const out = join(dir, 'ops.jsonl');
  const r = runCli(['mutate', TASKS, '--out', out, '--ops', 'wrong_comparison,min-max']);
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual([...new Set(rowsOf(out).map((x) => x.operator))].sort(), [
    'comparison-operator',
    'min-max',
  ]);
  const st = join(dir, 'stack.jsonl');
  const s = runCli(['mutate', TASKS, '--out', st, '--stack', '3', '--per-task', '2', '--json']);
  assert.equal(s.status, 0, s.stderr);
  const rows = rowsOf(st);
  assert.ok(rows.length > 30);
  assert.ok(rows.every((x) => x.bug_type === 'stacked' && x.edits.length === 3));
});

test('mutate usage errors exit 2 with one clear line: unknown op (did you mean), missing --out, bad --stack', () => {
  const bad = runCli(['mutate', TASKS, '--out', join(dir, 'x.jsonl'), '--ops', 'comparision-operator']);
  assert.equal(bad.status, 2);
  assert.match(
    bad.stderr,
    /unknown mutation operator "comparision-operator" \(did you mean "comparison-operator"\?\)/,
  );
  assert.doesNotMatch(bad.stderr, /at .*\.ts:\d+/);
  const noOut = runCli(['mutate', TASKS]);
  assert.equal(noOut.status, 2);
  assert.match(noOut.stderr, /--out/);
  const stack = runCli(['mutate', TASKS, '--out', join(dir, 'y.jsonl'), '--stack', '7']);
  assert.equal(stack.status, 2);
  assert.match(stack.stderr, /--stack: expected an integer in \[2, 4\]/);
});
