import { existsSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { ExecretError, inputError, usageError } from '../core/errors.js';
import { readJsonl, readTextFile } from '../core/jsonl.js';
import type { OutcomeMatrix, OutcomeSource } from './types.js';

/** One parsed CSV record with its 1-based line number. */
export interface CsvRow {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV: comma-separated, fields may be double-quoted ("" is a quote inside quotes, and quoted fields
 * may span lines), CRLF or LF line ends. Blank lines are skipped. Errors name the file and line.
 */
export function parseCsv(text: string, file: string): CsvRow[] {
  const rows: CsvRow[] = [];
  let line = 1;
  let i = 0;
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  const n = text.length;
  while (i < n) {
    const startLine = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let wasQuoted = false;
    let ended = false;
    while (i < n && !ended) {
      const ch = text[i];
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          quoted = false;
          i++;
          continue;
        }
        if (ch === '\n') line++;
        cell += ch;
        i++;
        continue;
      }
      if (ch === '"') {
        if (cell.trim() !== '') throw inputError('a quote inside an unquoted field', { file, line });
        quoted = true;
        wasQuoted = true;
        cell = '';
        i++;
      } else if (ch === ',') {
        cells.push(wasQuoted ? cell : cell.trim());
        cell = '';
        wasQuoted = false;
        i++;
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && text[i + 1] === '\n') i++;
        i++;
        line++;
        ended = true;
      } else {
        cell += ch;
        i++;
      }
    }
    if (quoted) throw inputError('unterminated quoted field', { file, line: startLine });
    cells.push(wasQuoted ? cell : cell.trim());
    if (cells.length === 1 && cells[0] === '' && !wasQuoted) continue;
    rows.push({ line: startLine, cells });
  }
  return rows;
}

function readCsv(file: string, what: string): CsvRow[] {
  const rows = parseCsv(readTextFile(file, what), file);
  if (rows.length === 0) throw inputError(`${what} is empty (expected a header row)`, { file });
  return rows;
}

/** Outcomes CSV: item ids in the first column, model names in the header row, values in [0, 1]. */
export function readOutcomesCsv(file: string): { items: string[]; models: string[]; values: Float64Array } {
  const rows = readCsv(file, 'outcomes file');
  const header = rows[0];
  const models = header.cells.slice(1);
  if (models.length < 1)
    throw inputError('the header row names no models (expected: item,model1,model2,...)', {
      file,
      line: header.line,
    });
  const seenModel = new Map<string, number>();
  models.forEach((name, c) => {
    if (name === '')
      throw inputError('empty model name in the header', {
        file,
        line: header.line,
        field: `column ${c + 2}`,
      });
    if (seenModel.has(name))
      throw inputError(`model "${name}" appears twice in the header`, {
        file,
        line: header.line,
        field: `column ${c + 2}`,
      });
    seenModel.set(name, c);
  });
  const m = models.length;
  const items: string[] = [];
  const seenItem = new Map<string, number>();
  const values = new Float64Array((rows.length - 1) * m);
  for (let r = 1; r < rows.length; r++) {
    const { line, cells } = rows[r];
    if (cells.length !== m + 1)
      throw inputError(`expected ${m + 1} columns (item id and ${m} models), found ${cells.length}`, {
        file,
        line,
      });
    const id = cells[0];
    if (id === '') throw inputError('empty item id', { file, line, field: 'column 1' });
    if (seenItem.has(id))
      throw inputError(`item "${id}" appears twice (first on line ${seenItem.get(id)})`, {
        file,
        line,
        field: 'column 1',
      });
    seenItem.set(id, line);
    for (let c = 0; c < m; c++) {
      const raw = cells[c + 1];
      const v = raw === '' ? NaN : Number(raw);
      if (!Number.isFinite(v) || v < 0 || v > 1)
        throw inputError(`expected a number in [0, 1], got "${raw}"`, {
          file,
          line,
          field: `column ${c + 2} (${models[c]})`,
        });
      values[(r - 1) * m + c] = v;
    }
    items.push(id);
  }
  if (items.length === 0) throw inputError('no item rows after the header', { file });
  return { items, models, values };
}

/** The metrics an eval result folder gives per query, and how to read them. */
export const EVAL_METRICS = ['exec@1', 'ndcg@10'] as const;
export type EvalMetric = (typeof EVAL_METRICS)[number];
export type TaskBy = 'none' | 'domain' | 'task';

interface PerQueryLike {
  query?: unknown;
  task?: unknown;
  domain?: unknown;
  metrics?: Record<string, unknown>;
}

/**
 * Outcomes from `execret eval` result folders: every system of every folder is one model (named by the system,
 * prefixed with the folder name when two folders share a system name). Items are query ids; each item's task is
 * "all", or its domain (`taskBy: 'domain'`), or its source task (`taskBy: 'task'`).
 */
