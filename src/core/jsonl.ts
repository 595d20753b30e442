import { readFileSync, existsSync, statSync } from 'node:fs';
import { ExecretError, inputError } from './errors.js';

export interface JsonlLine<T = unknown> {
  /** 1-based line number in the file */
  line: number;
  value: T;
}

/** A file that can be read: not missing, not a directory (the usual messages). */
export function checkReadableFile(file: string, what = 'file'): void {
  if (!existsSync(file)) throw new ExecretError('E_NOT_FOUND', `${what} not found: ${file}`);
  if (statSync(file).isDirectory())
    throw new ExecretError('E_INPUT', `${what} is a directory, expected a file: ${file}`);
}

export function readTextFile(file: string, what = 'file'): string {
  checkReadableFile(file, what);
  return readFileSync(file, 'utf8');
}

/** Parse JSON Lines; blank lines are skipped. A syntax error names the file and line. */
export function parseJsonl<T = unknown>(text: string, file: string): JsonlLine<T>[] {
  const out: JsonlLine<T>[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].replace(/\r$/, '');
    if (raw.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      throw inputError(`invalid JSON: ${(e as Error).message}`, { file, line: i + 1 });
    }
    out.push({ line: i + 1, value: value as T });
  }
  return out;
}

export function readJsonl<T = unknown>(file: string, what = 'file'): JsonlLine<T>[] {
  return parseJsonl<T>(readTextFile(file, what), file);
}

/** One JSON object per line, newline-terminated; stable across runs for the same input. */
export function toJsonl(rows: readonly unknown[]): string {
  return rows.map((r) => JSON.stringify(r)).join('\n') + (rows.length ? '\n' : '');
}
