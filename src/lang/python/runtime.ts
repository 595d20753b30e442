import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SEARCH_PATH } from '../../core/env.js';
import { ExecretError } from '../../core/errors.js';
import { sha256 } from '../../core/hash.js';
import { PACKAGE_ROOT } from '../../core/version.js';

/** The Python interpreter snippets run under, resolved once per process. */
export interface PythonRuntime {
  /** the real interpreter (`sys.executable`), never a pyenv/asdf shim */
  executable: string;
  /** e.g. "3.11.2" */
  version: string;
  /** "CPython 3.11.2" */
  label: string;
}

/** Absolute path of the fork-server harness shipped with the package (assets/ is outside src/ and dist/). */
export const PYTHON_HARNESS_PATH = join(PACKAGE_ROOT, 'assets', 'python', 'harness.py');

let harnessCache: { source: string; version: string } | undefined;

/** The harness source and a short hash of it; the hash is part of every cache key. */
export function pythonHarness(): { source: string; version: string } {
  if (!harnessCache) {
    if (!existsSync(PYTHON_HARNESS_PATH)) {
      throw new ExecretError('E_INTERNAL', `the Python harness is missing: ${PYTHON_HARNESS_PATH}`);
    }
    const source = readFileSync(PYTHON_HARNESS_PATH, 'utf8');
    harnessCache = { source, version: sha256(source).slice(0, 16) };
  }
  return harnessCache;
}

const resolved = new Map<string, PythonRuntime>();

/**
 * Resolve the interpreter: `override` (the --python flag), else `envOverride` (EXECRET_PYTHON), else
 * /usr/bin/python3 when it exists, else `python3` on `path` (the caller's PATH; the library reads no environment).
 * The candidate is asked for its own `sys.executable`, which resolves through shims such as pyenv's (a bash script
 * costing 100+ ms per start) to the real binary.
 */
export function resolvePython(
  override?: string,
  envOverride?: string,
  path: string = DEFAULT_SEARCH_PATH,
): PythonRuntime {
  const candidate =
    override || envOverride || (existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3');
  // a bare name is found on `path`, so the same name on another path may be another interpreter
  const key = candidate.includes('/') ? candidate : `${candidate}\0${path}`;
  const hit = resolved.get(key);
  if (hit) return hit;
  const source = override ? '--python' : envOverride ? 'EXECRET_PYTHON' : 'the default';
  const probe = spawnSync(
    candidate,
    [
      '-I',
      '-c',
      'import sys, platform; print(sys.executable); print(platform.python_implementation()); print("%d.%d.%d" % sys.version_info[:3])',
    ],
    {
      encoding: 'utf8',
      timeout: 30_000,
      env: { PATH: path, LANG: 'C.UTF-8' },
    },
  );
  if (probe.error || probe.status !== 0) {
    const why = probe.error ? probe.error.message : (probe.stderr || '').trim().split('\n').pop();
    throw new ExecretError(
      'E_RUNTIME',
      `cannot run the Python interpreter "${candidate}" (from ${source}): ${why}`,
      {
        hint: 'install Python 3.8+ or point --python / EXECRET_PYTHON at a working interpreter',
      },
    );
  }
  const [executable, impl, version] = probe.stdout.trim().split('\n');
  const [major, minor] = (version ?? '').split('.').map(Number);
  if (!executable || !existsSync(executable)) {
    throw new ExecretError('E_RUNTIME', `"${candidate}" did not report a usable sys.executable`);
  }
  if (!(major === 3 && minor >= 8)) {
    throw new ExecretError('E_RUNTIME', `Python ${version} at ${executable} is too old; execret needs 3.8+`);
  }
  const rt: PythonRuntime = { executable, version, label: `${impl} ${version}` };
  resolved.set(key, rt);
  return rt;
}
