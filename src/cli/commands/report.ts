import type { Command } from 'commander';
import { intOption, printJson } from '../io.js';

export function register(cmd: Command): void {
  cmd
    .argument('<dir>', 'results folder written by `execret eval --out`')
    .option('--release <dir>', 'release folder (default: the one recorded in summary.json)')
    .option('--stacked <dir>', 'results of the same systems on a stacked-mutation release')
    .option('--html <file>', 'HTML report (default: DIR/report.html)')
    .option('--md <file>', 'Markdown report (default: DIR/report.md)')
    .option('--draws <n>', 'pool-density draws', intOption('--draws', 1, 10000), 10)
    .option('--json', 'print the report data as one JSON document on stdout')
    .action(async (dir: string, o) => {
      const { writeReport } = await import('../../report/index.js');
      const { report, files } = writeReport({
        results: dir,
        release: o.release,
        stacked: o.stacked,
        html: o.html,
        md: o.md,
        draws: o.draws,
      });
      if (o.json) printJson(report);
      else process.stdout.write(files.map((f) => `wrote ${f}`).join('\n') + '\n');
    });
}
