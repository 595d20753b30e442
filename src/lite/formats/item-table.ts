import { writeFileSync } from 'node:fs';
import { inputError } from '../../core/errors.js';
import { readCsv, toCsv } from './csv.js';

/**
 * The item table: the task (and optional task type) of each item. CSV with a header row; columns
 * `item,task[,type]`. Rows for items the outcomes do not have are ignored by the matrix loader.
 */
export interface ItemRow {
  task: string;
  type?: string;
  /** line in the file (for error messages) */
  line: number;
}

export function readItemTable(file: string): Map<string, ItemRow> {
  const rows = readCsv(file, 'items file');
  const out = new Map<string, ItemRow>();
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

export function writeItemTable(
  file: string,
  rows: readonly { item: string; task: string; type?: string | null }[],
): void {
  const typed = rows.some((r) => r.type != null);
  writeFileSync(
    file,
    toCsv([
      typed ? ['item', 'task', 'type'] : ['item', 'task'],
      ...rows.map((r) => (typed ? [r.item, r.task, r.type ?? ''] : [r.item, r.task])),
    ]),
  );
}
