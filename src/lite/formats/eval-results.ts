import { basename, resolve } from 'node:path';
import { inputError } from '../../core/errors.js';
import { loadResults, type ResultsSystem } from '../../evaluate/results.js';
import type { EvalMetric, TaskBy } from '../types.js';
import type { OutcomeTable } from './outcome-table.js';

/**
 * Outcomes read from `execret eval` result folders: every system of every folder is one model (named by the
 * system, prefixed with the folder name when two folders share a system name). Items are query ids; each item's
 * task is "all", its domain (`taskBy: 'domain'`) or its source task (`taskBy: 'task'`).
 */
export interface EvalOutcomes extends OutcomeTable {
  itemTask: Map<string, string>;
  /** sha256 of the evaluated release, null when the folders disagree or do not say */
  releaseSha256: string | null;
}

interface Column {
  name: string;
  dir: string;
  file: string;
  byItem: Map<string, number>;
}

/** One system's per-query file: the metric of each query, and each query's task group into `itemTask`. */
function readPerQuery(
  { rows, lines, file: pq }: ResultsSystem,
  metric: EvalMetric,
  taskBy: TaskBy,
  itemTask: Map<string, string>,
): Map<string, number> {
  const byItem = new Map<string, number>();
  for (const [r, value] of rows.entries()) {
    const line = lines[r];
    const v = value.metrics[metric];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1)
      throw inputError(`expected a number in [0, 1] for metric "${metric}"`, {
        file: pq,
        line,
        field: `metrics.${metric}`,
      });
    byItem.set(value.query, v);
    const group = taskBy === 'domain' ? value.domain : taskBy === 'task' ? value.task : 'all';
    if (typeof group !== 'string' || group === '')
      throw inputError(`expected a string "${taskBy}"`, { file: pq, line, field: taskBy });
    const prev = itemTask.get(value.query);
    if (prev !== undefined && prev !== group)
      throw inputError(`query "${value.query}" has ${taskBy} "${group}" here but "${prev}" elsewhere`, {
        file: pq,
        line,
        field: taskBy,
      });
    itemTask.set(value.query, group);
  }
  return byItem;
}

/** Model names: the system name, prefixed by its folder when two folders share it (then `#j` if still equal). */
function modelNames(columns: readonly Column[]): string[] {
  const counts = new Map<string, number>();
  for (const c of columns) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const models = columns.map((c) =>
    counts.get(c.name)! > 1 ? `${basename(resolve(c.dir))}/${c.name}` : c.name,
  );
  return models.map((name, j) => (models.indexOf(name) !== j ? `${name}#${j}` : name));
}

/** The item × model values; every column must cover the same queries. */
function assemble(columns: readonly Column[]): { items: string[]; values: Float64Array } {
  const items = [...columns[0].byItem.keys()].sort();
  for (const c of columns) {
    if (c.byItem.size !== items.length || items.some((q) => !c.byItem.has(q)))
      throw inputError(
        `per-query rows cover different queries than ${columns[0].file} (every model needs every item)`,
        { file: c.file },
      );
  }
  const m = columns.length;
  const values = new Float64Array(items.length * m);
  items.forEach((q, i) => columns.forEach((c, j) => (values[i * m + j] = c.byItem.get(q)!)));
  return { items, values };
}

export function readEvalFolders(
  dirs: readonly string[],
  metric: EvalMetric,
  taskBy: TaskBy = 'none',
): EvalOutcomes {
  const shas = new Set<string | null>();
  const columns: Column[] = [];
  const itemTask = new Map<string, string>();
  for (const dir of dirs) {
    const { summary, systems } = loadResults(dir);
    shas.add(summary.release.sha256);
    for (const sys of systems)
      columns.push({
        name: sys.name,
        dir,
        file: sys.file,
        byItem: readPerQuery(sys, metric, taskBy, itemTask),
      });
  }
  const { items, values } = assemble(columns);
  const releaseSha256 = shas.size === 1 ? [...shas][0] : null;
  return { items, models: modelNames(columns), values, itemTask, releaseSha256 };
}