export function readEvalFolders(
  dirs: readonly string[],
  metric: EvalMetric,
  taskBy: TaskBy = 'none',
): {
  items: string[];
  models: string[];
  values: Float64Array;
  itemTask: Map<string, string>;
  releaseSha256: string | null;
} {
  const shas = new Set<string | null>();
  const columns: { name: string; dir: string; file: string; byItem: Map<string, number> }[] = [];
  const itemTask = new Map<string, string>();
  for (const dir of dirs) {
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      throw new ExecretError('E_NOT_FOUND', `results folder not found: ${dir}`);
    const file = join(dir, 'summary.json');
    let summary: { systems?: unknown; release?: { sha256?: unknown } };
    try {
      summary = JSON.parse(readTextFile(file, 'summary.json')) as typeof summary;
    } catch (e) {
      if (e instanceof ExecretError) throw e;
      throw inputError(`invalid JSON: ${(e as Error).message}`, { file });
    }
    if (!Array.isArray(summary.systems) || summary.systems.length === 0)
      throw inputError('expected a non-empty "systems" array', { file, field: 'systems' });
    shas.add(typeof summary.release?.sha256 === 'string' ? summary.release.sha256 : null);
    summary.systems.forEach((s: { name?: unknown; perQuery?: unknown }, k: number) => {
      if (typeof s?.name !== 'string' || typeof s?.perQuery !== 'string')
        throw inputError('each system needs "name" and "perQuery"', { file, field: `systems[${k}]` });
      const pq = join(dir, s.perQuery);
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
      columns.push({ name: s.name, dir, file: pq, byItem });
    });
  }
  const counts = new Map<string, number>();
  for (const c of columns) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
  const models = columns.map((c) =>
    counts.get(c.name)! > 1 ? `${basename(resolve(c.dir))}/${c.name}` : c.name,
  );
  const models2 = models.map((name, j) => (models.indexOf(name) !== j ? `${name}#${j}` : name));
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
  const releaseSha256 = shas.size === 1 ? [...shas][0] : null;
  return { items, models: models2, values, itemTask, releaseSha256 };
}

/** Items CSV (header row): item, task[, type]. Every outcome item must be listed; extra rows are ignored. */
export function readItemsCsv(file: string): Map<string, { task: string; type?: string; line: number }> {
  const rows = readCsv(file, 'items file');
  const out = new Map<string, { task: string; type?: string; line: number }>();
  for (const { line, cells } of rows.slice(1)) {
    if (cells.length < 2 || cells.length > 3)
      throw inputError(`expected 2 or 3 columns (item, task[, type]), found ${cells.length}`, { file, line });
    if (cells[0] === '' || cells[1] === '') throw inputError('empty item id or task', { file, line });
    if (out.has(cells[0])) throw inputError(`item "${cells[0]}" listed twice`, { file, line, field: 'item' });
    out.set(cells[0], {
      task: cells[1],
      type: cells.length === 3 && cells[2] !== '' ? cells[2] : undefined,
      line,
    });
  }
  return out;
}

/** Two-column CSV with a header: model, family. */
export function readFamiliesCsv(file: string): Map<string, { family: string; line: number }> {
  const rows = readCsv(file, 'families file');
  const out = new Map<string, { family: string; line: number }>();
  for (const { line, cells } of rows.slice(1)) {
    if (cells.length !== 2)
      throw inputError(`expected 2 columns (model, family), found ${cells.length}`, { file, line });
    if (cells[0] === '' || cells[1] === '') throw inputError('empty model or family', { file, line });
    if (out.has(cells[0]))
      throw inputError(`model "${cells[0]}" listed twice`, { file, line, field: 'model' });
    out.set(cells[0], { family: cells[1], line });
  }
  return out;
}

/**
 * Full task scores CSV: header `model,<task>,<task>...`, one row per model. With a single task, a single score
 * column is accepted whatever its header says.
 */
