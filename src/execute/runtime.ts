import type { LanguageId } from '../core/types.js';
import { pythonHarness, resolvePython } from '../lang/python/runtime.js';
import { PYTHON_PROBE, type RuntimeProbe } from './runtime-probe.js';

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
  /** where suites get their throwaway directories */
  workroot: string;
}

/** The Python fork server's environment. */
export const PYTHON_ENV: Readonly<Record<string, string>> = Object.freeze({
  PATH: '/usr/local/bin:/usr/bin:/bin',
  LANG: 'C.UTF-8',
  // a fixed hash seed: set and dict-of-str iteration order, and so outcomes, are the same in every worker
  PYTHONHASHSEED: '0',
  PYTHONDONTWRITEBYTECODE: '1',
  PYTHONNOUSERSITE: '1',
});

/**
 * CPython: `override` (--python), else `envOverride` (EXECRET_PYTHON), else the real python3, resolved once.
 * Started with -s (no user site) and -u, not -I: -I would ignore PYTHONHASHSEED (the environment is ours alone).
 */
export function pythonRuntime(override?: string, envOverride?: string): RuntimeDescription {
  const python = resolvePython(override, envOverride);
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
