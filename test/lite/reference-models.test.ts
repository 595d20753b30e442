import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ExecretError } from '../../src/core/errors.js';
import { writeFamilyTable } from '../../src/lite/formats/family-table.js';
import { writeFullScoreTable } from '../../src/lite/formats/full-score-table.js';
import { writeItemTable } from '../../src/lite/formats/item-table.js';
import { readMtebResults } from '../../src/lite/formats/mteb-results.js';
import { formatOutcomeTable } from '../../src/lite/formats/outcome-table.js';
import { loadOutcomeMatrix } from '../../src/lite/formats/load-tables.js';
import { fullTaskScores, taskPools } from '../../src/lite/estimation/per-task.js';
import { chooseReferenceModels, keptRanks } from '../../src/lite/selection/reference-models.js';
import { selectConfig } from '../../src/lite/selection/fit-config.js';
import { syntheticMatrix } from '../helpers/lite-synthetic.js';
import { validate } from '../../src/lite/validation/protocols.js';
import { runCli } from '../helpers/cli.js';

const MTEB = new URL('./fixtures/mteb-results/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'execret-lite-ref-models-'));

function inputErr(fn: () => unknown, re: RegExp): void {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ExecretError, String(e));
    assert.equal(e.exitCode, 2);
    assert.match(e.format(), re);
    return;
  }
  assert.fail('expected an error');
}

test('thinning keeps ranks 0, the median and n - 1', () => {
  assert.deepEqual(keptRanks(3, 3), [0, 1, 2]);
  assert.deepEqual(keptRanks(4, 3), [0, 1, 3]);
  assert.deepEqual(keptRanks(5, 3), [0, 2, 4]);
  assert.deepEqual(keptRanks(6, 3), [0, 2, 5]);
  assert.deepEqual(keptRanks(6, 0), [0, 1, 2, 3, 4, 5]);
  assert.deepEqual(keptRanks(6, 1), [2]);
});

/** 8 models: family V has 5 (thinned to best, median, worst), family W has 2, one of them public. */
function eightModels() {
  const mx = syntheticMatrix({ items: 300, models: 8, seed: 3, tasks: 3 });
  mx.families = ['V', 'V', 'V', 'V', 'V', 'W', 'W', 'X'];
  mx.modelTypes = ['', '', '', '', '', 'public', '', ''];
  return mx;
}

