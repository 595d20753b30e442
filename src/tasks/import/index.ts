import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { inputError, usageError } from '../../core/errors.js';
import { toJsonl } from '../../core/jsonl.js';
import { lookup } from '../../core/registry.js';
import type { Task } from '../../core/types.js';
import { TOOL_VERSION } from '../../core/version.js';
import { toTaskRecord } from '../load.js';
import { validateTask } from '../schema.js';
import { humaneval, humanevalPlus } from './humaneval.js';
import { humanevalX } from './humaneval-x.js';
import { mbpp, mbppPlus } from './mbpp.js';
import { multiplE } from './multipl-e.js';
import { native } from './native.js';
import { DROP_REASONS, type DropReason } from './python-tests.js';
import { Fields, readRecords, type SourceRecord } from './records.js';
import type { Importer, RecordOutcome } from './types.js';

export type { Importer, RecordOutcome } from './types.js';
export { DROP_REASONS, type DropReason } from './python-tests.js';

/** Source formats that `execret import` understands. */
export const importers: Readonly<Record<string, Importer>> = Object.freeze({
  humaneval,
  'humaneval-plus': humanevalPlus,
  'humaneval-x': humanevalX,
  mbpp,
  'mbpp-plus': mbppPlus,
  'multipl-e': multiplE,
  native,
});

export interface ImportOptions {
  format: string;
  file: string;
  out: string;
  /**
   * a companion file of solutions, JSON Lines `{"name", "solution"}` (or `completion`), for formats whose files carry
   * none (MultiPL-E); a usage error for other formats
   */
  solutions?: string;
  /** called once per skipped record, as it happens (the CLI prints it on stderr) */
  onSkip?: (skip: SkippedRecord) => void;
}

export interface SkippedRecord {
  file: string;
  line: number;
  /** the record's own id, when it has one */
  id: string | null;
  reason: string;
}

/** The version of the summary `execret import --json` prints (its `schemaVersion`). */
export const IMPORT_SUMMARY_VERSION = 1;

export interface ImportSummary {
  schemaVersion: typeof IMPORT_SUMMARY_VERSION;
  toolVersion: string;
  format: string;
  file: string;
  out: string | null;
  /** the --solutions file and how many solutions it held (absent without one) */
  solutions?: { file: string; entries: number };
  records: number;
  tasks: number;
  skipped: SkippedRecord[];
  /** tests of the source not taken, by reason (DROP_REASONS says what each means) */
  droppedTests: Partial<Record<DropReason, number>>;
  /** EvalPlus inputs not kept in `inputs`, by reason */
  droppedInputs: Partial<Record<DropReason, number>>;
}

const INPUT_REASONS = new Set<DropReason>(['inputTooLong', 'inputCap', 'inputUnreadable']);

/**
 * `execret import`: convert a dataset file to native task JSONL. A record that cannot become a task is skipped,
 * with file:line and the reason, and the rest goes on. Throws (exit 2) only when the file cannot be read, is
 * empty, or is not the named format at all. Writes `out` only when at least one task came out.
 */
export async function importTasks(opts: ImportOptions): Promise<ImportSummary> {
  const importer = lookup('import format', importers, opts.format);
  const solutions =
    opts.solutions !== undefined ? readSolutions(opts.format, importer, opts.solutions) : undefined;
  const records = readRecords(opts.file, `${opts.format} file`);
  checkFormat(opts.format, importer, records, opts.file);
  const summary: ImportSummary = {
    schemaVersion: IMPORT_SUMMARY_VERSION,
    toolVersion: TOOL_VERSION,
    format: opts.format,
    file: opts.file,
    out: null,
    ...(solutions && { solutions: { file: opts.solutions!, entries: solutions.size } }),
    records: records.length,
    tasks: 0,
    skipped: [],
    droppedTests: {},
    droppedInputs: {},
  };
  const tasks: Task[] = [];
  const ids = new Map<string, number>();
  for (const rec of records) {
    const outcome = await convertRecord(importer, rec, opts.file, solutions);
    for (const d of outcome.dropped ?? []) {
      const bucket = INPUT_REASONS.has(d) ? summary.droppedInputs : summary.droppedTests;
      bucket[d] = (bucket[d] ?? 0) + 1;
    }
    const problem =
      outcome.kind === 'task' ? checkTask(outcome.task, ids, opts.out, tasks.length + 1) : outcome.reason;
    if (outcome.kind === 'task' && problem === null) {
      ids.set(outcome.task.id, rec.line);
      tasks.push(toTaskRecord(outcome.task));
      continue;
    }
    const id = outcome.kind === 'task' ? outcome.task.id : (outcome.id ?? null);
    const s: SkippedRecord = { file: opts.file, line: rec.line, id, reason: problem! };
    summary.skipped.push(s);
    opts.onSkip?.(s);
  }
  summary.tasks = tasks.length;
  if (tasks.length > 0) {
    mkdirSync(dirname(opts.out), { recursive: true });
    writeFileSync(opts.out, toJsonl(tasks));
    summary.out = opts.out;
  }
  return summary;
}

