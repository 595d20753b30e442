import { ExecretError, inputError } from './errors.js';
import { parseJsonText, readTextFile } from './jsonl.js';
import { TOOL_VERSION } from './version.js';

/**
 * execret's own JSON records spell their keys in camelCase (docs/formats.md, "Key style"). Before that rule,
 * some records (the `mutate` and `verify` summaries) wrote `schema_version`; readers accept that spelling
 * for records of schema version 1 and no later, so the old key is tolerated for one version.
 */
export const LEGACY_VERSION_KEY = 'schema_version';
/** The last schema version whose records may carry LEGACY_VERSION_KEY instead of `schemaVersion`. */
export const LEGACY_VERSION_KEY_UNTIL = 1;

/** What a reader says about the record it checks: its kind in words, and how the user gets a readable one. */
export interface RecordKind {
  /** e.g. "results folder", "release manifest" */
  what: string;
  /** e.g. "re-run `execret eval`" */
  remedy: string;
  /**
   * the newest version of the format this execret reads and writes: the format's own constant, beside its one
   * reader and one writer (e.g. RELEASE_VERSION in src/release/format.ts). Default 1.
   */
  current?: number;
  /**
   * the version key, for a format whose spelling another layout fixes (the MTEB-lite release keeps
   * `schema_version`); default `schemaVersion`, with the old spelling accepted up to LEGACY_VERSION_KEY_UNTIL
   */
  key?: string;
}

/**
 * The one version check of every execret record: `schemaVersion` must be a positive integer no newer than
 * this execret writes of that format (`kind.current`). A missing or future version is bad input (exit 2) naming
 * the file and field. Returns the record's version so a reader can upgrade older layouts (upgradeRecord).
 */
export function checkSchemaVersion(
  doc: Readonly<Record<string, unknown>>,
  file: string,
  kind: RecordKind,
): number {
  let field = kind.key ?? 'schemaVersion';
  let v = doc[field];
  if (v === undefined && kind.key === undefined && doc[LEGACY_VERSION_KEY] !== undefined) {
    field = LEGACY_VERSION_KEY;
    v = doc[LEGACY_VERSION_KEY];
  }
  const location = { file, field };
  if (v === undefined)
    throw inputError(`missing: this is not a ${kind.what} written by execret`, location, kind.remedy);
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1)
    throw inputError(`expected a schema version (an integer >= 1), got ${JSON.stringify(v)}`, location);
  const current = kind.current ?? 1;
  if (v > current) {
    throw inputError(
      `${kind.what} has schema version ${v}, newer than this execret (${TOOL_VERSION}) reads (up to ${current})`,
      location,
      `upgrade execret, or ${kind.remedy}`,
    );
  }
  if (field === LEGACY_VERSION_KEY && kind.key === undefined && v > LEGACY_VERSION_KEY_UNTIL) {
    throw inputError(
      `"${LEGACY_VERSION_KEY}" is the old spelling, accepted up to schema version ${LEGACY_VERSION_KEY_UNTIL}; write "schemaVersion"`,
      location,
    );
  }
  return v;
}

/** Upgrades of a format's records, keyed by the version each takes a record from (to the next one). */
export type Upgrades = Readonly<
  Record<number, (doc: Readonly<Record<string, unknown>>) => Record<string, unknown>>
>;

/**
 * A record of version `from` brought to version `to` by the format's upgrades, one version at a time (mteb's
 * `TaskResult.from_disk` does the same); a record already at `to` is returned as it is. A missing step is a bug.
 */
export function upgradeRecord(
  doc: Record<string, unknown>,
  from: number,
  to: number,
  upgrades: Upgrades,
): Record<string, unknown> {
  let out = doc;
  for (let v = from; v < to; v++) {
    const step = upgrades[v];
    if (!step) throw new ExecretError('E_INTERNAL', `no upgrade of schema version ${v} to ${v + 1}`);
    out = { ...step(out), schemaVersion: v + 1 };
  }
  return out;
}

/** Read a file holding one JSON object; a syntax error or another JSON value names the file. */
export function readJsonObject(file: string, what: string): Record<string, unknown> {
  return parseJsonObject(readTextFile(file, what), file);
}

export function parseJsonObject(text: string, file: string): Record<string, unknown> {
  const value = parseJsonText(text, file);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw inputError('expected a JSON object', { file });
  return value as Record<string, unknown>;
}
