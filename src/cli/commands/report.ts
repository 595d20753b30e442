import type { Command } from 'commander';
import { intOption, printJson } from '../io.js';

interface ReportFlags {
  release?: string;
  stacked?: string;
  stackedRelease?: string;
  out?: string;
  html?: string;
  md?: string;
  jsonFile?: string;
  draws: number;
  tieAware?: boolean;
  json?: boolean;
}

export function register(cmd: Command): void {
  cmd
    .argument('<dir>', 'results folder written by `execret eval --out`')
    .option('--release <dir>', 'release folder (default: the one recorded in summary.json)')
    .option(
      '--stacked <dir>',
      'results of the same systems on a stacked-mutation release (matched comparison)',
    )
    .option(
      '--stacked-release <dir>',
      "the stacked release (default: the one in the stacked results' summary.json)",
    )
    .option(
      '--out <dir>',
      'folder for report.html, report.md and report.json (default: DIR, unless --html/--md/--json-file name files)',
    )
    .option('--html <file>', 'write the HTML report to this file')
    .option('--md <file>', 'write the Markdown report to this file')
    .option('--json-file <file>', 'write the report data (JSON) to this file')
    .option('--draws <n>', 'pool-density draws', intOption('--draws', 1, 10000), 10)
    .option('--tie-aware', 'base the leaderboard and the pairwise tests on the tie-aware values')
    .option('--json', 'print the report data as one JSON document on stdout')
    .addHelpText(
      'after',
      '\nFiles: a rendering named with --html, --md or --json-file goes there; the others go to --out DIR.\n' +
        'With no --out, they go to the results folder only when no file is named (so `--html r.html` writes only r.html).',
    )
    .action(async (dir: string, o: ReportFlags) => {
      const { writeReport } = await import('../../report/index.js');
      const { report, files } = writeReport({
        results: dir,
        release: o.release,
        stacked: o.stacked,
        stackedRelease: o.stackedRelease,
        out: o.out,
        html: o.html,
        md: o.md,
        json: o.jsonFile,
        draws: o.draws,
        tieAware: !!o.tieAware,
      });
      if (o.json) printJson(report);
      else process.stdout.write(files.map((f) => `wrote ${f}`).join('\n') + (files.length ? '\n' : ''));
    });
}
