import { inputError } from '../../core/errors.js';
import { readTextFile } from '../../core/jsonl.js';

/**
 * The CSV layer shared by the lite tables (outcomes, items, families, full scores, models). Each table has its own
 * module with one reader, one writer and one validation; this file only parses and quotes.
 */

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

/** Read a CSV file that must have at least a header row. */
export function readCsv(file: string, what: string): CsvRow[] {
  const rows = parseCsv(readTextFile(file, what), file);
  if (rows.length === 0) throw inputError(`${what} is empty (expected a header row)`, { file });
  return rows;
}

/** One CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvCell(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Rows of fields as CSV text: LF line ends, one after the last row. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}
