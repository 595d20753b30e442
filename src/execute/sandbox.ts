import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { IsolationInfo } from './types.js';

/** How to launch a worker: `auto` picks the strongest mechanism that works on this machine. */
export type SandboxMode = 'auto' | 'bwrap' | 'unshare' | 'none';

export const SANDBOX_MODES: readonly SandboxMode[] = ['auto', 'bwrap', 'unshare', 'none'];

/** A resolved way to start the fork server. */
export interface SandboxPlan {
  readonly mode: Exclude<SandboxMode, 'auto'>;
  readonly isolation: IsolationInfo;
  /** argv prefix that wraps the interpreter (empty for `none`) */
  readonly prefix: readonly string[];
  /** true when the work root is a fresh private tmpfs inside the sandbox; else the host provides one */
  readonly privateTmp: boolean;
  /** PID namespace: the harness may sweep every other process in it */
  readonly pidNamespace: boolean;
  /** uid/gid the tests drop to (-1: keep ours) */
  readonly uid: number;
  readonly gid: number;
}

/** The only environment a worker starts with: nothing from the parent process. */
export const WORKER_ENV: Readonly<Record<string, string>> = Object.freeze({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  LANG: 'C.UTF-8',
});

/** The unprivileged account tests run as when execret runs as root. */
const NOBODY = 65534;

const BWRAP_COMMON = [
  '--die-with-parent',
  '--new-session',
  '--ro-bind',
  '/',
  '/',
  '--tmpfs',
  '/tmp',
  '--proc',
  '/proc',
  '--dev',
  '/dev',
  '--clearenv',
  '--setenv',
  'PATH',
  WORKER_ENV.PATH,
  '--setenv',
  'LANG',
  WORKER_ENV.LANG,
  '--chdir',
  '/tmp',
];

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function which(cmd: string): string | undefined {
  for (const dir of (process.env.PATH ?? '/usr/bin:/bin')
    .split(':')
    .concat(['/usr/bin', '/bin', '/usr/sbin'])) {
    const p = `${dir}/${cmd}`;
    if (dir && existsSync(p)) return p;
  }
  return undefined;
}

/** Run a tiny program under the prefix to see that the mechanism really works here (kernels and containers differ). */
function works(prefix: readonly string[], python: string): boolean {
  const r = spawnSync(
    prefix[0] ?? python,
    [...prefix.slice(1), ...(prefix.length ? [python] : []), '-I', '-S', '-c', 'print(6*7)'],
    {
      encoding: 'utf8',
      timeout: 20_000,
      env: { ...WORKER_ENV },
      cwd: '/',
    },
  );
  return r.status === 0 && r.stdout.trim() === '42';
}

function bwrapPlan(python: string): SandboxPlan | undefined {
  const bwrap = which('bwrap');
  if (!bwrap) return undefined;
  const root = isRoot();
  // As root we skip the user namespace so that tests can drop to an unprivileged uid (which also stops them
  // signalling the server or reopening its pipes); the server keeps only the capabilities it needs for that.
  const prefix = root
    ? [
        bwrap,
        '--unshare-ipc',
        '--unshare-pid',
        '--unshare-net',
        '--unshare-uts',
        '--unshare-cgroup-try',
        '--cap-drop',
        'ALL',
        ...['CAP_SETUID', 'CAP_SETGID', 'CAP_KILL', 'CAP_DAC_OVERRIDE', 'CAP_FOWNER'].flatMap((c) => [
          '--cap-add',
          c,
        ]),
        ...BWRAP_COMMON,
      ]
    : [bwrap, '--unshare-all', ...BWRAP_COMMON];
  if (!works(prefix, python)) return undefined;
  const mechanisms = [
    'bwrap',
    'read-only-fs',
    'private-tmp',
    'no-network',
    'pid-namespace',
    'rlimits',
    'clean-env',
  ];
  if (root) mechanisms.push('unprivileged-uid');
  return {
    mode: 'bwrap',
    isolation: { level: 'full', mechanisms, missing: [] },
    prefix,
    privateTmp: true,
    pidNamespace: true,
    uid: root ? NOBODY : -1,
    gid: root ? NOBODY : -1,
  };
}

function unsharePlan(python: string, missing: string[]): SandboxPlan | undefined {
  const unshare = which('unshare');
  if (!unshare) return undefined;
  const prefix = [unshare, '--net', '--pid', '--fork', '--kill-child', '--mount-proc'];
  if (!works(prefix, python)) return undefined;
  const root = isRoot();
  const mechanisms = ['unshare', 'no-network', 'pid-namespace', 'rlimits', 'clean-env'];
  if (root) mechanisms.push('unprivileged-uid');
  return {
    mode: 'unshare',
    isolation: {
      level: 'partial',
      mechanisms,
      missing: [...missing, 'read-only file system (needs bubblewrap)'],
    },
    prefix,
    privateTmp: false,
    pidNamespace: true,
    uid: root ? NOBODY : -1,
    gid: root ? NOBODY : -1,
  };
}

function nonePlan(missing: string[]): SandboxPlan {
  const root = isRoot();
  const mechanisms = ['rlimits', 'clean-env', 'subreaper'];
  if (root) mechanisms.push('unprivileged-uid');
  return {
    mode: 'none',
    isolation: {
      level: 'none',
      mechanisms,
      missing: [...missing, 'network isolation', 'read-only file system', 'PID namespace'],
    },
    prefix: [],
    privateTmp: false,
    pidNamespace: false,
    uid: root ? NOBODY : -1,
    gid: root ? NOBODY : -1,
  };
}

const plans = new Map<string, SandboxPlan>();

/**
 * Pick how workers are isolated. Probed once per (mode, interpreter) and process. A requested mode that does not
 * work here returns undefined from its own probe and falls through to the next weaker one, with the reason in
 * `isolation.missing` so that callers can say so once.
 */
export function planSandbox(mode: SandboxMode, python: string): SandboxPlan {
  const key = `${mode}\0${python}`;
  const hit = plans.get(key);
  if (hit) return hit;
  const missing: string[] = [];
  let plan: SandboxPlan | undefined;
  if (mode === 'auto' || mode === 'bwrap') {
    plan = bwrapPlan(python);
    if (!plan)
      missing.push(
        which('bwrap')
          ? 'bubblewrap (bwrap) is installed but does not work here'
          : 'bubblewrap (bwrap) is not installed',
      );
  }
  if (!plan && mode !== 'none') {
    plan = unsharePlan(python, missing);
    if (!plan) missing.push('unshare (util-linux) cannot create network and PID namespaces here');
  }
  plan ??= nonePlan(missing);
  plans.set(key, plan);
  return plan;
}
