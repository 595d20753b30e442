import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ExecretError } from '../core/errors.js';
import { sha256 } from '../core/hash.js';
import { readJsonl } from '../core/jsonl.js';
import { inShard, type ShardSpec } from '../core/shard.js';
import { TOOL_VERSION } from '../core/version.js';
import {
  generateTasks,
  loadPrompts,
  loadRegistry,
  type GenerateTasksOptions,
  type GenerateTasksResult,
  type ModelSetup,
} from '../generate/index.js';
import { SANDBOX_KEYS, SHARD_LAYOUT, type ShardRunResult } from './build-shard.js';
import { claimShardFolder, fingerprintOf, writeShardManifest, type ShardManifest } from './shard-file.js';

export interface GenerateShardOptions extends Omit<GenerateTasksOptions, 'out' | 'cache' | 'callCache'> {
  shard: ShardSpec;
  /** the shard folder */
  out: string;
}

/**
 * The model as a shard records it: what changes an answer or its cache key (provider, model, base URL,
 * temperature, seed, max tokens) and the prices `--max-cost` counts with. Never a key: those stay in the
 * environment, and the merge, which answers every call from the shards' caches, needs none.
 */
function recordedModel(m: ModelSetup): Record<string, unknown> {
  return {
    spec: m.spec,
    provider: m.provider.provider,
    model: m.provider.model,
    baseUrl: m.baseUrl,
    temperature: m.temperature,
    seed: m.seed,
    maxTokens: m.maxTokens,
    ...(m.priceIn !== undefined ? { priceIn: m.priceIn } : {}),
    ...(m.priceOut !== undefined ? { priceOut: m.priceOut } : {}),
  };
}

/** The options of `generate tasks` that change its output, as a shard records them for `merge`. */
export function recordedGenerateOptions(
  o: Omit<GenerateShardOptions, 'shard' | 'out'>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { model: recordedModel(o.model) };
  for (const k of ['attempts', 'freeForm', 'language', 'maxCostUsd', 'variantTimeoutS', ...SANDBOX_KEYS])
    if ((o as Record<string, unknown>)[k] !== undefined) out[k] = (o as Record<string, unknown>)[k];
  if (o.prompts !== undefined) out.prompts = resolve(o.prompts);
  // the templates by content: a prompts folder edited between the shards and the merge is another run
  out.promptSha256 = loadPrompts(o.prompts).sha256;
  return out;
}

/**
 * The model setup `merge` runs with: the recorded model, whose every call must come from the pooled caches of
 * the shards. A call that is in none of them is an error naming the entry, never a request.
 */
export function cachedOnlyModel(recorded: Record<string, unknown>): ModelSetup {
  const r = recorded as {
    spec: string;
    provider: string;
    model: string;
    baseUrl: string;
    temperature: number;
    seed: number;
    maxTokens: number;
    priceIn?: number;
    priceOut?: number;
  };
  return {
    spec: r.spec,
    provider: {
      provider: r.provider,
      model: r.model,
      baseUrl: r.baseUrl,
      complete: () =>
        Promise.reject(
          new ExecretError('E_INPUT', `merge: a model call of ${r.spec} is in no shard's call cache`, {
            hint: 'the shards were run with other options or prompts, or a shard folder lost its cache/calls.sqlite: run that shard again',
          }),
        ),
    },
    baseUrl: r.baseUrl,
    keyVars: [],
    timeoutMs: 1000,
    retries: 0,
    retryBaseMs: 0,
    temperature: r.temperature,
    seed: r.seed,
    maxTokens: r.maxTokens,
    ...(r.priceIn !== undefined ? { priceIn: r.priceIn } : {}),
    ...(r.priceOut !== undefined ? { priceOut: r.priceOut } : {}),
  };
}

/**
 * `generate tasks --shard I/N`: the model calls and the gate for this shard's registry entries (by entry id),
 * with the shard folder's own call cache and outcome cache; its tasks under partial/, to look at. A shard killed
 * part-way makes no request again that it had an answer for (the call cache commits each answer as it arrives).
 * `merge` runs the whole registry again over the union of the shards' caches: no request, no suite run again,
 * and the task file of one unsharded run. `--max-cost` is each shard's own budget.
 */
export async function generateShard(
  o: GenerateShardOptions,
): Promise<ShardRunResult & { generate?: GenerateTasksResult }> {
  const dir = o.out;
  const bytes = readFileSync(o.registryFile);
  const all = loadRegistry(o.registryFile);
  const mine = all.filter((e) => inShard(e.id, o.shard)).map((e) => e.id);
  const input = { path: resolve(o.registryFile), sha256: sha256(bytes) };
  const options = recordedGenerateOptions(o);
  const manifest: ShardManifest = {
    schemaVersion: 1,
    kind: 'execret-shard',
    command: 'generate',
    toolVersion: TOOL_VERSION,
    shard: o.shard,
    input,
    options,
    fingerprint: fingerprintOf('generate', input, options, o.shard.count),
    items: mine,
    status: 'running',
    counts: { entries: all.length, shardEntries: mine.length },
  };
  claimShardFolder(dir, manifest);
  let result: GenerateTasksResult | undefined;
  if (mine.length > 0) {
    // the raw lines of this shard's entries, as the registry has them
    const ids = new Set(mine);
    const rows = readJsonl<Record<string, unknown>>(o.registryFile, 'registry file').filter((r) =>
      ids.has(typeof r.value.id === 'string' ? r.value.id : String(r.value.entry_point)),
    );
    mkdirSync(join(dir, SHARD_LAYOUT.partial), { recursive: true });
    const part = join(dir, SHARD_LAYOUT.registry);
    writeFileSync(part, rows.map((r) => JSON.stringify(r.value)).join('\n') + '\n');
    const { shard, out, ...rest } = o;
    void shard;
    void out;
    result = await generateTasks({
      ...rest,
      registryFile: part,
      out: join(dir, SHARD_LAYOUT.partial, 'tasks.jsonl'),
      callCache: join(dir, SHARD_LAYOUT.callCache),
      cache: join(dir, SHARD_LAYOUT.outcomeCache),
    });
    manifest.counts = { ...manifest.counts, written: result.written, requests: result.calls.requests };
  }
  // a shard its budget stopped is not done: run it again (with more budget) before the merge
  const done: ShardManifest = { ...manifest, status: result?.stopped ? 'running' : 'done' };
  writeShardManifest(dir, done);
  return { manifest: done, dir, generate: result };
}
