import type { Command } from 'commander';
import type { OnProgress } from '../../core/progress.js';
import { printJson } from '../io.js';
import { addSandboxFlags, sandboxOptionsFrom, type SandboxFlagValues } from '../sandbox-flags.js';

/** `execret verify <tasks>`: run each task's reference code against its tests in the sandbox. */
export function register(cmd: Command): void {
  cmd
    .argument('<tasks>', 'native task JSONL file')
    .option('--out <file>', 'write one oracle.jsonl row per (snippet, test)');
  addSandboxFlags(cmd)
    .option('--json', 'print the summary as one JSON document on stdout')
    .action(async (tasks: string, opts: VerifyCliOptions) => {
      const { verify, renderVerifySummary, printable, firstLine } = await import('../../execute/index.js');
      const { createLogger } = await import('../../core/log.js');
      const { summary } = await verify({
        ...sandboxOptionsFrom(opts),
        tasks,
        out: opts.out,
        log: createLogger(),
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
function progressReporter(): OnProgress {
  const tty = process.stderr.isTTY;
  let last = 0;
  return ({ done, total }) => {
    const now = Date.now();
    const end = done === total;
    if (!end && now - last < (tty ? 100 : 5000)) return;
    if (!tty && end && last === 0) return; // short runs: no progress noise
    last = now;
    const line = `verify: ${done}/${total} suites`;
    process.stderr.write(tty ? `\r${line}${end ? '\n' : ''}` : `${line}\n`);
  };
}

interface VerifyCliOptions extends SandboxFlagValues {
  out?: string;
  json?: boolean;
}
