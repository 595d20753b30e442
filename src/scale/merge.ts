import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { amplify, amplifyStep, type AmplifySummary } from '../amplify/index.js';
import type { AmplifyOptions } from '../amplify/types.js';
import { build, type BuildOptions, type BuildResult } from '../construct/index.js';
import { ExecretError, usageError } from '../core/errors.js';
import type { Env } from '../core/env.js';
import { sha256 } from '../core/hash.js';
import { checkReadableFile } from '../core/jsonl.js';
import type { Logger } from '../core/log.js';
import type { OnProgress } from '../core/progress.js';
import { TOOL_VERSION } from '../core/version.js';
import { evaluate, type EvaluateOptions, type EvaluationResult } from '../evaluate/index.js';
import { loadRelease } from '../release/index.js';
import { importRepo, type ImportRepoOptions, type ImportRepoSummary } from '../construct/repo/index.js';
import {
  generateTasks,
  loadPrompts,
  type GenerateTasksOptions,
  type GenerateTasksResult,
} from '../generate/index.js';
import { SHARD_LAYOUT } from './build-shard.js';
import { cachedOnlyModel } from './generate-shard.js';
import { repositoryHash } from './import-shard.js';
import { openWithCache } from './eval-shard.js';
import { unionCaches } from './caches.js';
import { readShardManifest, type ShardCommand, type ShardManifest } from './shard-file.js';

export interface MergeOptions {
  /** sandbox workers for what the merge runs itself; every option that changes an outcome comes from the shards */
  jobs?: number;
  /** the shard folders, one per shard of one run, in any order */
  shards: readonly string[];
  /** the release (build) or results folder (eval) to write */
  out: string;
  /** where the input now is, when it moved since the shards ran (the task file, or the release folder) */
  input?: string;
  /** the environment execret runs in (core/env.ts; the CLI passes its own): PATH, EXECRET_PYTHON, API keys */
  env?: Env;
  onProgress?: OnProgress;
  log?: Logger;
}

export type MergeResult =
  | { command: 'build'; shards: number; cacheRows: number; build: BuildResult }
  | { command: 'amplify'; shards: number; cacheRows: number; amplify: AmplifySummary }
  | { command: 'eval'; shards: number; cacheRows: number; evaluation: EvaluationResult }
  | { command: 'generate'; shards: number; cacheRows: number; generate: GenerateTasksResult }
  | { command: 'import'; shards: number; cacheRows: number; import: ImportRepoSummary };

/**
 * `execret merge SHARD_DIR... --out DIR`: check that the folders are every shard of one run, exactly once, each
 * finished (a missing, duplicated, unfinished or foreign shard is refused, named: exit 2); then pool their caches
 * and run the command whole over them. Everything that needs all items together (corpus integrity and the
 * cross-task checks of a build; bootstrap and McNemar over all queries of an evaluation) runs here, through the
 * same code as an unsharded run, so the output is the unsharded one byte for byte.
 */
