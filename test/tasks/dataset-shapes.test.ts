import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importTasks } from '../../src/tasks/import/index.js';
import { loadTasks, toTaskRecord } from '../../src/tasks/load.js';
import { humanEvalShapes, mbppShapes, oneLinerValues } from '../helpers/dataset-shapes.js';
import { REPO_ROOT } from '../helpers/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'execret-shapes-'));
const tasks = loadTasks(join(REPO_ROOT, 'data/tasks.jsonl')).map(toTaskRecord);
const values = oneLinerValues();

async function imported(format: string, name: string, text: string) {
  writeFileSync(join(dir, name), text);
  return importTasks({ format, file: join(dir, name), out: join(dir, `${name}.tasks.jsonl`) });
}

test('HumanEval- and HumanEval+-shaped files of the real size import whole, their quirks counted', async () => {
  const he = await humanEvalShapes(tasks, { seed: 2, oneLinerValues: values });
  assert.match(he.humaneval, /^\{"task_id": "HumanEval\/0", "prompt": /);
  const a = await imported('humaneval', 'HumanEval.jsonl', he.humaneval);
  assert.deepEqual([a.records, a.tasks, a.skipped.length], [164, 164, 0], JSON.stringify(a.skipped));
  assert.equal(a.droppedTests.trivial, 21, "14 records with `assert True, '...'`, 7 of them twice");
  const t115 = loadTasks(a.out!).find((t) => t.id === 'HumanEval_115')!;
  assert.match(
    t115.code,
    /^def \w+\(.*\):\n {4}import math\n/,
    'the docstring after the import became the query',
  );
  assert.ok(!/"""/.test(t115.code));
  const p = await imported('humaneval-plus', 'HumanEvalPlus.jsonl', he.plus);
  assert.deepEqual([p.records, p.tasks], [164, 164]);
  assert.ok((p.droppedInputs.inputTooLong ?? 0) > 0, 'some EvalPlus inputs are huge');
  assert.ok(loadTasks(p.out!).every((t) => !t.code.includes('$_CONTRACT_$')));
});

test('MBPP-, sanitized- and MBPP+-shaped files of the real size import whole', async () => {
  const mb = await mbppShapes(tasks, { seed: 2, oneLinerValues: values });
  assert.ok(mb.mbpp.includes('\\r\\n'), 'code with \\r\\n');
  const a = await imported('mbpp', 'mbpp.jsonl', mb.mbpp);
  assert.deepEqual(
    [a.records, a.tasks, a.skipped.length],
    [974, 974, 0],
    JSON.stringify(a.skipped.slice(0, 3)),
  );
  const out = loadTasks(a.out!);
  assert.ok(out.every((t) => !t.code.includes('\r') && !/^\t/m.test(t.code)));
  assert.ok(out.every((t) => t.tests.length >= 3));
  // names bound by two records' code (an entry point or a helper): MBPP has 82 such collisions
  const byName = new Map<string, number>();
  for (const t of out)
    for (const m of t.code.matchAll(/^def (\w+)/gm)) byName.set(m[1], (byName.get(m[1]) ?? 0) + 1);
  assert.equal([...byName.values()].filter((n) => n > 1).length, 82);
  const s = await imported('mbpp', 'sanitized-mbpp.json', mb.sanitized);
  assert.deepEqual([s.records, s.tasks], [427, 427]);
  const p = await imported('mbpp-plus', 'MbppPlus.jsonl', mb.plus);
  assert.deepEqual([p.records, p.tasks], [378, 378]);
  const withInputs = loadTasks(p.out!).filter((t) => t.inputs && t.inputs.length >= 1).length;
  assert.ok(
    withInputs >= 0.9 * 378,
    `${withInputs} of 378 with inputs (the others' asserts have no literal arguments)`,
  );
});