async function convertRecord(
  importer: Importer,
  rec: SourceRecord,
  file: string,
  solutions: ReadonlyMap<string, string> | undefined,
): Promise<RecordOutcome> {
  if ('error' in rec.value) return { kind: 'skip', reason: `invalid JSON: ${rec.value.error}` };
  const fields = new Fields(rec.value);
  if (!fields.isObject) return { kind: 'skip', reason: 'not a JSON object' };
  if (!importer.recognise(fields)) {
    const missing = importer.fields.filter((f) => !fields.has(f));
    const id = fields.id('task_id') ?? fields.id('id');
    return {
      kind: 'skip',
      reason: `not a record of this format (missing: ${missing.join(', ') || 'none'})`,
      id,
    };
  }
  return importer.convert(fields, { file, line: rec.line, ...(solutions && { solutions }) });
}

/**
 * The --solutions companion file: every line an object with a string `name` and a string `solution` (or
 * `completion`), names unique. Unlike the dataset file, a bad line here stops the import (exit 2): the file is
 * the user's own, and a solution silently left out would turn into a skipped task far from its cause.
 */
function readSolutions(format: string, importer: Importer, file: string): Map<string, string> {
  if (!importer.takesSolutions) {
    const takers = Object.keys(importers).filter((k) => importers[k].takesSolutions);
    throw usageError(`--solutions applies to ${takers.join(', ')} only, not ${format}`);
  }
  const out = new Map<string, string>();
  for (const rec of readRecords(file, 'solutions file')) {
    const where = { file, line: rec.line };
    if ('error' in rec.value) throw inputError(`invalid JSON: ${rec.value.error}`, where);
    const f = new Fields(rec.value);
    const name = f.id('name');
    const solution = f.text('solution') ?? f.text('completion');
    if (!f.isObject || name === undefined)
      throw inputError('expected an object with a string "name"', { ...where, field: 'name' });
    if (solution === undefined)
      throw inputError('expected a string "solution" (or "completion")', { ...where, field: 'solution' });
    if (out.has(name)) throw inputError(`a second solution for "${name}"`, { ...where, field: 'name' });
    out.set(name, solution);
  }
  return out;
}

/** null when the task is written; else why not (a second task with the same id, or a task the schema refuses). */
function checkTask(task: Task, ids: ReadonlyMap<string, number>, out: string, line: number): string | null {
  const first = ids.get(task.id);
  if (first !== undefined) return `duplicate id "${task.id}" (first on line ${first})`;
  try {
    validateTask(toTaskRecord(task), { file: out, line });
    return null;
  } catch (e) {
    return `not a valid task: ${(e as Error).message}`;
  }
}

/**
 * The whole file is another format (or not JSON at all) when no record has the named format's shape: one message
 * for it (exit 2), naming the format the records do have when one of the other importers recognises them.
 */
function checkFormat(format: string, importer: Importer, records: SourceRecord[], file: string): void {
  const objects = records.filter((r) => !('error' in r.value)).map((r) => new Fields(r.value as never));
  if (objects.length === 0) {
    const first = records[0];
    const why = first && 'error' in first.value ? `: line ${first.line}: ${first.value.error}` : '';
    throw inputError(`not a JSON Lines file (no line parses as JSON)${why}`, { file });
  }
  if (objects.some((f) => f.isObject && importer.recognise(f))) return;
  const other = Object.entries(importers).find(
    ([name, imp]) =>
      name !== format && name !== 'native' && objects.some((f) => f.isObject && imp.recognise(f)),
  );
  const keys = objects.find((f) => f.isObject)?.names() ?? [];
  throw inputError(
    `not a ${format} file: no record has its fields (${importer.fields.join(', ')}); the first record has ${keys.length ? keys.join(', ') : 'no fields'}`,
    { file },
    other ? `the records look like ${other[0]}: execret import ${other[0]} ${file} --out ...` : undefined,
  );
}

/** The human summary: records read, tasks written, skips and dropped tests by reason. */
export function renderImportSummary(s: ImportSummary): string {
  const lines = [
    `import ${s.format}: ${s.records} records read, ${s.tasks} tasks written${s.out ? ` -> ${s.out}` : ' (nothing written)'}, ${s.skipped.length} skipped`,
  ];
  const reasons = (o: Partial<Record<DropReason, number>>, what: string) => {
    for (const [k, n] of Object.entries(o))
      lines.push(`  ${what} dropped: ${n} x ${DROP_REASONS[k as DropReason]}`);
  };
  reasons(s.droppedTests, 'tests');
  reasons(s.droppedInputs, 'inputs');
  return lines.join('\n') + '\n';
}
