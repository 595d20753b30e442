import { existsSync } from 'node:fs';
import type { LanguageId } from '../core/types.js';
import { nodeHarness, resolveNode } from '../lang/javascript/runtime.js';
import { pythonHarness, resolvePython } from '../lang/python/runtime.js';
import { NODE_PROBE, PYTHON_PROBE, type RuntimeProbe } from './runtime-probe.js';

/**
 * Everything the sandbox and the worker pool need to know about one language runtime: how to start its fork
 * server (argv, then the harness source, then the limits as one JSON argument), in which environment, which host
 * paths it needs (probe), and a command that proves the sandbox can run it. Nothing else in the pool is
 * language-specific, so a runner for another language (Node, #12) is one more description.
 */
export interface RuntimeDescription {
  readonly language: LanguageId;
  /** e.g. "CPython 3.11.2": recorded in outputs and part of every cache key */
  readonly label: string;
  /** the real interpreter (never a shim) */
  readonly executable: string;
  /** the interpreter and its flags, after which come the harness source and the limits JSON */
  readonly argv: readonly string[];
  /** the fork server's source, and a short hash of it (part of every cache key) */
  readonly harness: { readonly source: string; readonly version: string };
  /** the fork server's whole environment: nothing of the parent's */
  readonly env: Readonly<Record<string, string>>;
  /** which host paths the runtime needs (the sandbox's file-system view) */
  readonly probe: RuntimeProbe;
  /** a command that prints 42: does the sandbox run this runtime here? */
  readonly smoke: readonly string[];
  /**
   * A command run on the host that execs the sandbox with the worker's limits applied (rlimits for runtimes that
   * cannot set their own, as Node cannot); absent: none.
   */
  readonly hostPrefix?: (limits: HarnessLimits) => readonly string[];
}

/** The limits every test of a worker runs under: the harness's one JSON argument. */
export interface HarnessLimits {
  timeoutS: number;
  memoryMb: number;
  maxProcs: number;
  share: number;
  /** uid/gid the tests drop to (-1: keep the server's) */
  uid: number;
  gid: number;
  /** the server runs in a PID namespace of its own: it may sweep every other process in it */
  pidNamespace: boolean;
  /** the server runs in an IPC namespace of its own: it may forbid System V IPC objects there */
  ipcNamespace: boolean;
  /** where suites get their throwaway directories */
  workroot: string;
  /**
   * Tests of execret only (the oracle never sets it): the Node runner hands each context an object of its own realm
   * (`__runnerRealm`), the hole node:vm has when given host objects, so that the hostile tests can check what holds
   * once a snippet has left its context (issue #22b).
   */
  exposeRunnerRealmForTests?: boolean;
}

/** The Python fork server's environment. */
export const PYTHON_ENV: Readonly<Record<string, string>> = Object.freeze({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  LANG: 'C.UTF-8',
  // a fixed hash seed: set and dict-of-str iteration order, and so outcomes, are the same in every worker
  PYTHONHASHSEED: '0',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONNOUSERSITE: '1',
  // one BLAS thread: the same sums in the same order every run (a threaded BLAS may round differently), and no
  // threads in a server that forks (the harness imports numpy there when contexts use it)
  OPENBLAS_NUM_THREADS: '1',
  OMP_NUM_THREADS: '1',
  MKL_NUM_THREADS: '1',
});

/**
 * CPython: `override` (--python), else `envOverride` (EXECRET_PYTHON), else the real python3 (found on `path`),
 * resolved once.
 * Started with -s (no user site) and -u, not -I: -I would ignore PYTHONHASHSEED (the environment is ours alone).
 */
export function pythonRuntime(override?: string, envOverride?: string, path?: string): RuntimeDescription {
  const python = resolvePython(override, envOverride, path);
  return Object.freeze({
    language: 'python',
    label: python.label,
    executable: python.executable,
    argv: Object.freeze([python.executable, '-s', '-u', '-c']),
    harness: pythonHarness(),
    env: PYTHON_ENV,
    probe: PYTHON_PROBE,
    smoke: Object.freeze([python.executable, '-I', '-S', '-c', 'print(6*7)']),
  });
}

/** The Node server's environment: nothing of the parent's (no NODE_OPTIONS, no secrets). */
export const NODE_ENV: Readonly<Record<string, string>> = Object.freeze({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  LANG: 'C.UTF-8',
});

/** Heap of the Node server itself (it only starts runners and reads their records). */
const NODE_SERVER_HEAP_MB = 128;
/**
 * Address space a Node process needs beyond its JavaScript heap (code space, the heap's reservations, the
 * libraries): 1 GiB, measured (Node 20 with a 1 GiB heap does not start under 1.75 GiB of address space).
 */
export const NODE_ADDRESS_SPACE_EXTRA_MB = 1024;

/**
 * Node, for JavaScript and TypeScript (type-stripped on the host before a suite is sent). The server runs each
 * batch of suites in a runner process whose heap is capped at the memory limit (`--max-old-space-size`), under
 * rlimits set on the host with util-linux's `prlimit` before the sandbox starts (Node has no setrlimit, and the
 * runners inherit them): address space (the limit plus what Node needs besides its heap), file size, open files,
 * core dumps and, when tests drop to their own uid, processes.
 */
export function nodeRuntime(): RuntimeDescription {
  const node = resolveNode();
  return Object.freeze({
    language: 'javascript',
    label: node.label,
    executable: node.executable,
    argv: Object.freeze([node.executable, `--max-old-space-size=${NODE_SERVER_HEAP_MB}`, '-e']),
    harness: nodeHarness(),
    env: NODE_ENV,
    probe: NODE_PROBE,
    smoke: Object.freeze([node.executable, '-e', 'console.log(6*7)']),
    hostPrefix: prlimitPrefix,
  });
}

/** `prlimit --as=... -- `: the rlimits of a Node worker, or nothing where util-linux's prlimit is missing. */
function prlimitPrefix(limits: HarnessLimits): readonly string[] {
  const prlimit = ['/usr/bin/prlimit', '/bin/prlimit'].find((p) => existsSync(p));
  if (!prlimit) return [];
  const mib = 1024 * 1024;
  const as = (Math.max(limits.memoryMb, NODE_SERVER_HEAP_MB) + NODE_ADDRESS_SPACE_EXTRA_MB) * mib;
  return [
    prlimit,
    `--as=${as}`,
    `--fsize=${16 * mib}`,
    '--nofile=256',
    '--core=0',
    ...(limits.uid >= 0 ? [`--nproc=${limits.maxProcs}`] : []),
    '--',
  ];
}
