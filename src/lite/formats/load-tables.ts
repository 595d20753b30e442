import { existsSync, statSync } from 'node:fs';
import { inputError, usageError } from '../../core/errors.js';
import { silentLogger, type Logger } from '../../core/log.js';
import { readEvalFolders } from './eval-results.js';
import { familiesOf, modelTypesOf } from './family-table.js';
import { readFullScoreTable } from './full-score-table.js';
import { readItemTable } from './item-table.js';
import { readMtebResults } from './mteb-results.js';
import { readOutcomeTable, type OutcomeTable } from './outcome-table.js';
import { itemModelOf, type ItemModelKind } from '../fitting/item-model.js';
import type { EvalMetric, OutcomeMatrix, OutcomeSource, TaskBy } from '../types.js';

/** Where the outcomes of a lite command come from, and the tables that describe their items and models. */
export interface LoadOptions {
  /** outcomes CSV */
  outcomes?: string;
  /** `execret eval` result folders (each system is a model) */
  results?: readonly string[];
  metric?: EvalMetric;
  taskBy?: TaskBy;
  /** item table: item,task[,type] */
  items?: string;
  /** family table: model,family */
  families?: string;
  /** full scores: a CSV table model,<task>... (empty cell: no score), or a folder of mteb results */
  fullScores?: string;
  /** the split mteb results are read from (default `test`) */
  resultsSplit?: string;
  /** where notes go (models or tasks without a score in mteb results) */
  log?: Logger;
}

/**
 * Full scores (task-major, NaN = no score) from a full-score CSV, or from mteb's results layout when `path` is a
 * folder (`results/<model>/<revision>/<Task>.json`; `splitOf` names each task's split).
 */
export function readFullScores(
  path: string,
  tasks: readonly string[],
  models: readonly string[],
  splitOf: (task: string) => string,
  log: Logger = silentLogger,
): Float64Array {
  if (!(existsSync(path) && statSync(path).isDirectory())) return readFullScoreTable(path, tasks, models);
  const r = readMtebResults(path, tasks, models, splitOf);
  for (const note of r.notes) log.warn(`lite: mteb results: ${note}`);
  return r.scores;
}

/** The outcome table, the task of each item when the source says, and the source record. */
function readSource(opts: LoadOptions): {
  table: OutcomeTable;
  itemTask?: Map<string, string>;
  source: OutcomeSource;
} {
  const hasCsv = opts.outcomes !== undefined;
  const hasResults = (opts.results?.length ?? 0) > 0;
  if (hasCsv === hasResults)
    throw usageError(
      'give exactly one source of outcomes: --outcomes FILE.csv or result folders from `execret eval`',
    );
  if (hasCsv) return { table: readOutcomeTable(opts.outcomes!), source: { kind: 'csv' } };
  const metric = opts.metric ?? 'exec@1';
  const taskBy = opts.taskBy ?? 'none';
  const ev = readEvalFolders(opts.results!, metric, taskBy);
  return {
    table: ev,
    itemTask: ev.itemTask,
    source: {
      kind: 'eval',
      metric,
      task_by: taskBy,
      release_sha256: ev.releaseSha256,
      queries: ev.items.length,
    },
  };
}

/**
 * Tasks and task types from the item table: every outcome item needs a row, a task has one type, and either
 * every task has a type or none does. Rewrites `taskOf` in place; returns the type of each task, or null.
 */
function applyItemTable(
  file: string,
  items: readonly string[],
  taskOf: string[],
): Map<string, string> | null {
  const map = readItemTable(file);
  const types = new Map<string, { type: string | undefined; line: number }>();
  items.forEach((id, i) => {
    const row = map.get(id);
    if (!row) throw inputError(`item "${id}" of the outcomes has no row`, { file });
    taskOf[i] = row.task;
    const prev = types.get(row.task);
    if (prev && prev.type !== row.type)
      throw inputError(
        `task "${row.task}" has type "${row.type ?? ''}" here but "${prev.type ?? ''}" on line ${prev.line}`,
        { file, line: row.line, field: 'type' },
      );
    types.set(row.task, { type: row.type, line: row.line });
  });
  const typed = [...types.values()].filter((t) => t.type !== undefined).length;
  if (typed > 0 && typed < types.size) throw inputError('give a type for every task or for none', { file });
  return typed > 0 ? new Map([...types].map(([t, v]) => [t, v.type!])) : null;
}

/** Each task's item model: 2PL where its outcomes are all 0/1, linear-Gaussian otherwise. */
export function itemModelsOf(
  values: Float64Array,
  itemTask: Int32Array,
  nTasks: number,
  m: number,
): ItemModelKind[] {
  const binary = new Array<boolean>(nTasks).fill(true);
  for (let i = 0; i < itemTask.length; i++)
    if (binary[itemTask[i]] && itemModelOf(values.subarray(i * m, i * m + m)) === 'gaussian')
      binary[itemTask[i]] = false;
  return binary.map((b) => (b ? 'binary' : 'gaussian'));
}

/**
 * A model is evaluated on a whole task or not at all: outcomes on some of a task's items but not others are an
 * input error (an empty cell is "no outcome"; a model with none on a task simply does not enter it).
 */
function checkCoverage(
  file: string,
  t: Pick<OutcomeTable, 'items' | 'models' | 'values'>,
  itemTask: Int32Array,
  tasks: readonly string[],
): void {
  const m = t.models.length;
  const count = new Int32Array(tasks.length * m);
  const size = new Int32Array(tasks.length);
  for (let i = 0; i < t.items.length; i++) {
    size[itemTask[i]]++;
    for (let j = 0; j < m; j++) if (!Number.isNaN(t.values[i * m + j])) count[itemTask[i] * m + j]++;
  }
  tasks.forEach((task, k) => {
    for (let j = 0; j < m; j++) {
      const c = count[k * m + j];
      if (c === 0 || c === size[k]) continue;
      const i = t.items.findIndex((_, x) => itemTask[x] === k && Number.isNaN(t.values[x * m + j]));
      throw inputError(
        `model "${t.models[j]}" has outcomes on ${c} of the ${size[k]} items of task "${task}" (none for "${t.items[i]}")`,
        { file },
        'give a model every outcome of a task, or leave all its cells of that task empty (no score)',
      );
    }
  });
}

/** Resolve every input file into one outcome matrix. */
export function loadOutcomeMatrix(opts: LoadOptions): OutcomeMatrix {
  const { table, itemTask: sourceTask, source } = readSource(opts);
  const { items, models, values } = table;
  const taskOf: string[] = items.map((id) => sourceTask?.get(id) ?? 'all');
  const typeOfTask = opts.items ? applyItemTable(opts.items, items, taskOf) : null;
  const tasks = [...new Set(taskOf)].sort();
  const itemTask = Int32Array.from(taskOf, (t) => tasks.indexOf(t));
  checkCoverage(opts.outcomes ?? 'result folders', table, itemTask, tasks);
  const families = opts.families ? familiesOf(opts.families, models) : models.slice();
  const split = opts.resultsSplit ?? 'test';
  const fullScores = opts.fullScores
    ? readFullScores(opts.fullScores, tasks, models, () => split, opts.log)
    : null;
  if (models.length < 3) throw usageError(`need at least 3 models to fit and validate, got ${models.length}`);
  return {
    items,
    models,
    values,
    itemTask,
    tasks,
    taskType: typeOfTask ? tasks.map((t) => typeOfTask.get(t)!) : null,
    families,
    fullScores,
    itemModels: itemModelsOf(values, itemTask, tasks.length, models.length),
    modelTypes: modelTypesOf(opts.families, models),
    source,
  };
}
