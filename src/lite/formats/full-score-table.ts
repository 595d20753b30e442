import { writeFileSync } from 'node:fs';
import { inputError } from '../../core/errors.js';
import { readCsv, toCsv, type CsvRow } from './csv.js';

/**
 * The full-score table: header `model,<task>,<task>...`, one row per model, the full task scores. With a single
 * task, a single score column is accepted whatever its header says. An empty cell is "no score" (the model was not
 * evaluated on that task: it enters the task's reference set only where it has a score), and so is every task of a
 * model without a row.
 */

/** The task index of each score column of the header; every task needs a column. */
function columnTasks(header: CsvRow, tasks: readonly string[], file: string): number[] {
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
  return colTask;
}

/** Full scores, task-major (t * models.length + j), for the given tasks and models; NaN = no score. */
export function readFullScoreTable(
  file: string,
  tasks: readonly string[],
  models: readonly string[],
): Float64Array {
  const rows = readCsv(file, 'full-scores file');
  const colTask = columnTasks(rows[0], tasks, file);
  const m = models.length;
  const out = new Float64Array(tasks.length * m).fill(NaN);
  for (const { line, cells } of rows.slice(1)) {
    if (cells.length !== colTask.length + 1)
      throw inputError(`expected ${colTask.length + 1} columns, found ${cells.length}`, { file, line });
    const j = models.indexOf(cells[0]);
    if (j < 0)
      throw inputError(`unknown model "${cells[0]}" (not in the outcomes)`, {
        file,
        line,
        field: 'column 1',
      });
    colTask.forEach((t, c) => {
      const raw = cells[c + 1].trim();
      const v = raw === '' ? NaN : Number(raw);
      if (raw !== '' && !Number.isFinite(v))
        throw inputError(`expected a number or an empty cell (no score), got "${cells[c + 1]}"`, {
          file,
          line,
          field: `column ${c + 2}`,
        });
      out[t * m + j] = v;
    });
  }
  return out;
}

/** Write full scores (task-major, as `readFullScoreTable` returns them). */
export function writeFullScoreTable(
  file: string,
  tasks: readonly string[],
  models: readonly string[],
  scores: ArrayLike<number>,
): void {
  const m = models.length;
  writeFileSync(
    file,
    toCsv([
      ['model', ...tasks],
      ...models.map((name, j) => [
        name,
        ...tasks.map((_, t) => (Number.isNaN(scores[t * m + j]) ? '' : String(scores[t * m + j]))),
      ]),
    ]),
  );
}
