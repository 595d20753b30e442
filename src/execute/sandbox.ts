import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEFAULT_SEARCH_PATH } from '../core/env.js';
import { cleanSpawn } from './fds.js';
import { bwrapViewArgs, PRIVATE_MOUNTS, type FsView } from './fs-view.js';
import type { SandboxMode } from './options.js';
import type { RuntimeDescription } from './runtime.js';
import { runtimeView } from './runtime-probe.js';
import type { IsolationInfo } from './types.js';

/** A resolved way to start the fork server. */
export interface SandboxPlan {
  readonly mode: Exclude<SandboxMode, 'auto'>;
  readonly isolation: IsolationInfo;
  /** argv prefix that wraps the interpreter (empty for `none`) */
  readonly prefix: readonly string[];
  /**
   * The wrapper's own arguments, handed to it through a descriptor (bwrap `--args FD`) rather than on its command
   * line, so that a snippet reading /proc/1/cmdline learns nothing of the host's layout. Empty: none.
   */
  readonly hiddenArgs: readonly string[];
  /** what snippets see of the host's file system; undefined: all of it that their uid may read */
  readonly view?: FsView;
  /** true when the work root is a fresh private tmpfs inside the sandbox; else the host provides one */
  readonly privateTmp: boolean;
  /** PID namespace: the harness may sweep every other process in it */
  readonly pidNamespace: boolean;
  /** IPC namespace of its own: the harness may forbid System V IPC objects in it */
  readonly ipcNamespace: boolean;
  /** uid/gid the tests drop to (-1: keep ours) */
  readonly uid: number;
  readonly gid: number;
}

/** The unprivileged account tests run as when execret runs as root. */
const NOBODY = 65534;

/**
 * How to start `command` with environment `env` under the plan: the argv, the environment to spawn it with, and
 * the bytes to write on descriptor `fd` (bwrap's own arguments, NUL-separated), if any. Under bwrap the command's
 * environment is set by bwrap (--clearenv, --setenv) and bwrap itself starts with none, so that /proc/1/environ
 * (bwrap is pid 1 of the namespace) shows nothing.
 */
export function launchArgv(
  plan: SandboxPlan,
  command: readonly string[],
  env: Readonly<Record<string, string>>,
  fd: number,
  opts: { tmpMb?: number } = {},
): { argv: string[]; env: Record<string, string>; hidden?: Buffer } {
  if (!plan.hiddenArgs.length) return { argv: [...plan.prefix, ...command], env: { ...env } };
  const args = [
    ...withTmpSize(plan.hiddenArgs, opts.tmpMb),
    '--clearenv',
    ...Object.entries(env).flatMap(([k, v]) => ['--setenv', k, v]),
    '--chdir',
    PRIVATE_MOUNTS.tmp,
  ];
  return {
    argv: [...plan.prefix, '--args', String(fd), ...command],
    env: {},
    hidden: Buffer.from(args.map((a) => `${a}\0`).join('')),
  };
}

