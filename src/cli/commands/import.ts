import type { Command } from 'commander';
import { printJson } from '../io.js';

export function register(cmd: Command): void {
  cmd
    .argument('<format>', 'humaneval | mbpp | native')
    .argument('<file>', 'input JSONL')
    .requiredOption('--out <file>', 'native task JSONL to write')
    .option('--json', 'print one JSON summary on stdout')
    .action(async (format: string, file: string, o) => {
      const { importTasks } = await import('../../tasks/import/index.js');
      const r = await importTasks(format, file, o.out);
      if (o.json) printJson(r);
      else process.stdout.write(`${r.tasks} tasks -> ${r.out}\n`);
    });
}
