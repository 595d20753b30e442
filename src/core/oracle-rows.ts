/**
 * Oracle outcome rows (`oracle.jsonl` of a release, `execret verify --out`): one row per executed (snippet,
 * test), `{"snippet", "task", "test", "status", "ms", "message"}` (docs/formats.md; a release's rows leave `ms`
 * out since release format 2, its times being in the release's timings.json). This is their one writer
 * and one reader. It lives in core because two stages write the format (execute's `verify` and construct's
 * release) and a later one reads it (release); a stage may only depend on core and earlier stages.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { ErrorLocation } from './errors.js';
import { asObject, enumField, integerField, stringField } from './fields.js';
import { parseJsonl, readTextFile, toJsonl } from './jsonl.js';
import type { OracleRow, TestStatus } from './types.js';

export const TEST_STATUSES: readonly TestStatus[] = ['passed', 'failed', 'error', 'timeout', 'crashed'];

/** The rows as JSONL text, keys in the documented order; `ms: false` leaves the time out (a release's rows). */
export function formatOracleRows(rows: readonly OracleRow[], opts: { ms?: boolean } = {}): string {
  const withMs = opts.ms !== false;
  return toJsonl(
    rows.map((r) => ({
      snippet: r.snippet,
      task: r.task,
      test: r.test,
      status: r.status,
      ...(withMs ? { ms: r.ms } : {}),
      message: r.message,
    })),
  );
}

export function writeOracleRows(file: string, rows: readonly OracleRow[]): void {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(file, formatOracleRows(rows));
}

/** One row; `ms` and `message` may be absent in rows from other tools (0 and ""). */
export function validateOracleRow(value: unknown, at: ErrorLocation): OracleRow {
  const o = asObject(value, at);
  return {
    snippet: stringField(o, 'snippet', at),
    task: stringField(o, 'task', at),
    test: integerField(o, 'test', at),
    status: enumField(o, 'status', TEST_STATUSES, at),
    ms: typeof o.ms === 'number' ? o.ms : 0,
    message: typeof o.message === 'string' ? o.message : '',
  };
}

export function parseOracleRows(text: string, file: string): OracleRow[] {
  return parseJsonl(text, file).map(({ line, value }) => validateOracleRow(value, { file, line }));
}

export function readOracleRows(file: string): OracleRow[] {
  return parseOracleRows(readTextFile(file, 'oracle rows file'), file);
}
