import type { Command } from 'commander';
import { AMPLIFY_DEFAULTS as D } from '../../amplify/defaults.js';
import { intOption, printJson } from '../io.js';
import { addSandboxFlags, sandboxOptionsFrom, type SandboxFlagValues } from '../sandbox-flags.js';
import { addShardFlags, shardFrom, type ShardFlagValues } from '../shard-flags.js';

/** `execret amplify <tasks> --out FILE`: EvalPlus-style extra tests from the reference's own outputs. */
export function register(cmd: Command): void {
  cmd
    .argument('<tasks>', 'native task JSONL')
    .requiredOption(
      '--out <file>',
      'native task JSONL to write (the same tasks, more tests); with --shard, the shard folder',
    )
    .option(
      '--max-tests <n>',
      'tests per task after amplification, the own tests included',
      intOption('--max-tests', 1, 1000),
      D.maxTests,
    )
    .option(
      '--min-tests <n>',
      'leave out tasks that still have fewer tests (0: keep all)',
      intOption('--min-tests', 0, 1000),
      D.minTests,
    )
    .option(
      '--seed <s>',
      'random seed of the input mutation and the mutant sample',
      intOption('--seed', 0, 2 ** 32 - 1),
      D.seed,
    )
    .option(
      '--candidates <n>',
      'candidate inputs tried per task',
      intOption('--candidates', 1, 1000),
      D.candidates,
    )
    .option(
      '--mutants <n>',
      'mutants per task the added tests are chosen to kill',
      intOption('--mutants', 0, 1000),
      D.mutants,
    )
    .option('--ops <list>', 'mutation operators for those mutants, comma-separated (default: all, as build)')
    .option('--per-task', 'list every task: tests and mutants killed, before and after')
    .option('--json', 'print one JSON summary on stdout')
    .option('--quiet', 'no progress on stderr');
  addShardFlags(addSandboxFlags(cmd)).action(async (tasks: string, o) => {
    const { amplify, renderAmplifySummary } = await import('../../amplify/index.js');
    const { createLogger } = await import('../../core/log.js');
    const options = {
      ...sandboxOptionsFrom(o as SandboxFlagValues),
      tasksFile: tasks,
      maxTests: o.maxTests,
      minTests: o.minTests,
      seed: o.seed,
      candidates: o.candidates,
      mutants: o.mutants,
      ops: o.ops
        ? String(o.ops)
            .split(',')
            .map((s: string) => s.trim())
        : undefined,
      log: createLogger({ quiet: !!o.quiet }),
    };
    const shard = shardFrom(o as ShardFlagValues);
    if (shard) return runShard(options, shard, o);
    const r = await amplify({ ...options, out: o.out });
    if (o.json) printJson(r);
    else process.stdout.write(renderAmplifySummary(r, { perTask: !!o.perTask }));
    if (r.written === 0) {
      process.stderr.write(`execret: no task kept ${o.minTests} tests; nothing written\n`);
      process.exitCode = 1;
    }
  });
}

/** `amplify --shard I/N`: --out is the shard folder; `execret merge` writes the task file. */
async function runShard(
  options: Omit<import('../../amplify/types.js').AmplifyOptions, 'out'>,
  shard: import('../../core/shard.js').ShardSpec,
  o: Record<string, unknown>,
): Promise<void> {
  if (o.cache === false)
    throw (await import('../../core/errors.js')).usageError(
      '--shard keeps its outcomes in the shard folder: drop --no-cache',
    );
  const { amplifyShard } = await import('../../scale/index.js');
  const { cache, ...rest } = options;
  void cache;
  const s = await amplifyShard({ ...rest, shard, out: String(o.out) });
  if (o.json) return printJson({ shard: s.manifest, amplify: s.amplify ?? null });
  process.stdout.write(
    `shard ${shard.index}/${shard.count}: ${s.manifest.items.length} of ${s.manifest.counts.tasks} tasks, written to ${s.dir}\n` +
      `merge all ${shard.count} shards with: execret merge SHARD_DIR... --out TASKS.jsonl\n`,
  );
}
