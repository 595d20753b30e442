import type { Command } from 'commander';
import { cliEnv } from '../env.js';
import { intOption, printJson } from '../io.js';

export function register(cmd: Command): void {
  cmd
    .argument(
      '<shard-dirs...>',
      'the shard folders of one run (the --out of each `build|amplify|eval|generate tasks|import repo --shard I/N`)',
    )
    .requiredOption(
      '--out <path>',
      'the release (build), results folder (eval) or task file (amplify, generate tasks, import repo) to write',
    )
    .option(
      '--input <path>',
      'the task file, release, registry or repository the shards read, when it has moved since they ran',
    )
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
      if (r.command === 'generate') {
        if (o.json) return printJson({ command: 'generate', shards: r.shards, generate: r.generate });
        process.stdout.write(
          `merged ${r.shards} generate shards (${r.cacheRows} cached calls and outcomes, ${r.generate.calls.requests} requests): ${r.generate.written} of ${r.generate.entries} entries written to ${o.out}\n`,
        );
        if (r.generate.written === 0) process.exitCode = 1;
        return;
      }
      if (r.command === 'import') {
        if (o.json) return printJson({ command: 'import', shards: r.shards, import: r.import });
        const { renderRepoSummary } = await import('../../construct/repo/index.js');
        process.stdout.write(`merged ${r.shards} import shards\n` + renderRepoSummary(r.import));
        if (r.import.tasks === 0) process.exitCode = 1;
        return;
      }
      if (o.json) return printJson(r.evaluation.summary);
      const { renderSummaryTable } = await import('../../evaluate/index.js');
      log.info(`merged ${r.shards} eval shards (${r.cacheRows} cached rows); results written to ${o.out}/`);
      process.stdout.write(renderSummaryTable(r.evaluation.summary));
    });
}
