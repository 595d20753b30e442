import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { amplify, amplifyStep, type AmplifySummary } from '../amplify/index.js';
import type { AmplifyOptions } from '../amplify/types.js';
import { build, type BuildOptions, type BuildResult } from '../construct/index.js';
import { sha256 } from '../core/hash.js';
import { readJsonl } from '../core/jsonl.js';
import { inShard, type ShardSpec } from '../core/shard.js';
import { TOOL_VERSION } from '../core/version.js';
import { loadTasks } from '../tasks/load.js';
import {
  claimShardFolder,
  fingerprintOf,
  SHARD_FORMAT_VERSION,
  writeShardManifest,
  type ShardManifest,
} from './shard-file.js';

/** Inside a shard folder: its part of the task file, its caches and the release of its part (for a look). */
export const SHARD_LAYOUT = Object.freeze({
  tasks: 'tasks.jsonl',
  outcomeCache: 'cache/oracle.sqlite',
  sweepCache: 'cache/sweep.sqlite',
  embeddingCache: 'cache/embeddings.sqlite',
  rerankCache: 'cache/rerank.sqlite',
  /** generate tasks: the model-call cache, and the shard's part of the registry */
  callCache: 'cache/calls.sqlite',
  registry: 'registry.jsonl',
  partial: 'partial',
});

export interface BuildShardOptions extends Omit<
  BuildOptions,
  'outDir' | 'cache' | 'sweepCache' | 'preBuild'
> {
  shard: ShardSpec;
  /** the shard folder */
  outDir: string;
  /** amplify the tasks first, as `build --amplify` */
  amplify?: boolean;
}

export interface ShardRunResult {
  manifest: ShardManifest;
  dir: string;
  /** the build of this shard's tasks, when it had any that survived */
  build?: BuildResult;
}

/**
 * The options of a build that change its release, as a shard records them (so `merge` runs the build they
 * describe): everything but where things are written, progress, and --jobs, which changes no outcome.
 */
export function recordedBuildOptions(
  o: Omit<BuildShardOptions, 'shard' | 'outDir'>,
): Record<string, unknown> {
  return picked(o, [...CONSTRUCTION_KEYS, ...SANDBOX_KEYS], { dropFalse: true });
}

/** The sandbox settings that change an outcome (never --jobs). */
export const SANDBOX_KEYS = ['timeoutS', 'memoryMb', 'maxProcs', 'share', 'python', 'sandbox'] as const;
const CONSTRUCTION_KEYS = [
  'distractors',
  'stack',
  'seed',
  'variantTimeoutS',
  'screen',
  'ops',
  'fullOracle',
  'strictDuplicates',
  'balanced',
  'amplify',
] as const;
const AMPLIFY_KEYS = ['maxTests', 'minTests', 'seed', 'candidates', 'mutants', 'ops'] as const;

/** The given options among `keys` (undefined left out; false too when `dropFalse`), in the keys' order. */
function picked(o: object, keys: readonly string[], opts: { dropFalse: boolean }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = (o as Record<string, unknown>)[k];
    if (v !== undefined && !(opts.dropFalse && v === false)) out[k] = v;
  }
  return out;
}

