/** The sandbox's flags, added to every command that runs snippets with the same names, parsing and limits. */
import type { Command } from 'commander';
import { usageError } from '../core/errors.js';
import { lookup } from '../core/registry.js';
import {
  checkSandboxNumber,
  DEFAULT_CACHE_PATH,
  SANDBOX_DEFAULTS,
  SANDBOX_MODES,
  type NumericSandboxOption,
  type SandboxMode,
  type SandboxOptions,
} from '../execute/options.js';
import { cliEnv } from './env.js';

function sandboxNumber(name: NumericSandboxOption, flag: string) {
  return (raw: string): number => {
    const v = Number(raw);
    const why = raw.trim() === '' ? 'expected a number' : checkSandboxNumber(name, v);
    if (why) throw usageError(`option ${flag}: ${why}, got "${raw}"`);
    return v;
  };
}

const d = SANDBOX_DEFAULTS;

/**
 * Add --jobs, --timeout, --memory, --max-procs, --tmp-size, --share, --python, --sandbox and --cache / --no-cache. No
 * commander defaults: an absent flag stays undefined and the library's SANDBOX_DEFAULTS apply (shown in --help).
 */
export function addSandboxFlags(cmd: Command): Command {
  return cmd
    .option(
      '-j, --jobs <n>',
      'parallel sandbox workers (default: number of CPUs)',
      sandboxNumber('jobs', '--jobs'),
    )
    .option(
      '--timeout <s>',
      `wall-clock limit per suite, seconds (default: ${d.timeoutS})`,
      sandboxNumber('timeoutS', '--timeout'),
    )
    .option(
      '--memory <mb>',
      `address-space limit per snippet process, MiB (default: ${d.memoryMb})`,
      sandboxNumber('memoryMb', '--memory'),
    )
    .option(
      '--max-procs <n>',
      `processes and threads a test may have at once (default: ${d.maxProcs})`,
      sandboxNumber('maxProcs', '--max-procs'),
    )
    .option(
      '--tmp-size <mb>',
      `size of the private /tmp that holds a suite's files, MiB (default: ${d.tmpMb})`,
      sandboxNumber('tmpMb', '--tmp-size'),
    )
    .option(
      '--share <n>',
      `suites that pass the sharing screen may run one after another in one process, up to n (1: a process each; default: ${d.share})`,
      sandboxNumber('share', '--share'),
    )
    .option('--python <path>', 'Python interpreter (default: $EXECRET_PYTHON, else the real python3)')
    .option(
      '--sandbox <mode>',
      `isolation: ${Object.keys(SANDBOX_MODES).join(', ')} (default: ${d.sandbox})`,
      (raw: string): SandboxMode => lookup('sandbox mode', SANDBOX_MODES, raw),
    )
    .option('--cache <path>', `SQLite outcome cache (default: ${DEFAULT_CACHE_PATH})`)
    .option('--no-cache', 'run everything, store nothing');
}

/** What the flags added by addSandboxFlags parsed to, as library options. */
export interface SandboxFlagValues {
  jobs?: number;
  timeout?: number;
  memory?: number;
  maxProcs?: number;
  tmpSize?: number;
  share?: number;
  python?: string;
  sandbox?: SandboxMode;
  cache?: string | boolean;
}

/** The flags' values as library options, with the environment (PATH, EXECRET_PYTHON: src/cli/env.ts). */
export function sandboxOptionsFrom(o: SandboxFlagValues): SandboxOptions & { cache: string | false } {
  return {
    jobs: o.jobs,
    timeoutS: o.timeout,
    memoryMb: o.memory,
    maxProcs: o.maxProcs,
    tmpMb: o.tmpSize,
    share: o.share,
    python: o.python,
    sandbox: o.sandbox,
    env: cliEnv(),
    // commander: --no-cache gives false; no flag gives true (the negatable default), --cache P gives P
    cache: o.cache === false ? false : typeof o.cache === 'string' ? o.cache : DEFAULT_CACHE_PATH,
  };
}