test('the reference set: thinning to best, median and worst by full score; public models are their own family', () => {
  const mx = eightModels();
  const full = fullTaskScores(mx, taskPools(mx));
  const score = (j: number) => (full[j] + full[8 + j] + full[16 + j]) / 3;
  const byScore = [0, 1, 2, 3, 4].sort((a, b) => score(b) - score(a));
  const ref = chooseReferenceModels(mx);
  const kept = new Set([byScore[0], byScore[2], byScore[4]].map((j) => mx.models[j]));
  for (let j = 0; j < 5; j++) {
    const r = ref.models[j];
    assert.equal(r.used, kept.has(r.name), r.name);
    if (!r.used) assert.match(r.role, /^not used: thinned \(family V has 5 models; kept by full score: /);
  }
  assert.equal(ref.models[5].family, mx.models[5], 'public: its own family');
  assert.deepEqual(
    ref.mx.models,
    mx.models.filter((name) => !ref.models.find((r) => r.name === name)!.role.startsWith('not used')),
  );
  assert.equal(ref.mx.models.length, 6);
  assert.deepEqual(ref.mx.families.slice(3), [mx.models[5], 'W', 'X']);
  // 0 keeps every model
  assert.equal(chooseReferenceModels(mx, { maxPerFamily: 0 }).mx.models.length, 8);
});

test('partial coverage: a model enters a task only where it has a full score', () => {
  const mx = eightModels();
  const m = mx.models.length;
  // model 7 was not evaluated on task-2 (no outcomes, no score); model 6 has outcomes but no full score on task-0
  for (let i = 0; i < mx.items.length; i++) if (mx.itemTask[i] === 2) mx.values[i * m + 7] = NaN;
  mx.fullScores = fullTaskScores({ ...mx, fullScores: null }, taskPools(mx));
  mx.fullScores[0 * m + 6] = NaN;
  const ref = chooseReferenceModels(mx, { maxPerFamily: 0 });
  assert.equal(ref.models[7].role, 'selection (no score on: task-2)');
  assert.equal(ref.models[6].role, 'selection (no score on: task-0)');
  const cfg = selectConfig(ref.mx, { k: 20, variant: { selection: 'anchor', estimator: 'gp' } });
  assert.deepEqual(
    cfg.tasks.map((t) => t.calibration.gp.n),
    [7, 8, 7],
  );
  const rep = validate(ref.mx, { k: 20, randomDraws: 2, protocols: ['distinct'] });
  const d = rep.protocols.distinct!;
  // the benchmark figures count the models with a score on every task
  assert.equal(d.chosen.n, 6);
  assert.equal(d.random.n, 6);
  assert.ok(Number.isFinite(d.chosen.mae));
});

test('outcome and full-score tables: an empty cell is no score; a model with part of a task is an error', () => {
  const mx = syntheticMatrix({ items: 60, models: 5, seed: 1, tasks: 2 });
  const m = mx.models.length;
  for (let i = 0; i < 60; i++) if (mx.itemTask[i] === 1) mx.values[i * m + 4] = NaN;
  const outcomes = join(dir, 'o.csv');
  writeFileSync(outcomes, formatOutcomeTable(mx));
  assert.match(readFileSync(outcomes, 'utf8').split('\n')[40], /,$/);
  const items = join(dir, 'items.csv');
  writeItemTable(
    items,
    mx.items.map((item, i) => ({ item, task: mx.tasks[mx.itemTask[i]] })),
  );
  const full = join(dir, 'full.csv');
  writeFullScoreTable(full, mx.tasks, mx.models, fullTaskScores(mx, taskPools(mx)));
  assert.match(readFileSync(full, 'utf8'), /model-04,[\d.]+,\n/);
  const back = loadOutcomeMatrix({ outcomes, items, fullScores: full });
  assert.ok(Number.isNaN(back.fullScores![1 * m + 4]));
  assert.ok(Number.isNaN(back.values[59 * m + 4]));
  // a hole inside a task the model was evaluated on
  const text = readFileSync(outcomes, 'utf8').split('\n');
  text[3] = text[3].replace(/,[^,]*$/, ',');
  writeFileSync(join(dir, 'hole.csv'), text.join('\n'));
  inputErr(
    () => loadOutcomeMatrix({ outcomes: join(dir, 'hole.csv'), items }),
    /hole\.csv: model "model-04" has outcomes on 29 of the 30 items of task "task-0" \(none for "item-02"\)/,
  );
});

test('mteb results as full scores: main_score averaged over the split’s subsets, per model and revision', () => {
  const tasks = ['TaskA', 'TaskB'];
  const models = ['org/model-a', 'org__model-b', 'model-c@r2', 'nobody'];
  const r = readMtebResults(MTEB, tasks, models, () => 'test');
  const m = models.length;
  const at = (t: number, j: number) => r.scores[t * m + j];
  assert.ok(Math.abs(at(0, 0) - 0.6) < 1e-12, 'mean of the en (0.5) and de (0.7) subsets');
  assert.equal(at(1, 0), 0.61);
  assert.equal(at(0, 1), 0.42, 'named by its folder (no model_meta.json)');
  assert.ok(Number.isNaN(at(1, 1)), 'its TaskB has only a dev split');
  assert.ok(Math.abs(at(0, 2) - 0.3) < 1e-12, 'revision r2: mean of 0.25 and 0.35');
  assert.ok(Number.isNaN(at(1, 2)), 'no TaskB file');
  assert.ok(Number.isNaN(at(0, 3)) && Number.isNaN(at(1, 3)));
  assert.equal(r.notes.length, 2);
  assert.match(r.notes.join('\n'), /org__model-b: .*TaskB\.json has no "test" split: no score on TaskB/);
  assert.match(r.notes.join('\n'), /nobody: no folder in .*results: no full score on any task/);
  // the dev split
  assert.equal(readMtebResults(MTEB, tasks, ['org/model-a'], () => 'dev').scores[1], 0.99);
  // two revisions of one model with the task: the user names one
  inputErr(
    () => readMtebResults(MTEB, tasks, ['model-c'], () => 'test'),
    /results: model "model-c" has results for task "TaskA" in 2 revisions \(r1, r2\)\n {2}hint: name the model NAME@REVISION/,
  );
  const bad = join(dir, 'bad', 'results', 'm', 'r');
  mkdirSync(bad, { recursive: true });
  writeFileSync(
    join(bad, 'TaskA.json'),
    JSON.stringify({ mteb_dataset_name: 'TaskA', test: { ndcg_at_10: 1 } }),
  );
  writeFileSync(join(bad, 'TaskB.json'), JSON.stringify({ scores: { test: [{ main_score: 'high' }] } }));
  inputErr(
    () => readMtebResults(join(dir, 'bad'), ['TaskA'], ['m'], () => 'test'),
    /TaskA\.json: field "scores": expected a "scores" object/,
  );
  inputErr(
    () => readMtebResults(join(dir, 'bad'), ['TaskB'], ['m'], () => 'test'),
    /TaskB\.json: field "scores\.test\[0\]\.main_score": expected a number, got "high"/,
  );
});

test('CLI: partial coverage, thinning and mteb full scores end to end (select --name, models.csv, estimate)', () => {
  // 7 models on 3 tasks of a synthetic matrix; models are named as the mteb results fixture names them
  const mx = syntheticMatrix({ items: 240, models: 7, seed: 5, tasks: 2 });
  const names = ['org/model-a', 'org__model-b', 'model-c@r2', 'v1', 'v2', 'v3', 'v4'];
  const m = names.length;
  mx.tasks = ['TaskA', 'TaskB'];
  // org__model-b and model-c@r2 have no TaskB score in the fixture: blank their TaskB outcomes too
  for (let i = 0; i < mx.items.length; i++)
    if (mx.itemTask[i] === 1) for (const j of [1, 2]) mx.values[i * m + j] = NaN;
  const outcomes = join(dir, 'cli-outcomes.csv');
  writeFileSync(outcomes, formatOutcomeTable({ ...mx, models: names }));
  const items = join(dir, 'cli-items.csv');
  writeItemTable(
    items,
    mx.items.map((item, i) => ({ item, task: mx.tasks[mx.itemTask[i]] })),
  );
  // v1..v4 form one family (thinned to 3); their full scores come from a second results folder copy
  const families = join(dir, 'cli-families.csv');
  writeFamilyTable(families, [
    { model: 'v1', family: 'V' },
    { model: 'v2', family: 'V' },
    { model: 'v3', family: 'V' },
    { model: 'v4', family: 'V' },
  ]);
  const results = join(dir, 'cli-mteb');
  cpSync(MTEB, results, { recursive: true });
  const pool = fullTaskScores({ ...mx, fullScores: null }, taskPools(mx));
  for (const j of [3, 4, 5, 6])
    for (const [t, task] of mx.tasks.entries()) {
      const rev = join(results, 'results', names[j], 'r');
      mkdirSync(rev, { recursive: true });
      const scores = {
        test: [{ hf_subset: 'default', languages: ['eng-Latn'], main_score: pool[t * m + j] }],
      };
      writeFileSync(join(rev, `${task}.json`), JSON.stringify({ task_name: task, scores }));
    }
  const rel = join(dir, 'cli-rel');
  const args = ['--outcomes', outcomes, '--items', items, '--families', families, '--full-scores', results];
  const r = runCli(['lite', 'select', ...args, '-k', '12', '--draws', '2', '--name', 'c', '--out', rel]);
  assert.equal(r.status, 0, r.stderr);
  const csv = readFileSync(join(rel, 'models.csv'), 'utf8').trim().split('\n');
  assert.equal(csv[0], 'model,family,type,role_c');
  assert.match(csv[2], /^org__model-b,org__model-b,,selection \(no score on: TaskB\)$/);
  assert.equal(csv.filter((l) => l.includes('not used: thinned (family V has 4 models')).length, 1);
  const v = JSON.parse(readFileSync(join(rel, 'validation/c.json'), 'utf8'));
  assert.equal(v.models, 6);
  assert.equal(v.aggregate.distinct[v.choice.combo].mean.n, 4, 'models with a score on both tasks');
  const taskB = v.tasks.find((t: { task: string }) => t.task === 'TaskB');
  assert.equal(taskB.protocols.distinct.random.n, 4);
  const cal = readFileSync(join(rel, 'c', 'calibration.csv'), 'utf8')
    .trim()
    .split('\n');
  assert.deepEqual(
    cal.slice(1).map((l) => l.split(',')[5]),
    ['6', '4'],
  );
  // a new model without outcomes on TaskB: its TaskB estimate and benchmark mean are null
  const fresh = join(dir, 'cli-new.csv');
  const sub = {
    ...mx,
    models: ['new'],
    values: Float64Array.from(mx.items, (_, i) => (mx.itemTask[i] ? NaN : 1)),
  };
  writeFileSync(fresh, formatOutcomeTable(sub));
  const e = runCli(['lite', 'estimate', '--config', join(rel, 'c'), '--outcomes', fresh, '--json']);
  assert.equal(e.status, 0, e.stderr);
  const est = JSON.parse(e.stdout).models[0];
  assert.ok(Number.isFinite(est.tasks.TaskA));
  assert.equal(est.tasks.TaskB, null);
  assert.equal(est.benchmark_mean, null);
});
