import { inputError } from '../core/errors.js';
import { readJsonl } from '../core/jsonl.js';
import type { Task } from '../core/types.js';
import { validateTask } from './schema.js';

/** A task with the place it came from, for error messages downstream. */
export interface LoadedTask extends Task {
  readonly loadedFrom: { file: string; line: number };
}

/** Load and validate native task JSONL. Ids must be unique. Throws ExecretError (exit 2) on the first problem. */
export function loadTasks(file: string): LoadedTask[] {
  const rows = readJsonl(file, 'tasks file');
  const seen = new Map<string, number>();
  const out: LoadedTask[] = [];
  for (const { line, value } of rows) {
    const task = validateTask(value, { file, line });
    const prev = seen.get(task.id);
    if (prev !== undefined) {
      throw inputError(`duplicate id "${task.id}" (first defined on line ${prev})`, {
        file,
        line,
        field: 'id',
      });
    }
    seen.set(task.id, line);
    out.push({ ...task, loadedFrom: { file, line } });
  }
  if (out.length === 0) throw inputError('no tasks in file', { file });
  return out;
}

/** Strip the `loadedFrom` bookkeeping to get the on-disk task object (stable key order). */
export function toTaskRecord(t: Task): Task {
  const r: Task = {
    id: t.id,
    language: t.language,
    domain: t.domain,
    query: t.query,
    entry_point: t.entry_point,
    code: t.code,
    tests: t.tests,
  };
  if (t.setup) r.setup = t.setup;
  if (t.inputs) r.inputs = t.inputs;
  if (t.atol !== undefined) r.atol = t.atol;
  if (t.context) r.context = t.context;
  if (t.source) r.source = t.source;
  if (t.distractors) r.distractors = t.distractors;
  if (t.provenance) r.provenance = t.provenance;
  return r;
}
