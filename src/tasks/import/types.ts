import type { LanguageId, Task } from '../../core/types.js';
import type { DropReason } from './python-tests.js';
import type { Fields } from './records.js';

/** Where a record is, for its messages. */
export interface RecordContext {
  file: string;
  line: number;
  /** solutions by record name, from `--solutions FILE` (formats whose files carry no solution, as MultiPL-E) */
  solutions?: ReadonlyMap<string, string>;
}

/** What became of one record: a task (with the tests and inputs left out, by reason), or why it was skipped. */
export type RecordOutcome =
  | { kind: 'task'; task: Task; dropped: DropReason[] }
  | { kind: 'skip'; reason: string; id?: string; dropped?: DropReason[] };

/**
 * An import format: one entry of the `importers` table. A converter never throws for a bad record: it returns a
 * skip with the reason, and the file goes on. Adding a format (HumanEval-X, MultiPL-E, ...) is one file with one
 * of these and one line in the table.
 */
export interface Importer {
  /** one line, for --help and the docs */
  readonly description: string;
  /** the language of the tasks it writes */
  readonly language: LanguageId;
  /** the fields that mark a record of this format (listed in the message when a file is another format) */
  readonly fields: readonly string[];
  /** true when the format takes solutions from a companion file (`--solutions FILE`, matched by record name) */
  readonly takesSolutions?: boolean;
  /** true when a record has this format's shape (its fields); a file where no record does is another format */
  recognise(record: Fields): boolean;
  convert(record: Fields, ctx: RecordContext): Promise<RecordOutcome>;
}

export function skip(reason: string, id?: string, dropped?: DropReason[]): RecordOutcome {
  return { kind: 'skip', reason, ...(id !== undefined ? { id } : {}), ...(dropped ? { dropped } : {}) };
}

/** The names of `fields` the record lacks (or has with the wrong type: strings expected). */
export function missingTexts(record: Fields, fields: readonly string[]): string[] {
  return fields.filter((f) => record.text(f) === undefined);
}

/** A task id from a dataset id: characters outside [A-Za-z0-9_.:-] become `_` (`HumanEval/0` -> `HumanEval_0`). */
export function taskId(raw: string, prefix = ''): string {
  return `${prefix}${raw}`.replace(/[^A-Za-z0-9_.:-]/g, '_').replace(/^[^A-Za-z0-9_]/, '_');
}
