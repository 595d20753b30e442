import type { Command } from 'commander';
import { usageError } from '../../core/errors.js';
import { MUTATE_DEFAULTS as D } from '../../mutate/defaults.js';
import { intOption, printJson } from '../io.js';

interface MutateFlags {
  out?: string;
  perTask?: number;
  ops?: string;
  stack?: number;
  seed: number;
  listOps?: boolean;
  language: string;
  json?: boolean;
}

export function register(cmd: Command): void {
  cmd
    .argument('[tasks]', 'task JSONL file')
    .option('--out <file>', 'write mutant rows (JSONL) here')
    .option(
      '--per-task <n>',
      'pick N diverse mutants per task (default: every candidate)',
      intOption('--per-task', 1),
    )
    .option('--ops <list>', 'comma-separated operator ids or bug types (see --list-ops)')
    .option(
      '--stack <k>',
      `combine K line-disjoint edits per mutant (2-4); --per-task mutants each (default ${D.stackPerTask})`,
      intOption('--stack', 2, 4),
    )
    .option('--seed <s>', 'seed for --per-task and --stack', intOption('--seed', 0, 2 ** 32 - 1), D.seed)
    .option('--list-ops', 'list the mutation operators and exit')
    .option('--language <id>', 'with --list-ops: the language whose operators to list', D.language)
    .option('--json', 'print the summary (or the operator list) as one JSON document on stdout')
    .addHelpText(
      'after',
      '\nRows: {"task", "id", "bug_type", "operator", "code", "edits": [{"start", "end", "original", "replacement", "line"}]}' +
        "\nOffsets index the task's code as a JavaScript string; mutants are unverified (execret build runs them).",
    )
    .action(async (tasks: string | undefined, flags: MutateFlags) => {
      const mutate = await import('../../mutate/index.js');
      if (flags.listOps) {
        const { getLanguage } = await import('../../lang/index.js');
        const ops = mutate.listOperators(getLanguage(flags.language).id);
        if (flags.json) printJson({ operators: ops });
        else {
          for (const o of ops) {
            const ex = (s: string): string => s.trim().replace(/\n\s*/g, '; ');
            process.stdout.write(`${o.id.padEnd(24)} ${o.bug_type.padEnd(24)} ${o.description}\n`);
            process.stdout.write(
              `${''.padEnd(49)} e.g. ${ex(o.example.before)}  ->  ${ex(o.example.after)}\n`,
            );
          }
        }
        return;
      }
      if (!tasks)
        throw usageError('missing <tasks> file', 'usage: execret mutate <tasks> --out FILE (or --list-ops)');
      if (!flags.out) throw usageError('missing --out FILE', 'mutant rows are written as JSONL to --out');
      const ops = flags.ops
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (ops) mutate.resolveOperators(ops); // fail on an unknown name before reading any task
      const { mutateFile, formatSummary } = await import('../../mutate/run.js');
      const { createLogger } = await import('../../core/log.js');
      const summary = await mutateFile({
        tasksFile: tasks,
        out: flags.out,
        perTask: flags.perTask,
        ops,
        stack: flags.stack,
        seed: flags.seed,
        log: createLogger(),
      });
      process.stderr.write(formatSummary(summary) + '\n');
      if (flags.json) printJson(summary);
    });
}
