import { checkSchemaVersion, upgradeRecord, type RecordKind, type Upgrades } from '../core/schema.js';

/**
 * The release format (docs/formats.md, "Release"): its files, its version and how an older manifest is read. Its
 * one writer (write.ts) and its one reader (load.ts) sit beside this file and take all three from here.
 */

/** The version of the release format this execret writes (manifest.json `schemaVersion`). */
export const RELEASE_VERSION = 1;

/** Every file of a release, in the order the writer writes them (manifest.json last). */
export const RELEASE_FILES = [
  'queries.jsonl',
  'corpus.jsonl',
  'qrels/test.tsv',
  'oracle.jsonl',
  'tasks.jsonl',
  'build-report.md',
  'manifest.json',
] as const;

export type ReleaseFile = (typeof RELEASE_FILES)[number];

/** The files manifest.json lists with their sha256 (every file but itself), in RELEASE_FILES order. */
export const MANIFEST_FILES = RELEASE_FILES.filter(
  (f): f is Exclude<ReleaseFile, 'manifest.json'> => f !== 'manifest.json',
);

/**
 * The files evaluation reads, in RELEASE_FILES order: their sha256 listing is the release hash results record
 * (manifest.json is optional to a reader; the tasks and the build report are not read).
 */
export const EVALUATED_FILES = RELEASE_FILES.filter(
  (f): f is Exclude<ReleaseFile, 'tasks.jsonl' | 'build-report.md'> =>
    f !== 'tasks.jsonl' && f !== 'build-report.md',
);

const MANIFEST: RecordKind = {
  what: 'release',
  remedy: 'rebuild it with `execret build TASKS --out DIR`',
  current: RELEASE_VERSION,
};

/**
 * How a manifest of each older version becomes one of the next (mteb `TaskResult.from_disk` style): an entry
 * keyed by version N takes a version-N manifest to version N+1. None yet: version 1 is the only one.
 */
const MANIFEST_UPGRADES: Upgrades = Object.freeze({});

/**
 * A manifest as this execret reads it: its version checked (a missing or newer one is bad input naming the
 * file), then upgraded from an older version to RELEASE_VERSION.
 */
export function readManifest(doc: Record<string, unknown>, file: string): Record<string, unknown> {
  const version = checkSchemaVersion(doc, file, MANIFEST);
  return upgradeRecord(doc, version, RELEASE_VERSION, MANIFEST_UPGRADES);
}
