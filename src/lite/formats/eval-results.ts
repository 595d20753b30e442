import { existsSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { ExecretError, inputError } from '../../core/errors.js';
import { readJsonl, readTextFile } from '../../core/jsonl.js';
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

interface PerQueryLike {
  query?: unknown;
  task?: unknown;
  domain?: unknown;
  metrics?: Record<string, unknown>;
}

interface Column {
  name: string;
  dir: string;
  file: string;
  byItem: Map<string, number>;
}

interface SummaryLike {
  systems?: unknown;
  release?: { sha256?: unknown };
}

function readSummary(dir: string): { file: string; summary: SummaryLike; systems: unknown[] } {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new ExecretError('E_NOT_FOUND', `results folder not found: ${dir}`);
  const file = join(dir, 'summary.json');
  let summary: SummaryLike;
  try {
    summary = JSON.parse(readTextFile(file, 'summary.json')) as SummaryLike;
  } catch (e) {
    if (e instanceof ExecretError) throw e;
    throw inputError(`invalid JSON: ${(e as Error).message}`, { file });
  }
  if (!Array.isArray(summary.systems) || summary.systems.length === 0)
    throw inputError('expected a non-empty "systems" array', { file, field: 'systems' });
  return { file, summary, systems: summary.systems };
}

/** One system's per-query file: the metric of each query, and each query's task group into `itemTask`. */
function readPerQuery(
  pq: string,
  metric: EvalMetric,
  taskBy: TaskBy,
  itemTask: Map<string, string>,
): Map<string, number> {
  const byItem = new Map<string, number>();
  for (const { line, value } of readJsonl<PerQueryLike>(pq, 'per-query file')) {
    if (typeof value?.query !== 'string')
      throw inputError('expected a string "query"', { file: pq, line, field: 'query' });
    const v = value.metrics?.[metric];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1)
      throw inputError(`expected a number in [0, 1] for metric "${metric}"`, {
        file: pq,
        line,
        field: `metrics.${metric}`,
      });
    if (byItem.has(value.query))
      throw inputError(`query "${value.query}" appears twice`, { file: pq, line, field: 'query' });
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
    const { file, summary, systems } = readSummary(dir);
    shas.add(typeof summary.release?.sha256 === 'string' ? summary.release.sha256 : null);
    systems.forEach((s, k) => {
      const sys = s as { name?: unknown; perQuery?: unknown } | null;
      if (typeof sys?.name !== 'string' || typeof sys?.perQuery !== 'string')
        throw inputError('each system needs "name" and "perQuery"', { file, field: `systems[${k}]` });
      const pq = join(dir, sys.perQuery);
      columns.push({ name: sys.name, dir, file: pq, byItem: readPerQuery(pq, metric, taskBy, itemTask) });
    });
  }
  const { items, values } = assemble(columns);
  const releaseSha256 = shas.size === 1 ? [...shas][0] : null;
  return { items, models: modelNames(columns), values, itemTask, releaseSha256 };
}
