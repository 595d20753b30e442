import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError } from '../core/errors.js';
import { PACKAGE_ROOT } from '../core/version.js';

/**
 * The bundled benchmark, `data/release` of the package: what a command reads when it is given no release. An
 * E_NOT_FOUND error naming the folder when it is missing; `hint` says how to give one instead.
 */
export function bundledRelease(hint: string): string {
  const dir = join(PACKAGE_ROOT, 'data', 'release');
  if (!existsSync(dir))
    throw new ExecretError('E_NOT_FOUND', `the bundled benchmark is missing: ${dir}`, { hint });
  return dir;
}
