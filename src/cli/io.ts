/** Helpers shared by command files: parsing numeric options, printing the one JSON document. */
import { accessSync, constants, existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { usageError } from '../core/errors.js';

export function intOption(name: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  return (raw: string): number => {
    const v = Number(raw);
    if (!Number.isInteger(v) || v < min || v > max) {
      throw usageError(`option ${name}: expected an integer in [${min}, ${max}], got "${raw}"`);
    }
    return v;
  };
}

export function numberOption(name: string, min: number, max = Number.POSITIVE_INFINITY) {
  return (raw: string): number => {
    const v = Number(raw);
    if (!Number.isFinite(v) || v < min || v > max) {
      throw usageError(`option ${name}: expected a number in [${min}, ${max}], got "${raw}"`);
    }
    return v;
  };
}

/** `-O key=value`, repeatable, collected into one record (later keys win). */
export function keyValueOption(name: string) {
  return (raw: string, prev: Record<string, string>): Record<string, string> => {
    const eq = raw.indexOf('=');
    if (eq <= 0) throw usageError(`option ${name}: expected KEY=VALUE, got "${raw}"`);
    return { ...prev, [raw.slice(0, eq)]: raw.slice(eq + 1) };
  };
}

export function printJson(doc: unknown): void {
  process.stdout.write(JSON.stringify(doc, null, 2) + '\n');
}

/**
 * Can `path` (an --out file or folder) be created? Checked before a command does any work, so that a path under a
 * regular file, under /proc or /sys, or on a read-only or unwritable place fails at once (exit 2) naming it,
 * rather than after a run or, under /proc, never. `dir`: the option names a folder (`<dir>`), else a file;
 * `either` for an option that is a file or a folder by what it writes (`merge --out <path>`).
 */
export function checkOutPath(path: string, dir: boolean | 'either', option = '--out'): void {
  const fail = (why: string) => usageError(`option ${option}: cannot write ${path}: ${why}`);
  const abs = resolve(path);
  let at = abs;
  while (!existsSync(at) && dirname(at) !== at) at = dirname(at);
  let real: string;
  try {
    real = realpathSync(at);
  } catch (e) {
    throw fail((e as Error).message);
  }
  if (/^\/(proc|sys)(\/|$)/.test(real)) throw fail(`${at} is on a virtual file system (/proc, /sys)`);
  const st = statSync(real);
  if (at === abs) {
    if (dir === true && !st.isDirectory()) throw fail('it exists and is not a folder');
    if (dir === false && st.isDirectory()) throw fail('it is a folder');
    if (dir !== true && !st.isDirectory() && !st.isFile()) throw fail('it exists and is not a regular file');
  } else if (!st.isDirectory()) throw fail(`${at} is not a folder`);
  try {
    accessSync(at === abs && dir === false ? dirname(real) : real, constants.W_OK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw fail(code === 'EROFS' ? 'the file system is read-only' : `permission denied (${code})`);
  }
}
