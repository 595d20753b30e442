import { ORACLE_CACHE } from '../core/cache-paths.js';
import { availableParallelism } from 'node:os';
import type { Env } from '../core/env.js';
import { ExecretError } from '../core/errors.js';
import { lookup } from '../core/registry.js';

/** How to launch a worker: `auto` picks the strongest mechanism that works on this machine. */
export type SandboxMode = 'auto' | 'bwrap' | 'unshare' | 'none';

export const SANDBOX_MODES: Readonly<Record<SandboxMode, SandboxMode>> = Object.freeze({
  auto: 'auto',
  bwrap: 'bwrap',
  unshare: 'unshare',
  none: 'none',
});

/**
 * The settings every command that runs snippets shares (verify, build, and whatever runs the oracle next): one
 * type, one table of defaults, one table of limits, one helper that adds them as flags (src/cli/sandbox-flags.ts).
 */
export interface SandboxOptions {
  /** wall-clock limit per suite, seconds */
  timeoutS?: number;
  /** address-space limit per snippet process, MiB */
  memoryMb?: number;
  /** processes and threads a test may have at once (RLIMIT_NPROC of its worker's own uid) */
  maxProcs?: number;
  /**
   * Size of the private /tmp (a tmpfs) that holds a suite's work directory, MiB: what one suite may write there
   * (it is emptied after each suite). Under bubblewrap only; other levels write to the host's temp folder.
   */
  tmpMb?: number;
  /** parallel workers (default: the number of CPUs) */
  jobs?: number;
  /**
   * How many suites may run one after another in one forked process (1: a process per suite). Only suites that
   * pass the harness's sharing screen share (docs/sandbox.md); each test still gets a fresh namespace.
   */
  share?: number;
  /** interpreter override (else EXECRET_PYTHON of `env`, else resolved once) */
  python?: string;
  /** isolation mechanism: `auto` takes the strongest that works here (bwrap > unshare > none) */
  sandbox?: SandboxMode;
  /**
   * The environment execret runs in (core/env.ts; the CLI passes its own): its PATH is where python3, bwrap
   * and unshare are found, its EXECRET_PYTHON the interpreter when `python` is not given. Nothing else of it is
   * read, and no snippet sees it. Default: none (PATH /usr/bin:/bin, no EXECRET_PYTHON).
   */
  env?: Env;
}

/** Where commands keep the outcome cache unless told otherwise (relative to the working directory). */
export const DEFAULT_CACHE_PATH = ORACLE_CACHE;

/** The options after defaults: what the oracle runs under. */
export interface ResolvedSandboxOptions {
  readonly timeoutS: number;
  readonly memoryMb: number;
  readonly maxProcs: number;
  readonly tmpMb: number;
  readonly jobs: number;
  readonly share: number;
  readonly python: string | undefined;
  readonly sandbox: SandboxMode;
  readonly env: Env;
}

/**
 * Defaults; `jobs` undefined means the number of CPUs (at most the limit), `python` undefined the resolved one, `env`
 * undefined an empty environment.
 */
export const SANDBOX_DEFAULTS = Object.freeze({
  timeoutS: 5,
  memoryMb: 1024,
  maxProcs: 256,
  tmpMb: 64,
  jobs: undefined,
  share: 16,
  python: undefined,
  sandbox: 'auto',
  env: undefined,
} as const satisfies Required<Record<keyof SandboxOptions, unknown>>);

export type NumericSandboxOption = 'timeoutS' | 'memoryMb' | 'maxProcs' | 'tmpMb' | 'jobs' | 'share';

/** The accepted range of each number, and whether it must be an integer: the library and the flags check the same. */
export const SANDBOX_LIMITS: Readonly<
  Record<NumericSandboxOption, { readonly min: number; readonly max: number; readonly integer: boolean }>
> = Object.freeze({
  timeoutS: { min: 0.1, max: 3600, integer: false },
  memoryMb: { min: 64, max: 1 << 20, integer: true },
  maxProcs: { min: 1, max: 65_536, integer: true },
  tmpMb: { min: 1, max: 1 << 20, integer: true },
  jobs: { min: 1, max: 256, integer: true },
  share: { min: 1, max: 1024, integer: true },
});

/** Why `value` is not a valid `name`, or undefined when it is. */
export function checkSandboxNumber(name: NumericSandboxOption, value: number): string | undefined {
  const { min, max, integer } = SANDBOX_LIMITS[name];
  const ok = Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
  return ok ? undefined : `expected ${integer ? 'an integer' : 'a number'} in [${min}, ${max}]`;
}

/** Fill in the defaults and check every value; throws ExecretError (E_USAGE) naming the option and the value. */
export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const number = (name: NumericSandboxOption, value: number): number => {
    const why = checkSandboxNumber(name, value);
    if (why) {
      throw new ExecretError(
        'E_USAGE',
        `sandbox option ${name}: invalid value ${JSON.stringify(value)}: ${why}`,
      );
    }
    return value;
  };
  const d = SANDBOX_DEFAULTS;
  return Object.freeze({
    timeoutS: number('timeoutS', options.timeoutS ?? d.timeoutS),
    memoryMb: number('memoryMb', options.memoryMb ?? d.memoryMb),
    maxProcs: number('maxProcs', options.maxProcs ?? d.maxProcs),
    tmpMb: number('tmpMb', options.tmpMb ?? d.tmpMb),
    jobs: number('jobs', options.jobs ?? Math.min(availableParallelism(), SANDBOX_LIMITS.jobs.max)),
    share: number('share', options.share ?? d.share),
    python: options.python || undefined,
    sandbox: lookup('sandbox mode', SANDBOX_MODES, options.sandbox ?? d.sandbox),
    env: options.env ?? {},
  });
}

/** Only the sandbox's own fields of a larger options object (build options, verify options). */
export function pickSandboxOptions(o: SandboxOptions): SandboxOptions {
  const out: SandboxOptions = {};
  for (const key of Object.keys(SANDBOX_DEFAULTS) as (keyof SandboxOptions)[]) {
    if (o[key] !== undefined) (out as Record<string, unknown>)[key] = o[key];
  }
  return out;
}
