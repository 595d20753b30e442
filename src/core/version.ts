import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** The package root (works from src/ under tsx and from dist/ when compiled). */
export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const TOOL_VERSION: string = (
  JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
