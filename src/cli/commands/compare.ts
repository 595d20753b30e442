import type { Command } from 'commander';
import { intOption, printJson } from '../io.js';

export function register(cmd: Command): void {
  cmd
    .argument('<dir>', 'results folder written by `execret eval --out DIR`')
    .option('--holm', 'add Holm-adjusted p-values over all the tests listed')
    .option('--replicates <n>', 'bootstrap replicates', intOption('--replicates', 100, 1_000_000), 5000)
    .option('--json', 'print {"pairs": [...], "lift": [...]} on stdout (lift: pipelines only)')
    .action(async (dir: string, flags: { holm?: boolean; json?: boolean; replicates: number }) => {
      const { compare, renderCompareTable, lift, liftTable, loadResults } =
        await import('../../evaluate/index.js');
      const result = compare(dir, { holm: !!flags.holm, replicates: flags.replicates });
      const lifts = lift(loadResults(dir));
      if (flags.json) printJson(lifts.length ? { ...result, lift: lifts } : result);
      else {
        process.stdout.write(renderCompareTable(result));
        if (lifts.length) {
          const { head, rows } = liftTable(lifts);
          process.stdout.write(
            `\nLift of each pipeline over its first stage:\n${renderRows([head, ...rows])}`,
          );
        }
      }
    });
}

function renderRows(rows: string[][]): string {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  const line = (r: string[]) =>
    r
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  return (
    [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n') + '\n'
  );
}
