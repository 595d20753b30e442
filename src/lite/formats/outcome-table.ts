import { writeFileSync } from 'node:fs';
import { inputError } from '../../core/errors.js';
import { readCsv, toCsv, type CsvRow } from './csv.js';

/**
 * The outcome table: items × models. CSV with a header row `item,<model>,<model>,...` and one row per item; every
 * cell a number in [−1, 1] or empty: outcomes are in [0, 1] except correlations (a Summarization item's Spearman),
 * which may be negative; an empty cell is "no outcome" (NaN: the model was not evaluated on that item's task).
 * Errors name the file, line and column.
 */
export interface OutcomeTable {
  items: string[];
  models: string[];
  /** item-major: values[i * models.length + j]; NaN = no outcome */
  values: Float64Array;
}

/** Check the header: at least one model, no empty or repeated names. Returns the model names. */
function modelsOfHeader(header: CsvRow, file: string): string[] {
  const models = header.cells.slice(1);
  if (models.length < 1)
    throw inputError('the header row names no models (expected: item,model1,model2,...)', {
      file,
      line: header.line,
    });
  const seen = new Set<string>();
  models.forEach((name, c) => {
    const at = { file, line: header.line, field: `column ${c + 2}` };
    if (name === '') throw inputError('empty model name in the header', at);
    if (seen.has(name)) throw inputError(`model "${name}" appears twice in the header`, at);
    seen.add(name);
  });
  return models;
}

/** One item row: its id and outcomes, written into `values` at row `r`. */
function readItemRow(row: CsvRow, models: string[], values: Float64Array, r: number, file: string): string {
  const { line, cells } = row;
  const m = models.length;
  if (cells.length !== m + 1)
    throw inputError(`expected ${m + 1} columns (item id and ${m} models), found ${cells.length}`, {
      file,
      line,
    });
  if (cells[0] === '') throw inputError('empty item id', { file, line, field: 'column 1' });
  for (let c = 0; c < m; c++) {
    const raw = cells[c + 1].trim();
    const v = raw === '' ? NaN : Number(raw);
    if (raw !== '' && (!Number.isFinite(v) || v < -1 || v > 1))
      throw inputError(`expected a number in [-1, 1] or an empty cell (no outcome), got "${cells[c + 1]}"`, {
        file,
        line,
        field: `column ${c + 2} (${models[c]})`,
      });
    values[r * m + c] = v;
  }
  return cells[0];
}

export function readOutcomeTable(file: string): OutcomeTable {
  const rows = readCsv(file, 'outcomes file');
  const models = modelsOfHeader(rows[0], file);
  const items: string[] = [];
  const firstLine = new Map<string, number>();
  const values = new Float64Array((rows.length - 1) * models.length);
  for (let r = 1; r < rows.length; r++) {
    const id = readItemRow(rows[r], models, values, r - 1, file);
    const { line } = rows[r];
    if (firstLine.has(id))
      throw inputError(`item "${id}" appears twice (first on line ${firstLine.get(id)})`, {
        file,
        line,
        field: 'column 1',
      });
    firstLine.set(id, line);
    items.push(id);
  }
  if (items.length === 0) throw inputError('no item rows after the header', { file });
  return { items, models, values };
}

/** The CSV text of an outcome table (numbers as JavaScript prints them: shortest round-trip form). */
export function formatOutcomeTable(t: OutcomeTable): string {
  const m = t.models.length;
  return toCsv([
    ['item', ...t.models],
    ...t.items.map((id, i) => [
      id,
      ...Array.from(t.values.subarray(i * m, i * m + m), (v) => (Number.isNaN(v) ? '' : String(v))),
    ]),
  ]);
}

export function writeOutcomeTable(file: string, t: OutcomeTable): void {
  writeFileSync(file, formatOutcomeTable(t));
}
