import { checkSchemaVersion, upgradeRecord, type RecordKind, type Upgrades } from '../core/schema.js';

/**
 * The release format (docs/formats.md, "Release"): its files, its version and how an older manifest is read. Its
 * one writer (write.ts) and its one reader (load.ts) sit beside this file and take all three from here.
 */

/**
 * The version of the release format this execret writes (manifest.json `schemaVersion`). Version 2 took the
 * oracle rows' `ms` out of oracle.jsonl (a hashed file) into timings.json (RELEASE_TIMINGS_FILE, not hashed): a
 * row's time is a timing by nature, and two builds that measured it under different loads differed there only.
 */
export const RELEASE_VERSION = 2;

/**
 * The release's one file of timings by nature: each oracle row's milliseconds (release/timings.ts). It is not in
 * RELEASE_FILES: the manifest does not list it, the release hash does not cover it, and a release without it is
 * whole (its readers take every time as unknown).
 */
export const RELEASE_TIMINGS_FILE = 'timings.json';

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
 * keyed by version N takes a version-N manifest to version N+1. 1 -> 2 changes no manifest field (the change is
 * where oracle times live: loadRelease reads a version-1 release's times from its oracle rows).
 */
const MANIFEST_UPGRADES: Upgrades = Object.freeze({ 1: (doc) => ({ ...doc }) });

/**
 * A manifest as this execret reads it: its version checked (a missing or newer one is bad input naming the
 * file), then upgraded from an older version to RELEASE_VERSION.
 */
export function readManifest(doc: Record<string, unknown>, file: string): Record<string, unknown> {
  return readManifestVersioned(doc, file).manifest;
}

/** readManifest, with the version the file was written in (before the upgrade). */
export function readManifestVersioned(
  doc: Record<string, unknown>,
  file: string,
): { manifest: Record<string, unknown>; writtenVersion: number } {
  const version = checkSchemaVersion(doc, file, MANIFEST);
  return {
    manifest: upgradeRecord(doc, version, RELEASE_VERSION, MANIFEST_UPGRADES),
    writtenVersion: version,
  };
}
