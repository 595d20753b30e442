import type { Command } from 'commander';
import { printJson } from '../io.js';

export function register(cmd: Command): void {
  cmd
    .argument('<format>', 'humaneval | humaneval-plus | humaneval-x | mbpp | mbpp-plus | multipl-e | native')
    .argument('<file>', 'input file: JSON Lines or one JSON array, optionally gzip-compressed')
    .requiredOption('--out <file>', 'native task JSONL to write')
    .option(
      '--solutions <file>',
      'multipl-e: JSON Lines of {"name", "solution"}, the code that follows each prompt (prompts files carry none)',
    )
    .option('--json', 'print one JSON summary on stdout')
    .option('--quiet', 'do not list skipped records on stderr')
    .addHelpText(
      'after',
      '\nA record that cannot become a task is skipped and reported (file:line: reason); the file goes on.\n' +
        'Exit 0 with at least one task, 1 when no record became a task, 2 when the file is unreadable, empty or\n' +
        'not the named format. docs/formats.md says what each format does with its quirks.',
    )
    .action(async (format: string, file: string, o) => {
      const { importTasks, renderImportSummary } = await import('../../tasks/import/index.js');
      const r = await importTasks({
        format,
        file,
        out: o.out,
        solutions: o.solutions,
        onSkip: o.quiet
          ? undefined
          : (s) =>
              process.stderr.write(`${s.file}:${s.line}: skipped${s.id ? ` ${s.id}` : ''}: ${s.reason}\n`),
      });
      if (o.json) printJson(r);
      else process.stdout.write(renderImportSummary(r));
      if (r.tasks === 0) {
        process.stderr.write(`execret: no record of ${file} became a task; nothing written\n`);
        process.exitCode = 1;
      }
    });
}
