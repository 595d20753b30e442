import type { Command } from 'commander';
import { intOption, printJson } from '../io.js';

export function register(cmd: Command): void {
  cmd
    .argument('<dir>', 'results folder written by `execret eval --out DIR`')
    .option('--holm', 'add Holm-adjusted p-values over all the tests listed')
    .option('--replicates <n>', 'bootstrap replicates', intOption('--replicates', 100, 1_000_000), 5000)
    .option('--json', 'print {"pairs": [...]} on stdout')
    .action(async (dir: string, flags: { holm?: boolean; json?: boolean; replicates: number }) => {
      const { compare, renderCompareTable } = await import('../../evaluate/index.js');
      const result = compare(dir, { holm: !!flags.holm, replicates: flags.replicates });
      if (flags.json) printJson(result);
      else process.stdout.write(renderCompareTable(result));
    });
}
