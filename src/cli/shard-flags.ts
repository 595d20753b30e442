import type { Command } from 'commander';
import { parseShardSpec, SHARD_ENV, type ShardSpec } from '../core/shard.js';
import { cliEnv } from './env.js';
import { intOption } from './io.js';

/**
 * `--shard I/N|auto` and `--shard-count N`, the same on every command whose work can be sharded (build, amplify,
 * eval, generate tasks, import repo). The values are read with the environment (src/cli/env.ts), passed to the
 * library.
 */
export function addShardFlags(cmd: Command): Command {
  return cmd
    .option(
      '--shard <I/N|auto>',
      `do shard I of N (0-based) of the work, by task id (build, amplify, import repo), registry entry (generate tasks) or query id (eval), into the --out folder; merge the shards with \`execret merge\`. auto: ${SHARD_ENV.slurmId} (Slurm job array) or ${SHARD_ENV.k8sIndex} (Kubernetes Indexed Job)`,
    )
    .option(
      '--shard-count <n>',
      `the number of shards, for --shard auto when the environment does not say it (Kubernetes; a Slurm array task resubmitted alone), also from ${SHARD_ENV.count}`,
      intOption('--shard-count', 1, 100_000),
    );
}

export interface ShardFlagValues {
  shard?: string;
  shardCount?: number;
}

/** The shard to run, or undefined for the whole job. */
export function shardFrom(o: ShardFlagValues): ShardSpec | undefined {
  if (o.shard === undefined) return undefined;
  return parseShardSpec(o.shard, cliEnv(), o.shardCount);
}
