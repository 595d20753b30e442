import { spawnSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ExecretError } from '../core/errors.js';
import { PACKAGE_ROOT } from '../core/version.js';
import { viewOf, type FsView } from './fs-view.js';

/**
 * How one language runtime says which host paths it needs: it is run once, outside the sandbox, and asked. A new
 * runtime (Node for JavaScript) plugs in with a probe of its own; `runtimeView` turns the answer into the view.
 */
export interface RuntimeProbe {
  readonly runtime: string;
  /**
   * Absolute host paths the runtime at `executable` needs to start and run its standard library, as the runtime
   * names them (symlinks allowed: the view recreates them). Throws when the runtime cannot be asked.
   */
  needs(executable: string, env: Readonly<Record<string, string>>): string[];
}

/**
 * Files of the C library read at run time, which no runtime reports because they are read and closed: the
 * dynamic loader's cache (it names where each library is) and the default local time zone (read when TZ is
 * unset, as it is in the sandbox). Measured with `strace -f -e trace=%file` over the bundled tasks: nothing else
 * under /etc is read (docs/sandbox.md). Bound only where they exist.
 */
export const C_LIBRARY_FILES: readonly string[] = Object.freeze([
  '/etc/ld.so.cache',
  '/etc/localtime',
  // Debian's alternatives: /usr/lib/x86_64-linux-gnu/libblas.so.3 and liblapack.so.3 (numpy, scipy) are symlinks
  // through /etc/alternatives to the implementation chosen; without it `import numpy` fails in the sandbox
  // (added for `execret import repo`, whose repositories import numpy now and then; symlinks only)
  '/etc/alternatives',
]);

const PROBE_TIMEOUT_MS = 30_000;

function runProbe(
  runtime: string,
  argv: readonly string[],
  env: Readonly<Record<string, string>>,
): Record<string, unknown> {
  const r = spawnSync(argv[0], argv.slice(1), {
    encoding: 'utf8',
    timeout: PROBE_TIMEOUT_MS,
    env: { ...env },
    cwd: '/',
    maxBuffer: 16 << 20,
  });
  let parsed: unknown;
  try {
    parsed = r.status === 0 ? JSON.parse(r.stdout) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) {
    const why = r.error?.message ?? (r.stderr || `exit ${r.status}`).trim().split('\n').pop();
    throw new ExecretError(
      'E_RUNTIME',
      `cannot ask the ${runtime} runtime ${argv[0]} which files it needs: ${why}`,
    );
  }
  return parsed as Record<string, unknown>;
}

function strings(report: Record<string, unknown>, ...keys: string[]): string[] {
  return keys.flatMap((k) => {
    const v = report[k];
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  });
}

let pythonProbeSource: string | undefined;

/** CPython: assets/python/probe.py, run with the flags the fork server runs with (`-s`, no user site). */
export const PYTHON_PROBE: RuntimeProbe = Object.freeze({
  runtime: 'python',
  needs(executable: string, env: Readonly<Record<string, string>>): string[] {
    pythonProbeSource ??= readFileSync(join(PACKAGE_ROOT, 'assets', 'python', 'probe.py'), 'utf8');
    // -c, not a script path: a script's folder would be put first on sys.path and reported
    const report = runProbe('Python', [executable, '-s', '-c', pythonProbeSource], env);
    return [executable, ...strings(report, 'executable', 'prefixes', 'path', 'loaded', 'mapped', 'tz')];
  },
});

const NODE_PROBE_SOURCE = `
const fs = require('node:fs');
const mapped = new Set();
for (const line of fs.readFileSync('/proc/self/maps', 'utf8').split('\\n')) {
  const i = line.indexOf(' /');
  if (i >= 0) mapped.add(line.slice(i + 1).trim());
}
Intl.DateTimeFormat().resolvedOptions().timeZone;
process.stdout.write(JSON.stringify({
  executable: process.execPath,
  loaded: process.report.getReport().sharedObjects.filter((s) => s.startsWith('/')),
  mapped: [...mapped],
}) + '\\n');
`;

/**
 * Node (for the JavaScript runner): the executable and its install folder (bin/node's parent), every shared
 * object it loaded by the loader's names, and every file it mapped.
 */
export const NODE_PROBE: RuntimeProbe = Object.freeze({
  runtime: 'node',
  needs(executable: string, env: Readonly<Record<string, string>>): string[] {
    const report = runProbe('Node', [executable, '-e', NODE_PROBE_SOURCE], env);
    const real = realpathSync(executable);
    return [executable, dirname(dirname(real)), ...strings(report, 'executable', 'loaded', 'mapped')];
  },
});

export const RUNTIME_PROBES: Readonly<Record<string, RuntimeProbe>> = Object.freeze({
  python: PYTHON_PROBE,
  node: NODE_PROBE,
});

const views = new Map<string, FsView>();

/**
 * The read-only view one runtime needs: its probe's paths plus the C library's files. Resolved once per runtime
 * and executable, and cached for the life of the process.
 */
export function runtimeView(
  probe: RuntimeProbe,
  executable: string,
  env: Readonly<Record<string, string>>,
): FsView {
  const key = `${probe.runtime}\0${executable}`;
  let view = views.get(key);
  if (!view) {
    view = viewOf([...probe.needs(executable, env), ...C_LIBRARY_FILES]);
    views.set(key, view);
  }
  return view;
}
