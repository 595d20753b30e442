import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { byCodeUnit } from '../../../core/order.js';

/**
 * Folders a repository walk never enters: hidden ones (`.git`, `.tox`, `.venv`), virtual environments and
 * installed or vendored third-party code, build output and caches. Their code is not the repository's own.
 */
export const SKIPPED_DIRS: ReadonlySet<string> = new Set([
  'node_modules',
  'venv',
  'env',
  'site-packages',
  'dist-packages',
  'vendor',
  'vendored',
  '_vendor',
  'third_party',
  'thirdparty',
  'build',
  'dist',
  '__pycache__',
  '__pypackages__',
]);

/** The files under `root` whose names end in one of `extensions`, relative, '/'-separated, in code-unit order. */
export function walkRepository(root: string, extensions: readonly string[]): string[] {
  const out: string[] = [];
  const visit = (rel: string): void => {
    let names: string[];
    try {
      names = readdirSync(rel ? join(root, rel) : root);
    } catch {
      return; // an unreadable folder holds nothing we can import
    }
    for (const name of names) {
      if (name.startsWith('.')) continue;
      const child = rel ? `${rel}/${name}` : name;
      let st;
      try {
        st = lstatSync(join(root, child)); // symbolic links are not followed: they may point out of the repository
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        if (!SKIPPED_DIRS.has(name) && !name.endsWith('.egg-info')) visit(child);
      } else if (st.isFile() && extensions.some((e) => name.endsWith(e))) out.push(child);
    }
  };
  visit('');
  return out.sort(byCodeUnit);
}