export async function merge(o: MergeOptions): Promise<MergeResult> {
  if (o.shards.length === 0) throw usageError('merge: give the shard folders to merge');
  const manifests = o.shards.map((dir) => ({ dir, m: readShardManifest(dir) }));
  const run = checkShardSet(manifests);
  const tmp = `${o.out.replace(/\/+$/, '')}.merge-cache`;
  const pool = (file: string) =>
    unionCaches(
      join(tmp, file),
      manifests.map(({ dir }) => join(dir, file)),
    ).rows;
  const { log, onProgress, out, input } = o;
  const sandbox = { ...(o.jobs !== undefined && { jobs: o.jobs }), ...(o.env && { env: o.env }) };
  if (run.command === 'amplify') {
    const tasksFile = sameTaskFile(input ?? run.input.path, run);
    const cacheRows = pool(SHARD_LAYOUT.outcomeCache);
    const summary = await amplify({
      ...(run.options as Partial<AmplifyOptions>),
      ...sandbox,
      tasksFile,
      out,
      cache: join(tmp, SHARD_LAYOUT.outcomeCache),
      onProgress,
      log,
    });
    rmSync(tmp, { recursive: true, force: true });
    return { command: 'amplify', shards: manifests.length, cacheRows, amplify: summary };
  }
  const ctx: MergeContext = { run, shards: manifests.length, tmp, pool, out, input, sandbox, log };
  if (run.command === 'generate') return mergeGenerate(ctx);
  if (run.command === 'import') return mergeImport(ctx);
  if (run.command === 'build') {
    const tasksFile = sameTaskFile(input ?? run.input.path, run);
    const cacheRows = pool(SHARD_LAYOUT.outcomeCache) + pool(SHARD_LAYOUT.sweepCache);
    const { amplify, ...options } = run.options as Partial<BuildOptions> & { amplify?: boolean };
    const result = await build({
      ...options,
      ...sandbox,
      tasksFile,
      outDir: out,
      cache: join(tmp, SHARD_LAYOUT.outcomeCache),
      sweepCache: join(tmp, SHARD_LAYOUT.sweepCache),
      preBuild: amplify ? [amplifyStep()] : [],
      onProgress,
      log,
    });
    rmSync(tmp, { recursive: true, force: true });
    return { command: 'build', shards: manifests.length, cacheRows, build: result };
  }
  const release = input ?? run.input.path;
  if (loadRelease(release).sha256 !== run.input.sha256)
    throw new ExecretError('E_INPUT', `the release changed since the shards ran: ${release}`, {
      hint: 'merge shards only with the release they evaluated (or run the shards again)',
    });
  const cacheRows =
    pool(SHARD_LAYOUT.embeddingCache) + pool(SHARD_LAYOUT.rerankCache) + pool(SHARD_LAYOUT.outcomeCache);
  const evaluation = await evaluate({
    ...(run.options as Partial<EvaluateOptions>),
    release,
    out,
    ...(o.env && { env: o.env }),
    cache: join(tmp, SHARD_LAYOUT.embeddingCache),
    rerankCache: join(tmp, SHARD_LAYOUT.rerankCache),
    oracle: { ...sandbox, cache: join(tmp, SHARD_LAYOUT.outcomeCache) },
    open: openWithCache((run.options as Partial<EvaluateOptions>).open, join(tmp, SHARD_LAYOUT.outcomeCache)),
    onProgress,
    log,
  });
  rmSync(tmp, { recursive: true, force: true });
  return { command: 'eval', shards: manifests.length, cacheRows, evaluation };
}

/** What a merge of one kind needs: the run, its shards' pooled caches, and where to write. */
interface MergeContext {
  run: ShardManifest;
  shards: number;
  tmp: string;
  pool: (file: string) => number;
  out: string;
  input: string | undefined;
  sandbox: { jobs?: number };
  log: Logger | undefined;
}

/** generate tasks: the whole registry, every model call answered from the pooled call caches. */
async function mergeGenerate(ctx: MergeContext): Promise<MergeResult> {
  const { run, tmp, pool, out, input, sandbox, log } = ctx;
  const registryFile = sameTaskFile(input ?? run.input.path, run, 'registry');
  const cacheRows = pool(SHARD_LAYOUT.callCache) + pool(SHARD_LAYOUT.outcomeCache);
  const { model, promptSha256, ...options } = run.options as Partial<GenerateTasksOptions> & {
    model: Record<string, unknown>;
    promptSha256: Record<string, string>;
  };
  const prompts = loadPrompts(options.prompts);
  if (JSON.stringify(prompts.sha256) !== JSON.stringify(promptSha256))
    throw new ExecretError('E_INPUT', 'the prompt templates changed since the shards ran', {
      hint: 'merge with the prompts the shards used (or run the shards again)',
      location: { file: options.prompts ?? 'assets/prompts' },
    });
  const generate = await generateTasks({
    ...options,
    ...sandbox,
    registryFile,
    out,
    model: cachedOnlyModel(model),
    callCache: join(tmp, SHARD_LAYOUT.callCache),
    cache: join(tmp, SHARD_LAYOUT.outcomeCache),
    log,
  });
  rmSync(tmp, { recursive: true, force: true });
  return { command: 'generate', shards: ctx.shards, cacheRows, generate };
}

/** import repo: the whole repository, every suite served from the pooled outcome caches. */
async function mergeImport(ctx: MergeContext): Promise<MergeResult> {
  const { run, tmp, pool, out, input, sandbox, log } = ctx;
  const dir = input ?? run.input.path;
  const options = run.options as Partial<ImportRepoOptions>;
  if (repositoryHash(dir, options.language) !== run.input.sha256)
    throw new ExecretError('E_INPUT', `the repository changed since the shards ran: ${dir}`, {
      hint: 'merge shards only with the repository they read, at the same commit and files (or run the shards again)',
      location: { file: dir },
    });
  const cacheRows = pool(SHARD_LAYOUT.outcomeCache);
  const summary = await importRepo({
    ...options,
    ...sandbox,
    dir,
    out,
    cache: join(tmp, SHARD_LAYOUT.outcomeCache),
    log,
  });
  rmSync(tmp, { recursive: true, force: true });
  return { command: 'import', shards: ctx.shards, cacheRows, import: summary };
}