export function readFullScoresCsv(
  file: string,
  tasks: readonly string[],
  models: readonly string[],
): Float64Array {
  const rows = readCsv(file, 'full-scores file');
  const header = rows[0];
  const cols = header.cells.slice(1);
  const colTask = cols.map((name, c) => {
    if (tasks.length === 1 && cols.length === 1) return 0;
    const t = tasks.indexOf(name);
    if (t < 0)
      throw inputError(`unknown task "${name}" (tasks: ${tasks.join(', ')})`, {
        file,
        line: header.line,
        field: `column ${c + 2}`,
      });
    return t;
  });
  for (let t = 0; t < tasks.length; t++)
    if (!colTask.includes(t))
      throw inputError(`no column for task "${tasks[t]}"`, { file, line: header.line });
  const m = models.length;
  const out = new Float64Array(tasks.length * m).fill(NaN);
  for (const { line, cells } of rows.slice(1)) {
    if (cells.length !== cols.length + 1)
      throw inputError(`expected ${cols.length + 1} columns, found ${cells.length}`, { file, line });
    const j = models.indexOf(cells[0]);
    if (j < 0)
      throw inputError(`unknown model "${cells[0]}" (not in the outcomes)`, {
        file,
        line,
        field: 'column 1',
      });
    cols.forEach((_, c) => {
      const v = cells[c + 1] === '' ? NaN : Number(cells[c + 1]);
      if (!Number.isFinite(v))
        throw inputError(`expected a number, got "${cells[c + 1]}"`, {
          file,
          line,
          field: `column ${c + 2}`,
        });
      out[colTask[c] * m + j] = v;
    });
  }
  for (let j = 0; j < m; j++)
    if (Number.isNaN(out[j])) throw inputError(`no full scores for model "${models[j]}"`, { file });
  return out;
}

export interface LoadOptions {
  /** outcomes CSV */
  outcomes?: string;
  /** `execret eval` result folders (each system is a model) */
  results?: readonly string[];
  metric?: EvalMetric;
  taskBy?: TaskBy;
  items?: string;
  families?: string;
  fullScores?: string;
}

/** Resolve every input file into one frozen outcome matrix. */
export function loadOutcomeMatrix(opts: LoadOptions): OutcomeMatrix {
  const hasCsv = opts.outcomes !== undefined;
  const hasResults = (opts.results?.length ?? 0) > 0;
  if (hasCsv === hasResults)
    throw usageError(
      'give exactly one source of outcomes: --outcomes FILE.csv or result folders from `execret eval`',
    );
  let base: { items: string[]; models: string[]; values: Float64Array; itemTask?: Map<string, string> };
  let source: OutcomeSource = { kind: 'csv' };
  if (hasCsv) base = readOutcomesCsv(opts.outcomes!);
  else {
    const metric = opts.metric ?? 'exec@1';
    const taskBy = opts.taskBy ?? 'none';
    const ev = readEvalFolders(opts.results!, metric, taskBy);
    base = ev;
    source = {
      kind: 'eval',
      metric,
      task_by: taskBy,
      release_sha256: ev.releaseSha256,
      queries: ev.items.length,
    };
  }
  const { items, models, values } = base;
  const taskOf: string[] = items.map((id) => base.itemTask?.get(id) ?? 'all');
  let typeOfTask: Map<string, string> | null = null;
  if (opts.items) {
    const map = readItemsCsv(opts.items);
    const types = new Map<string, { type: string | undefined; line: number }>();
    items.forEach((id, i) => {
      const row = map.get(id);
      if (!row) throw inputError(`item "${id}" of the outcomes has no row`, { file: opts.items });
      taskOf[i] = row.task;
      const prev = types.get(row.task);
      if (prev && prev.type !== row.type)
        throw inputError(
          `task "${row.task}" has type "${row.type ?? ''}" here but "${prev.type ?? ''}" on line ${prev.line}`,
          {
            file: opts.items,
            line: row.line,
            field: 'type',
          },
        );
      types.set(row.task, { type: row.type, line: row.line });
    });
    const typed = [...types.values()].filter((t) => t.type !== undefined).length;
    if (typed > 0 && typed < types.size)
      throw inputError('give a type for every task or for none', { file: opts.items });
    if (typed > 0) typeOfTask = new Map([...types].map(([t, v]) => [t, v.type!]));
  }
  const tasks = [...new Set(taskOf)].sort();
  const itemTask = Int32Array.from(taskOf, (t) => tasks.indexOf(t));
  let families = models.slice();
  if (opts.families) {
    const fam = readFamiliesCsv(opts.families);
    for (const [model, { line }] of fam)
      if (!models.includes(model))
        throw inputError(`unknown model "${model}" (not in the outcomes)`, {
          file: opts.families,
          line,
          field: 'model',
        });
    families = models.map((mname) => fam.get(mname)?.family ?? mname);
  }
  const fullScores = opts.fullScores ? readFullScoresCsv(opts.fullScores, tasks, models) : null;
  if (models.length < 3) throw usageError(`need at least 3 models to fit and validate, got ${models.length}`);
  let binary = true;
  for (let i = 0; i < values.length && binary; i++) if (values[i] !== 0 && values[i] !== 1) binary = false;
  return {
    items,
    models,
    values,
    itemTask,
    tasks,
    taskType: typeOfTask ? tasks.map((t) => typeOfTask!.get(t)!) : null,
    families,
    fullScores,
    kind: binary ? 'binary' : 'gaussian',
    source,
  };
}
