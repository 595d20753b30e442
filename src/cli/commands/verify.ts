import type { Command } from 'commander';
import { intOption, numberOption, printJson } from '../io.js';

/** `execret verify <tasks>`: run each task's reference code against its tests in the sandbox. */
export function register(cmd: Command): void {
  cmd
    .argument('<tasks>', 'native task JSONL file')
    .option(
      '-j, --jobs <n>',
      'parallel sandbox workers (default: number of CPUs)',
      intOption('--jobs', 1, 1024),
    )
    .option('--timeout <s>', 'wall-clock limit per snippet, seconds', numberOption('--timeout', 0.1, 3600), 5)
    .option('--memory <mb>', 'address-space limit per snippet, MiB', intOption('--memory', 64, 1 << 20), 1024)
    .option('--out <file>', 'write one oracle.jsonl row per (snippet, test)')
    .option('--cache <path>', 'SQLite outcome cache', '.execret-cache/oracle.sqlite')
    .option('--no-cache', 'run everything, store nothing')
    .option('--python <path>', 'Python interpreter (default: EXECRET_PYTHON, else /usr/bin/python3)')
    .option('--sandbox <mode>', 'isolation: auto, bwrap, unshare or none', 'auto')
    .option(
      '--share <n>',
      'suites that pass the sharing screen may run one after another in one process, up to n (1: a process each)',
      intOption('--share', 1, 1024),
      16,
    )
    .option('--json', 'print the summary as one JSON document on stdout')
    .action(async (tasks: string, opts: VerifyCliOptions) => {
      const { verify, renderVerifySummary, SANDBOX_MODES, printable, firstLine } =
        await import('../../execute/index.js');
      const { lookup } = await import('../../core/registry.js');
      const sandbox = lookup(
        'sandbox mode',
        Object.fromEntries(SANDBOX_MODES.map((m) => [m, m])),
        opts.sandbox,
      );
      const { createLogger } = await import('../../core/log.js');
      const { summary } = await verify({
        tasks,
        jobs: opts.jobs,
        timeoutS: opts.timeout,
        memoryMb: opts.memory,
        out: opts.out,
        cache: opts.cache === false ? false : opts.cache,
        python: opts.python,
        sandbox,
        share: opts.share,
        logger: createLogger(),
        onProgress: progressReporter(),
      });
      if (opts.json) printJson(summary);
      else process.stdout.write(renderVerifySummary(summary));
      if (!summary.ok) {
        // the list of failing references also goes to stderr, so it is visible with --json
        for (const f of summary.failing) {
          const t = f.tests[0];
          process.stderr.write(
            `execret: failing reference ${printable(f.task)}: test ${t.test} ${t.status}${t.message ? `: ${firstLine(t.message)}` : ''}\n`,
          );
        }
        process.exitCode = 1;
      }
    });
}

/** Progress on stderr: one rewritten line on a terminal, else a line every few seconds (CI logs stay short). */
function progressReporter(): (done: number, total: number) => void {
  const tty = process.stderr.isTTY;
  let last = 0;
  return (done, total) => {
    const now = Date.now();
    const end = done === total;
    if (!end && now - last < (tty ? 100 : 5000)) return;
    if (!tty && end && last === 0) return; // short runs: no progress noise
    last = now;
    const line = `verify: ${done}/${total} suites`;
    process.stderr.write(tty ? `\r${line}${end ? '\n' : ''}` : `${line}\n`);
  };
}

interface VerifyCliOptions {
  jobs?: number;
  timeout: number;
  memory: number;
  out?: string;
  cache: string | false;
  python?: string;
  sandbox: string;
  share: number;
  json?: boolean;
}
