import { inputError, usageError } from '../core/errors.js';
import { readEvalFolders } from './formats/eval-results.js';
import { familiesOf } from './formats/family-table.js';
import { readFullScoreTable } from './formats/full-score-table.js';
import { readItemTable } from './formats/item-table.js';
import { readOutcomeTable, type OutcomeTable } from './formats/outcome-table.js';
import type { EvalMetric, OutcomeMatrix, OutcomeSource, TaskBy } from './types.js';

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
  /** full-score table: model,<task>... */
  fullScores?: string;
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

function isBinary(values: Float64Array): boolean {
  for (let i = 0; i < values.length; i++) if (values[i] !== 0 && values[i] !== 1) return false;
  return true;
}

/** Resolve every input file into one outcome matrix. */
export function loadOutcomeMatrix(opts: LoadOptions): OutcomeMatrix {
  const { table, itemTask: sourceTask, source } = readSource(opts);
  const { items, models, values } = table;
  const taskOf: string[] = items.map((id) => sourceTask?.get(id) ?? 'all');
  const typeOfTask = opts.items ? applyItemTable(opts.items, items, taskOf) : null;
  const tasks = [...new Set(taskOf)].sort();
  const families = opts.families ? familiesOf(opts.families, models) : models.slice();
  const fullScores = opts.fullScores ? readFullScoreTable(opts.fullScores, tasks, models) : null;
  if (models.length < 3) throw usageError(`need at least 3 models to fit and validate, got ${models.length}`);
  return {
    items,
    models,
    values,
    itemTask: Int32Array.from(taskOf, (t) => tasks.indexOf(t)),
    tasks,
    taskType: typeOfTask ? tasks.map((t) => typeOfTask.get(t)!) : null,
    families,
    fullScores,
    kind: isBinary(values) ? 'binary' : 'gaussian',
    source,
  };
}