/** bwrap's arguments with `--size` before the private /tmp's `--tmpfs`: the cap on what a suite may write there. */
function withTmpSize(args: readonly string[], tmpMb: number | undefined): string[] {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (tmpMb !== undefined && a === '--tmpfs' && args[i + 1] === PRIVATE_MOUNTS.tmp) {
      out.push('--size', String(tmpMb * 1024 * 1024));
    }
    out.push(a);
  });
  return out;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** `cmd` on the search path `path` (the caller's PATH), else in /usr/bin, /bin or /usr/sbin. */
function which(cmd: string, path: string): string | undefined {
  for (const dir of path.split(':').concat(['/usr/bin', '/bin', '/usr/sbin'])) {
    const p = `${dir}/${cmd}`;
    if (dir && existsSync(p)) return p;
  }
  return undefined;
}

/** Run the runtime's smoke test under the plan: does the mechanism really work here (kernels and containers differ)? */
function works(plan: SandboxPlan, runtime: RuntimeDescription): boolean {
  const { argv, env, hidden } = launchArgv(plan, runtime.smoke, runtime.env, 0);
  // like every process execret starts in the sandbox: nothing but its stdio (fds.ts)
  const python = runtime.language === 'python' ? runtime.executable : undefined;
  const clean = cleanSpawn(argv, ['pipe', 'pipe', 'pipe'], python);
  try {
    const r = spawnSync(clean.argv[0], clean.argv.slice(1), {
      encoding: 'utf8',
      timeout: 20_000,
      env,
      cwd: '/',
      input: hidden ?? '',
      stdio: clean.stdio,
    });
    return r.status === 0 && r.stdout.trim() === '42';
  } finally {
    clean.release();
  }
}

/**
 * bwrap as root: no user namespace, so that tests can drop to an unprivileged uid (which also stops them
 * signalling the server or reopening its pipes); the server keeps only the capabilities it needs for that.
 */
const BWRAP_AS_ROOT = [
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
];

function bwrapPlan(runtime: RuntimeDescription, missing: string[], path: string): SandboxPlan | undefined {
  const bwrap = which('bwrap', path);
  if (!bwrap) return undefined;
  let view: FsView;
  try {
    view = runtimeView(runtime.probe, runtime.executable, runtime.env);
  } catch (e) {
    missing.push(`a minimal file-system view (${(e as Error).message})`);
    return undefined;
  }
  const root = isRoot();
  const mechanisms = ['bwrap', 'minimal-fs', 'read-only-fs', 'private-tmp', 'no-network', 'pid-namespace'];
  mechanisms.push('ipc-namespace');
  mechanisms.push('rlimits', 'clean-env', ...(root ? ['unprivileged-uid'] : []));
  const plan: SandboxPlan = {
    mode: 'bwrap',
    isolation: { level: 'full', mechanisms, missing: [] },
    prefix: [bwrap],
    hiddenArgs: [
      ...(root ? BWRAP_AS_ROOT : ['--unshare-all']),
      '--die-with-parent',
      '--new-session',
      ...bwrapViewArgs(view),
    ],
    view,
    privateTmp: true,
    pidNamespace: true,
    ipcNamespace: true,
    uid: root ? NOBODY : -1,
    gid: root ? NOBODY : -1,
  };
  return works(plan, runtime) ? plan : undefined;
}

function unsharePlan(runtime: RuntimeDescription, missing: string[], path: string): SandboxPlan | undefined {
  const unshare = which('unshare', path);
  if (!unshare) return undefined;
  const root = isRoot();
  const plan: SandboxPlan = {
    mode: 'unshare',
    isolation: {
      level: 'partial',
      mechanisms: ['unshare', 'no-network', 'pid-namespace', 'ipc-namespace', 'rlimits', 'clean-env'].concat(
        root ? ['unprivileged-uid'] : [],
      ),
      missing: [...missing, 'a minimal, read-only file-system view (needs bubblewrap)'],
    },
    prefix: [unshare, '--net', '--pid', '--ipc', '--fork', '--kill-child', '--mount-proc'],
    hiddenArgs: [],
    privateTmp: false,
    pidNamespace: true,
    ipcNamespace: true,
    uid: root ? NOBODY : -1,
    gid: root ? NOBODY : -1,
  };
  return works(plan, runtime) ? plan : undefined;
}

function nonePlan(missing: string[]): SandboxPlan {
  const root = isRoot();
  return {
    mode: 'none',
    isolation: {
      level: 'none',
      mechanisms: ['rlimits', 'clean-env', 'subreaper'].concat(root ? ['unprivileged-uid'] : []),
      missing: [...missing, 'network isolation', 'a minimal, read-only file-system view', 'PID namespace'],
    },
    prefix: [],
    hiddenArgs: [],
    privateTmp: false,
    pidNamespace: false,
    ipcNamespace: false,
    uid: root ? NOBODY : -1,
    gid: root ? NOBODY : -1,
  };
}

const plans = new Map<string, SandboxPlan>();

/**
 * Pick how workers of a runtime are isolated, finding bwrap and unshare on `path` (the caller's PATH). Probed once
 * per (mode, runtime, interpreter, path) and process. A requested mode that does not work here returns undefined
 * from its own probe and falls through to the next weaker one, with the reason in `isolation.missing` so that
 * callers can say so once.
 */
export function planSandbox(
  mode: SandboxMode,
  runtime: RuntimeDescription,
  path: string = DEFAULT_SEARCH_PATH,
): SandboxPlan {
  const key = `${mode}\0${runtime.language}\0${runtime.executable}\0${path}`;
  const hit = plans.get(key);
  if (hit) return hit;
  const missing: string[] = [];
  let plan: SandboxPlan | undefined;
  if (mode === 'auto' || mode === 'bwrap') {
    const known = missing.length;
    plan = bwrapPlan(runtime, missing, path);
    if (!plan && missing.length === known) {
      missing.push(
        which('bwrap', path)
          ? 'bubblewrap (bwrap) is installed but does not work here'
          : 'bubblewrap (bwrap) is not installed',
      );
    }
  }
  if (!plan && mode !== 'none') {
    plan = unsharePlan(runtime, missing, path);
    if (!plan) missing.push('unshare (util-linux) cannot create network and PID namespaces here');
  }
  plan ??= nonePlan(missing);
  plans.set(key, plan);
  return plan;
}
