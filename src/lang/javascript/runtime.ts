import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError } from '../../core/errors.js';
import { sha256 } from '../../core/hash.js';
import { PACKAGE_ROOT } from '../../core/version.js';

/** The Node server shipped with the package (assets/node/harness.js): it starts a runner per batch of suites. */
export const NODE_HARNESS_PATH = join(PACKAGE_ROOT, 'assets', 'node', 'harness.js');

let harnessCache: { source: string; version: string } | undefined;

/** The harness source and a short hash of it; the hash is part of every cache key. */
export function nodeHarness(): { source: string; version: string } {
  if (!harnessCache) {
    if (!existsSync(NODE_HARNESS_PATH)) {
      throw new ExecretError('E_INTERNAL', `the Node harness is missing: ${NODE_HARNESS_PATH}`);
    }
    const source = readFileSync(NODE_HARNESS_PATH, 'utf8');
    harnessCache = { source, version: sha256(source).slice(0, 16) };
  }
  return harnessCache;
}

/**
 * The Node that runs JavaScript and TypeScript snippets: the one running execret (`process.execPath`, its real
 * path), so that no second runtime needs installing. Its version is part of every cache key.
 */
export function resolveNode(): { executable: string; version: string; label: string } {
  const executable = realpathSync(process.execPath);
  return { executable, version: process.version.replace(/^v/, ''), label: `Node ${process.version}` };
}
