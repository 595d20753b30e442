import type { Env } from './env.js';
import { usageError } from './errors.js';
import { sha256 } from './hash.js';

/**
 * One part of a sharded run: shard `index` of `count` (0-based). A shard does a deterministic part of the work,
 * chosen by the key of each item (a task id for construction, a query id for evaluation), and `execret merge` is
 * the only place that sees all of them (docs/scale-out.md).
 */
export interface ShardSpec {
  readonly index: number;
  readonly count: number;
}

/** The most shards one run may be split into. */
export const MAX_SHARDS = 100_000;

/**
 * The environment variables `--shard auto` reads, in the order it tries them. Slurm job arrays set the first four
 * (`SLURM_ARRAY_TASK_COUNT` since 21.08; the array's min and max before it); a Kubernetes Indexed Job sets
 * `JOB_COMPLETION_INDEX` and says nothing of the count, which comes from `--shard-count` or `EXECRET_SHARD_COUNT`
 * (the manifest under deploy/ sets it from the Job's `completions`).
 */
export const SHARD_ENV = Object.freeze({
  slurmId: 'SLURM_ARRAY_TASK_ID',
  slurmCount: 'SLURM_ARRAY_TASK_COUNT',
  slurmMin: 'SLURM_ARRAY_TASK_MIN',
  slurmMax: 'SLURM_ARRAY_TASK_MAX',
  slurmStep: 'SLURM_ARRAY_TASK_STEP',
  k8sIndex: 'JOB_COMPLETION_INDEX',
  count: 'EXECRET_SHARD_COUNT',
});

/**
 * Reads `--shard I/N` or `--shard auto` (with `--shard-count N` overriding the count, e.g. when one shard of a
 * three-way array is resubmitted alone). `env` is the process environment, passed in by the CLI.
 */
export function parseShardSpec(text: string, env: Env = {}, countOverride?: number): ShardSpec {
  const spec = text.trim() === 'auto' ? fromEnvironment(env, countOverride) : fromText(text, countOverride);
  return checked(spec, text);
}

function fromText(text: string, countOverride: number | undefined): ShardSpec {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m)
    throw usageError(
      `--shard: expected I/N (shard I of N, 0-based, e.g. 0/3) or auto, got "${text}"`,
      'auto reads SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT or JOB_COMPLETION_INDEX with --shard-count',
    );
  const count = Number(m[2]);
  if (countOverride !== undefined && countOverride !== count)
    throw usageError(`--shard ${text} says ${count} shards but --shard-count says ${countOverride}`);
  return { index: Number(m[1]), count };
}

function fromEnvironment(env: Env, countOverride: number | undefined): ShardSpec {
  const int = (name: string): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    if (!/^\d+$/.test(raw.trim()))
      throw usageError(`--shard auto: ${name} is "${raw}", not a non-negative integer`);
    return Number(raw.trim());
  };
  const envCount = int(SHARD_ENV.count);
  const slurmId = int(SHARD_ENV.slurmId);
  if (slurmId !== undefined) {
    const min = int(SHARD_ENV.slurmMin) ?? 0;
    const step = int(SHARD_ENV.slurmStep) ?? 1;
    if (step < 1) throw usageError(`--shard auto: ${SHARD_ENV.slurmStep} is ${step}`);
    if ((slurmId - min) % step !== 0)
      throw usageError(`--shard auto: ${SHARD_ENV.slurmId}=${slurmId} is not on the array's step`);
    const max = int(SHARD_ENV.slurmMax);
    const count =
      countOverride ??
      envCount ??
      int(SHARD_ENV.slurmCount) ??
      (max !== undefined ? Math.floor((max - min) / step) + 1 : undefined);
    if (count === undefined)
      throw usageError(
        `--shard auto: ${SHARD_ENV.slurmId} is set but not the array's size (${SHARD_ENV.slurmCount} or ${SHARD_ENV.slurmMax})`,
        'pass --shard-count N',
      );
    // With --shard-count, the array index is the shard index itself (a shard resubmitted alone keeps its number).
    const index = countOverride !== undefined || envCount !== undefined ? slurmId : (slurmId - min) / step;
    return { index, count };
  }
  const k8s = int(SHARD_ENV.k8sIndex);
  if (k8s !== undefined) {
    const count = countOverride ?? envCount;
    if (count === undefined)
      throw usageError(
        `--shard auto: ${SHARD_ENV.k8sIndex} is set but the number of shards is not`,
        `pass --shard-count N or set ${SHARD_ENV.count} (the Job's completions)`,
      );
    return { index: k8s, count };
  }
  throw usageError(
    `--shard auto: neither ${SHARD_ENV.slurmId} (a Slurm job array) nor ${SHARD_ENV.k8sIndex} (a Kubernetes Indexed Job) is set`,
    'give the shard explicitly: --shard I/N',
  );
}

function checked(spec: ShardSpec, text: string): ShardSpec {
  if (!Number.isInteger(spec.count) || spec.count < 1 || spec.count > MAX_SHARDS)
    throw usageError(`--shard ${text}: the number of shards must be 1-${MAX_SHARDS}, got ${spec.count}`);
  if (!Number.isInteger(spec.index) || spec.index < 0 || spec.index >= spec.count)
    throw usageError(
      `--shard ${text}: the shard index must be 0-${spec.count - 1} (0-based), got ${spec.index}`,
    );
  return Object.freeze({ index: spec.index, count: spec.count });
}

/**
 * The shard an item belongs to: the first 48 bits of sha256(key), modulo the count. It depends on the key alone,
 * not on the order or number of the other items, so a task keeps its shard when others are added.
 */
export function shardOfKey(key: string, count: number): number {
  return Number(BigInt(`0x${sha256(key).slice(0, 12)}`) % BigInt(count));
}

/** Whether an item with this key is this shard's work. */
export function inShard(key: string, spec: ShardSpec): boolean {
  return shardOfKey(key, spec.count) === spec.index;
}

/** `I/N` */
export function formatShard(spec: ShardSpec): string {
  return `${spec.index}/${spec.count}`;
}
