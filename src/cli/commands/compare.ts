import type { Command } from 'commander';
import { intOption, numberOption, printJson } from '../io.js';

interface CompareFlags {
  holm?: boolean;
  json?: boolean;
  replicates?: number;
  tieAware?: boolean;
  metric: string;
  alpha: number;
}

export function register(cmd: Command): void {
  cmd
    .argument('<dir>', 'results folder written by `execret eval --out DIR`')
    .option('--holm', 'add Holm-adjusted p-values over all the pair tests listed')
    .option(
      '--replicates <n>',
      'bootstrap replicates (default: the count recorded in summary.json)',
      intOption('--replicates', 100, 1_000_000),
    )
    .option(
      '--tie-aware',
      'use the tie-aware per-query values (expected over the orders of tied scores) for every test and interval',
    )
    .option('--metric <name>', 'the leaderboard metric (tiers and rank intervals)', 'exec@1')
    .option('--alpha <a>', 'level of the significance tiers', numberOption('--alpha', 1e-9, 0.5), 0.05)
    .option(
      '--json',
      'print {"tieAware", "bootstrap", "leaderboard", "pairs", "lift"} on stdout (lift: pipelines only)',
    )
    .action(async (dir: string, flags: CompareFlags) => {
      const { compare, renderCompareTable, lift, liftTable, loadResults } =
        await import('../../evaluate/index.js');
      const result = compare(dir, {
        holm: !!flags.holm,
        replicates: flags.replicates,
        tieAware: !!flags.tieAware,
        metric: flags.metric,
        alpha: flags.alpha,
      });
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
