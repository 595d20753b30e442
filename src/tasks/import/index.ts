import { writeFileSync } from 'node:fs';
import { lookup } from '../../core/registry.js';
import { readJsonl, toJsonl } from '../../core/jsonl.js';
import type { Task } from '../../core/types.js';
import { toTaskRecord } from '../load.js';
import { validateTask } from '../schema.js';
import { importHumanEval } from './humaneval.js';
import { importMbpp } from './mbpp.js';
import type { JsonlLine } from '../../core/jsonl.js';

export interface Importer {
  description: string;
  convert(rows: JsonlLine[], file: string): Task[] | Promise<Task[]>;
}

/** Source formats that `execret import` understands. */
export const importers: Readonly<Record<string, Importer>> = Object.freeze({
  humaneval: {
    description: 'HumanEval JSONL (prompt, canonical_solution, test, entry_point)',
    convert: importHumanEval,
  },
  mbpp: { description: 'MBPP JSONL, original or sanitized layout', convert: importMbpp },
  native: {
    description: 'execret native task JSONL (validated and normalised)',
    convert: (rows, file) => rows.map(({ line, value }) => validateTask(value, { file, line })),
  },
});

export async function importTasks(
  format: string,
  file: string,
  out: string,
): Promise<{ tasks: number; out: string }> {
  const importer = lookup('import format', importers, format);
  const tasks = (await importer.convert(readJsonl(file, `${format} file`), file)).map(toTaskRecord);
  // Validate what we produce against the native schema, so a converted file always loads.
  tasks.forEach((t, i) => validateTask(t, { file: out, line: i + 1 }));
  writeFileSync(out, toJsonl(tasks));
  return { tasks: tasks.length, out };
}
