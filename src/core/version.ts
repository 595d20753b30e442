import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** The package root (works from src/ under tsx and from dist/ when compiled). */
export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const TOOL_VERSION: string = (
  JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/**
 * @deprecated each format has its own version constant beside its one reader and one writer (RELEASE_VERSION in
 * src/release/format.ts, RESULTS_VERSION in src/evaluate/results.ts, ...). Only src/lite's formats still read this
 * one, until they get theirs.
 */
export const SCHEMA_VERSION = 1;
