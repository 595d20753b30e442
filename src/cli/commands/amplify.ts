import type { Command } from 'commander';
import { AMPLIFY_DEFAULTS as D } from '../../amplify/defaults.js';
import { intOption, printJson } from '../io.js';
import { addSandboxFlags, sandboxOptionsFrom, type SandboxFlagValues } from '../sandbox-flags.js';

/** `execret amplify <tasks> --out FILE`: EvalPlus-style extra tests from the reference's own outputs. */
export function register(cmd: Command): void {
  cmd
    .argument('<tasks>', 'native task JSONL')
    .requiredOption('--out <file>', 'native task JSONL to write (the same tasks, more tests)')
    .option(
      '--max-tests <n>',
      'tests per task after amplification, the own tests included',
      intOption('--max-tests', 1, 1000),
      D.maxTests,
    )
    .option(
      '--min-tests <n>',
      'leave out tasks that still have fewer tests (0: keep all)',
      intOption('--min-tests', 0, 1000),
      D.minTests,
    )
    .option(
      '--seed <s>',
      'random seed of the input mutation and the mutant sample',
      intOption('--seed', 0, 2 ** 32 - 1),
      D.seed,
    )
    .option(
      '--candidates <n>',
      'candidate inputs tried per task',
      intOption('--candidates', 1, 1000),
      D.candidates,
    )
    .option(
      '--mutants <n>',
      'mutants per task the added tests are chosen to kill',
      intOption('--mutants', 0, 1000),
      D.mutants,
    )
    .option('--ops <list>', 'mutation operators for those mutants, comma-separated (default: all, as build)')
    .option('--per-task', 'list every task: tests and mutants killed, before and after')
    .option('--json', 'print one JSON summary on stdout')
    .option('--quiet', 'no progress on stderr');
  addSandboxFlags(cmd).action(async (tasks: string, o) => {
    const { amplify, renderAmplifySummary } = await import('../../amplify/index.js');
    const { createLogger } = await import('../../core/log.js');
    const r = await amplify({
      ...sandboxOptionsFrom(o as SandboxFlagValues),
      tasksFile: tasks,
      out: o.out,
      maxTests: o.maxTests,
      minTests: o.minTests,
      seed: o.seed,
      candidates: o.candidates,
      mutants: o.mutants,
      ops: o.ops
        ? String(o.ops)
            .split(',')
            .map((s: string) => s.trim())
        : undefined,
      log: createLogger({ quiet: !!o.quiet }),
    });
    if (o.json) printJson(r);
    else process.stdout.write(renderAmplifySummary(r, { perTask: !!o.perTask }));
    if (r.written === 0) {
      process.stderr.write(`execret: no task kept ${o.minTests} tests; nothing written\n`);
      process.exitCode = 1;
    }
  });
}
