import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseJsonText, readTextFile } from '../core/jsonl.js';
import type { OracleRow } from '../core/types.js';
import { RELEASE_TIMINGS_FILE } from './format.js';

/**
 * A release's timings.json (release format 2): the milliseconds of each oracle row, the one thing of a release that
 * is a timing by nature, kept out of the hashed files. `{"schemaVersion": 1, "kind": "execret-release-timings",
 * "oracleMs": {SNIPPET: [ms of test 0, ms of test 1, ...]}}`, null for a test without a row. This module is its
 * one writer and its one reader; a missing or unreadable file is no times, never an error (it is informative).
 */
export const RELEASE_TIMINGS_VERSION = 1;

/** Each snippet's milliseconds by test number (null: no row for that test). */
export type OracleTimes = ReadonlyMap<string, readonly (number | null)[]>;

/** The rows' times as a map (a version-1 release's rows carry them: its upgrade-on-read). */
export function oracleTimesOf(rows: readonly OracleRow[]): Map<string, (number | null)[]> {
  const out = new Map<string, (number | null)[]>();
  for (const r of rows) {
    let ms = out.get(r.snippet);
    if (!ms) out.set(r.snippet, (ms = []));
    while (ms.length <= r.test) ms.push(null);
    ms[r.test] = r.ms;
  }
  return out;
}

/** timings.json's text for the release's oracle rows (in their order: snippets as they first appear). */
export function formatReleaseTimings(rows: readonly OracleRow[]): string {
  return (
    JSON.stringify({
      schemaVersion: RELEASE_TIMINGS_VERSION,
      kind: 'execret-release-timings',
      oracleMs: Object.fromEntries(oracleTimesOf(rows)),
    }) + '\n'
  );
}

/** The times of a format-2 release folder, from its timings.json; empty when it is missing or not readable. */
export function readReleaseTimings(dir: string): OracleTimes {
  const file = join(dir, RELEASE_TIMINGS_FILE);
  if (!existsSync(file)) return new Map();
  try {
    const doc = parseJsonText(readTextFile(file, 'release timings'), file) as {
      schemaVersion?: unknown;
      oracleMs?: unknown;
    };
    if (doc.schemaVersion !== RELEASE_TIMINGS_VERSION || !doc.oracleMs || typeof doc.oracleMs !== 'object')
      return new Map();
    const out = new Map<string, (number | null)[]>();
    for (const [snippet, ms] of Object.entries(doc.oracleMs as Record<string, unknown>))
      if (Array.isArray(ms))
        out.set(
          snippet,
          ms.map((x) => (typeof x === 'number' ? x : null)),
        );
    return out;
  } catch {
    return new Map();
  }
}
