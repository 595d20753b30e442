import type { Command } from 'commander';
import { cliEnv } from '../env.js';
import { intOption, printJson } from '../io.js';

export function register(cmd: Command): void {
  cmd
    .argument('<shard-dirs...>', 'the shard folders of one run (the --out of each `build|eval --shard I/N`)')
    .requiredOption(
      '--out <dir>',
      'the release (shards of a build) or results folder (shards of an eval) to write',
    )
    .option('--input <path>', 'the task file or release the shards read, when it has moved since they ran')
    .option('-j, --jobs <n>', 'sandbox workers for what the merge runs itself', intOption('--jobs', 1, 256))
    .option('--json', 'print one JSON summary on stdout')
    .option('--quiet', 'no progress on stderr')
    .action(async (dirs: string[], o) => {
      const { merge } = await import('../../scale/index.js');
      const { commandLogger } = await import('../../core/log.js');
      const log = commandLogger('merge', !!o.quiet);
      const r = await merge({ shards: dirs, out: o.out, input: o.input, jobs: o.jobs, env: cliEnv(), log });
      if (r.command === 'amplify') {
        if (o.json) return printJson({ command: 'amplify', shards: r.shards, amplify: r.amplify });
        const { renderAmplifySummary } = await import('../../amplify/index.js');
        process.stdout.write(
          `merged ${r.shards} amplify shards\n` + renderAmplifySummary(r.amplify, { perTask: false }),
        );
        return;
      }
      if (r.command === 'build') {
        if (o.json) return printJson({ command: 'build', shards: r.shards, build: r.build });
        const { summaryLines } = await import('./build.js');
        process.stdout.write(
          [`merged ${r.shards} build shards (${r.cacheRows} cached outcomes)`, ...summaryLines(r.build)].join(
            '\n',
          ) + '\n',
        );
        if (r.build.accepted === 0) process.exitCode = 1;
        return;
      }
      if (o.json) return printJson(r.evaluation.summary);
      const { renderSummaryTable } = await import('../../evaluate/index.js');
      log.info(`merged ${r.shards} eval shards (${r.cacheRows} cached rows); results written to ${o.out}/`);
      process.stdout.write(renderSummaryTable(r.evaluation.summary));
    });
}