/** A task-sharded command's start: the shard's tasks (by id), its manifest claimed, its part of the file. */
function startTaskShard(
  command: 'build' | 'amplify',
  tasksFile: string,
  shard: ShardSpec,
  dir: string,
  options: Record<string, unknown>,
): { manifest: ShardManifest; tasksFile: string | null } {
  const bytes = readFileSync(tasksFile);
  const all = loadTasks(tasksFile);
  const mine = new Set(all.filter((t) => inShard(t.id, shard)).map((t) => t.id));
  const input = { path: resolve(tasksFile), sha256: sha256(bytes) };
  const manifest: ShardManifest = {
    schemaVersion: SHARD_FORMAT_VERSION,
    kind: 'execret-shard',
    command,
    toolVersion: TOOL_VERSION,
    shard,
    input,
    options,
    fingerprint: fingerprintOf(command, input, options, shard.count),
    items: all.filter((t) => mine.has(t.id)).map((t) => t.id),
    status: 'running',
    counts: { tasks: all.length, shardTasks: mine.size },
  };
  claimShardFolder(dir, manifest);
  if (mine.size === 0) return { manifest, tasksFile: null };
  // The raw records of this shard's tasks, as the file has them (every field, known or not).
  const rows = readJsonl<Record<string, unknown>>(tasksFile, 'tasks file').filter((r) =>
    mine.has(String(r.value.id)),
  );
  mkdirSync(dir, { recursive: true });
  const part = join(dir, SHARD_LAYOUT.tasks);
  writeFileSync(part, rows.map((r) => JSON.stringify(r.value)).join('\n') + '\n');
  return { manifest, tasksFile: part };
}

/**
 * `build --shard I/N`: run the gate on this shard's tasks (by task id, core/shard.ts) with the shard folder's own
 * outcome cache and sweep cache. The shard's release is written under partial/ only to be looked at: `merge` runs
 * the whole build again over the union of the shards' caches, which makes the merged release the unsharded one
 * byte for byte while every suite a shard ran is served from its cache. A shard killed part-way resumes from its
 * cache when run again with the same command.
 */
export async function buildShard(o: BuildShardOptions): Promise<ShardRunResult> {
  const dir = o.outDir;
  const start = startTaskShard('build', o.tasksFile, o.shard, dir, recordedBuildOptions(o));
  const manifest = start.manifest;
  let result: BuildResult | undefined;
  if (start.tasksFile) {
    const { shard, amplify, ...rest } = o;
    void shard;
    result = await build({
      ...rest,
      tasksFile: start.tasksFile,
      outDir: join(dir, SHARD_LAYOUT.partial),
      cache: join(dir, SHARD_LAYOUT.outcomeCache),
      sweepCache: join(dir, SHARD_LAYOUT.sweepCache),
      preBuild: amplify ? [amplifyStep()] : [],
    });
    manifest.counts = { ...manifest.counts, accepted: result.accepted, distractors: result.distractors };
  }
  const done: ShardManifest = { ...manifest, status: 'done' };
  writeShardManifest(dir, done);
  return { manifest: done, dir, build: result };
}

export interface AmplifyShardOptions extends Omit<AmplifyOptions, 'out' | 'cache'> {
  shard: ShardSpec;
  /** the shard folder */
  out: string;
}

/** The options of `amplify` that change its output, as a shard records them. */
export function recordedAmplifyOptions(
  o: Omit<AmplifyShardOptions, 'shard' | 'out'>,
): Record<string, unknown> {
  return picked(o, [...AMPLIFY_KEYS, ...SANDBOX_KEYS], { dropFalse: false });
}

/**
 * `amplify --shard I/N`: amplify this shard's tasks with the shard folder's outcome cache (their amplified tasks
 * under partial/, to look at); `merge` amplifies the whole file over the shards' caches.
 */
export async function amplifyShard(
  o: AmplifyShardOptions,
): Promise<ShardRunResult & { amplify?: AmplifySummary }> {
  const start = startTaskShard('amplify', o.tasksFile, o.shard, o.out, recordedAmplifyOptions(o));
  let summary: AmplifySummary | undefined;
  if (start.tasksFile) {
    const { shard, out, ...rest } = o;
    void shard;
    summary = await amplify({
      ...rest,
      tasksFile: start.tasksFile,
      out: join(out, SHARD_LAYOUT.partial, 'tasks.jsonl'),
      cache: join(out, SHARD_LAYOUT.outcomeCache),
    });
  }
  const done: ShardManifest = { ...start.manifest, status: 'done' };
  writeShardManifest(o.out, done);
  return { manifest: done, dir: o.out, amplify: summary };
}
