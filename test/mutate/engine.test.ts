import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createRng } from '../../src/core/rng.js';
import type { Mutant, Task } from '../../src/core/types.js';
import { loadParser, syntaxKey, treeHasErrors } from '../../src/lang/parser.js';
import {
  applyEdits,
  CORE_BUG_TYPES,
  mutateTask,
  selectDiverse,
  stackMutants,
  STACKED_BUG_TYPE,
} from '../../src/mutate/index.js';
import { loadTasks } from '../../src/tasks/load.js';
import { REPO_ROOT } from '../helpers/cli.js';

const FIXTURES = join(REPO_ROOT, 'test/fixtures/mutate/tasks.jsonl');
const tasks: Task[] = loadTasks(FIXTURES);
const all = new Map<string, Mutant[]>();
async function mutantsOf(t: Task): Promise<Mutant[]> {
  if (!all.has(t.id)) all.set(t.id, await mutateTask(t));
  return all.get(t.id)!;
}

/** Consistency of one row against its task: edits reproduce the code, `original` matches, parses, differs. */
async function checkRow(task: Task, m: Mutant): Promise<void> {
  const parser = await loadParser('python');
  assert.equal(m.task, task.id);
  assert.equal(applyEdits(task.code, m.edits), m.code, m.id);
  for (const e of m.edits) {
    assert.equal(task.code.slice(e.start, e.end), e.original, m.id);
    assert.equal(e.line, task.code.slice(0, e.start).split('\n').length, m.id);
  }
  const [a, b] = [parser.parse(m.code), parser.parse(task.code)];
  assert.equal(treeHasErrors(a, 'python'), false, m.id);
  assert.notEqual(syntaxKey(a), syntaxKey(b), m.id);
  a.delete();
  b.delete();
}

test('property: every fixture mutant is one edit that reproduces its code, parses and differs', async () => {
  let n = 0;
  for (const t of tasks) {
    const ms = await mutantsOf(t);
    assert.equal(new Set(ms.map((m) => m.code)).size, ms.length, `${t.id}: codes are unique`);
    assert.equal(new Set(ms.map((m) => m.id)).size, ms.length);
    for (const m of ms) {
      assert.equal(m.edits.length, 1);
      assert.match(m.id, new RegExp(`^${t.id}__m\\d{3,}$`));
      await checkRow(t, m);
      n++;
    }
  }
  assert.ok(n > 300, `${n} mutants`);
});

test('coverage on the fixtures: all six bug types occur, >= 95% of tasks have >= 4 candidates', async () => {
  const types = new Set<string>();
  let enough = 0;
  for (const t of tasks) {
    const ms = await mutantsOf(t);
    ms.forEach((m) => types.add(m.bug_type));
    if (ms.length >= 4) enough++;
  }
  for (const bt of CORE_BUG_TYPES) assert.ok(types.has(bt), bt);
  assert.ok(enough / tasks.length >= 0.95, `${enough}/${tasks.length}`);
});

test('every fixture mutant compiles under CPython, and its AST differs from the reference', async () => {
  const rows: { ref: string; code: string; id: string }[] = [];
  for (const t of tasks)
    for (const m of await mutantsOf(t)) rows.push({ ref: t.code, code: m.code, id: m.id });
  const script =
    'import ast, json, sys\nbad = []\nfor r in json.load(sys.stdin):\n' +
    '    try:\n        a = ast.dump(ast.parse(r["code"]))\n    except SyntaxError as e:\n        bad.append([r["id"], str(e)]); continue\n' +
    '    if a == ast.dump(ast.parse(r["ref"])): bad.append([r["id"], "same AST"])\nprint(json.dumps(bad))\n';
  const p = spawnSync('/usr/bin/python3', ['-I', '-c', script], {
    input: JSON.stringify(rows),
    encoding: 'utf8',
  });
  assert.equal(p.status, 0, p.stderr);
  assert.deepEqual(JSON.parse(p.stdout), []);
});

test('determinism: the same task gives identical mutants; ids stay put when --ops narrows the list', async () => {
  const t = tasks.find((x) => x.id === 'merge_sorted')!;
  const a = await mutateTask(t);
  const b = await mutateTask({ ...t });
  assert.deepEqual(a, b);
  const some = await mutateTask(t, { ops: ['comparison-operator', 'off_by_one_boundary'] });
  assert.ok(some.length > 0);
  const byCode = new Map(a.map((m) => [m.code, m.id]));
  for (const m of some) {
    assert.ok(
      ['comparison-operator', 'range-bound', 'slice-bound', 'len-boundary', 'loop-bound-comparison'].includes(
        m.operator,
      ),
    );
    assert.equal(m.id, byCode.get(m.code));
  }
  await assert.rejects(
    mutateTask(t, { ops: ['comparision-operator'] }),
    /did you mean "comparison-operator"/,
  );
});