/** The task file (or registry) the shards read, unchanged since (its sha256), or an error naming it. */
function sameTaskFile(tasksFile: string, run: ShardManifest, what = 'task file'): string {
  checkReadableFile(tasksFile, what === 'task file' ? 'tasks file' : `${what} file`);
  if (sha256(readFileSync(tasksFile)) !== run.input.sha256)
    throw new ExecretError('E_INPUT', `the ${what} changed since the shards ran: ${tasksFile}`, {
      hint: `merge shards only with the ${what} they read (or run the shards again)`,
      location: { file: tasksFile },
    });
  return tasksFile;
}

const describe = (dir: string, m: ShardManifest) => `${dir} (shard ${m.shard.index}/${m.shard.count})`;

/**
 * The run the shards belong to. The run is the one most folders agree on (same fingerprint); any other folder is
 * foreign and named with what differs. Then every index 0..count-1 must be there once, and finished.
 */
export function checkShardSet(shards: readonly { dir: string; m: ShardManifest }[]): ShardManifest {
  const groups = new Map<string, { dir: string; m: ShardManifest }[]>();
  for (const s of shards) groups.set(s.m.fingerprint, [...(groups.get(s.m.fingerprint) ?? []), s]);
  const [run] = [...groups.values()].sort((a, b) => b.length - a.length);
  const ref = run[0].m;
  for (const s of shards) {
    if (s.m.fingerprint === ref.fingerprint) continue;
    throw new ExecretError(
      'E_INPUT',
      `${describe(s.dir, s.m)} is from another run than ${run[0].dir}: ${differences(ref, s.m).join('; ')}`,
      { hint: 'merge only the shards of one run (same inputs, options, seed and execret version)' },
    );
  }
  const byIndex = new Map<number, string>();
  for (const s of shards) {
    const prev = byIndex.get(s.m.shard.index);
    if (prev !== undefined)
      throw new ExecretError(
        'E_INPUT',
        `shard ${s.m.shard.index}/${ref.shard.count} is given twice: ${prev} and ${s.dir}`,
      );
    byIndex.set(s.m.shard.index, s.dir);
  }
  const missing = [...Array(ref.shard.count).keys()].filter((i) => !byIndex.has(i));
  if (missing.length)
    throw new ExecretError(
      'E_INPUT',
      `shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${ref.shard.count}`).join(', ')} of this ${ref.command} run ${missing.length > 1 ? 'are' : 'is'} missing (given: ${shards.length} of ${ref.shard.count})`,
      { hint: 'run the missing shards (same command with --shard I/N), then merge all of them' },
    );
  for (const s of shards)
    if (s.m.status !== 'done')
      throw new ExecretError('E_INPUT', `${describe(s.dir, s.m)} did not finish (it was stopped part-way)`, {
        hint: 'run that shard again with the same command: it resumes from its cache',
      });
  if (ref.toolVersion !== TOOL_VERSION)
    throw new ExecretError(
      'E_INPUT',
      `the shards were made by execret ${ref.toolVersion}, this is ${TOOL_VERSION}`,
      { hint: 'merge with the execret version that ran the shards' },
    );
  return ref;
}

function differences(a: ShardManifest, b: ShardManifest): string[] {
  const out: string[] = [];
  if (a.command !== b.command) out.push(`command ${b.command}, not ${a.command}`);
  if (a.toolVersion !== b.toolVersion) out.push(`execret ${b.toolVersion}, not ${a.toolVersion}`);
  if (a.input.sha256 !== b.input.sha256) out.push(`input ${b.input.path} differs (sha256)`);
  if (a.shard.count !== b.shard.count) out.push(`${b.shard.count} shards, not ${a.shard.count}`);
  const keys = new Set([...Object.keys(a.options), ...Object.keys(b.options)]);
  for (const k of [...keys].sort())
    if (JSON.stringify(a.options[k]) !== JSON.stringify(b.options[k]))
      out.push(`${k} ${JSON.stringify(b.options[k])}, not ${JSON.stringify(a.options[k])}`);
  return out.length ? out : ['other fingerprint'];
}

export type { ShardCommand };