test('non-ASCII code: offsets are string indices and edits avoid the strings', async () => {
  const t: Task = {
    id: 'greet',
    language: 'python',
    domain: 'strings',
    query: 'q',
    entry_point: 'greet',
    code: 'def greet(names, n):\n    """Grüße 😀 for the first n < 3 names."""\n    out = ["¡hola!"]\n    for i in range(n):  # ünïcode\n        out.append("😀" + names[i])\n    return out\n',
    tests: ['assert greet(["a"], 1) == ["¡hola!", "😀a"]'],
  };
  const ms = await mutateTask(t);
  assert.ok(ms.some((m) => m.operator === 'range-bound' && m.code.includes('range(n + 1)')));
  for (const m of ms) {
    await checkRow(t, m);
    // each string and comment survives intact, unless the edit removes it whole
    for (const lit of ['"""Grüße 😀 for the first n < 3 names."""', '"¡hola!"', '# ünïcode', '"😀"']) {
      assert.ok(
        m.code.includes(lit) || m.edits[0].original.includes(lit),
        `${lit}: ${JSON.stringify(m.edits[0])}`,
      );
    }
  }
  const idx = ms.find((m) => m.operator === 'index-shift')!;
  assert.equal(idx.edits[0].start, t.code.indexOf('[i]') + 1);
  assert.equal(idx.edits[0].line, 5);
});

test('a task whose code does not parse is an input error', async () => {
  const t: Task = { ...tasks[0], id: 'broken', code: 'def f(:\n    return 1\n' };
  await assert.rejects(
    mutateTask(t),
    (e: Error & { code?: string }) => e.code === 'E_INPUT' && /syntax errors/.test(e.message),
  );
});

test('selectDiverse: seeded, spread over bug types first, then over lines, in input order', async () => {
  for (const t of tasks) {
    const ms = await mutantsOf(t);
    const pick = selectDiverse(ms, 4, createRng(7).fork(t.id));
    assert.equal(pick.length, Math.min(4, ms.length));
    assert.deepEqual(pick, selectDiverse(ms, 4, createRng(7).fork(t.id)));
    assert.deepEqual(
      pick.map((m) => ms.indexOf(m)),
      pick.map((m) => ms.indexOf(m)).sort((x, y) => x - y),
    );
    const types = new Set(ms.map((m) => m.bug_type));
    const core = [...types].filter((x) => (CORE_BUG_TYPES as readonly string[]).includes(x));
    const picked = new Set(pick.map((m) => m.bug_type));
    assert.equal(picked.size, Math.min(4, types.size), t.id);
    assert.ok(pick.filter((m) => core.includes(m.bug_type)).length >= Math.min(4, core.length), t.id);
  }
  // within one bug type, lines are spread before any line repeats
  const ms = (await mutantsOf(tasks.find((x) => x.id === 'merge_sorted')!)).filter(
    (m) => m.bug_type === 'wrong_comparison',
  );
  const lines = new Set(ms.map((m) => m.edits[0].line));
  const pick = selectDiverse(ms, lines.size, createRng(1));
  assert.equal(new Set(pick.map((m) => m.edits[0].line)).size, lines.size);
  assert.deepEqual(selectDiverse(ms, 100, createRng(1)), ms);
});

test('stackMutants: k line-disjoint edits, all listed, reproduce the code and re-parse', async () => {
  for (const k of [2, 3, 4]) {
    let made = 0;
    for (const t of tasks) {
      const cands = await mutantsOf(t);
      const st = await stackMutants(t, cands, k, 3, createRng(11).fork(t.id));
      assert.deepEqual(st, await stackMutants(t, cands, k, 3, createRng(11).fork(t.id)));
      const singles = new Set(cands.map((m) => m.code));
      for (const [i, m] of st.entries()) {
        made++;
        assert.equal(m.bug_type, STACKED_BUG_TYPE);
        assert.equal(m.id, `${t.id}__s${String(i + 1).padStart(3, '0')}`);
        assert.equal(m.edits.length, k);
        assert.equal(m.operator.split('+').length, k);
        assert.ok(
          m.edits.every((e, j) => j === 0 || m.edits[j - 1].line < e.line),
          'source order, distinct lines',
        );
        assert.ok(!singles.has(m.code));
        await checkRow(t, m);
      }
    }
    assert.ok(made > 20, `k=${k}: ${made}`);
  }
});

test('applyEdits: any order, rejects overlaps and mismatched originals', () => {
  const code = 'abcdef';
  assert.equal(
    applyEdits(code, [
      { start: 4, end: 5, replacement: 'E' },
      { start: 0, end: 1, replacement: 'AA' },
      { start: 2, end: 2, replacement: '+' },
    ]),
    'AAb+cdEf',
  );
  assert.throws(
    () =>
      applyEdits(code, [
        { start: 0, end: 3, replacement: '' },
        { start: 2, end: 4, replacement: '' },
      ]),
    /overlap/,
  );
  assert.throws(
    () => applyEdits(code, [{ start: 0, end: 1, original: 'x', replacement: 'y', line: 1 }]),
    /original/,
  );
});
