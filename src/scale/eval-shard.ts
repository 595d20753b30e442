import { join } from 'node:path';
import { inShard, type ShardSpec } from '../core/shard.js';
import { TOOL_VERSION } from '../core/version.js';
import { evaluate, type EvaluateOptions, type EvaluationResult } from '../evaluate/index.js';
import { loadRelease } from '../release/index.js';
import { SHARD_LAYOUT, type ShardRunResult } from './build-shard.js';
import {
  claimShardFolder,
  fingerprintOf,
  SHARD_FORMAT_VERSION,
  writeShardManifest,
  type ShardManifest,
} from './shard-file.js';

export interface EvalShardOptions extends Omit<
  EvaluateOptions,
  'out' | 'queries' | 'cache' | 'rerankCache' | 'oracle'
> {
  shard: ShardSpec;
  /** the shard folder */
  out: string;
}

type OpenSetting = NonNullable<EvaluateOptions['open']>;

/** Open-domain options as a shard records them: everything but where its outcomes are cached. */
function withoutCache(open: OpenSetting): OpenSetting {
  if (open === true) return true;
  const { cache, ...rest } = open;
  void cache;
  return rest;
}

/** Open-domain options with the pair outcomes cached at `cache` (a shard's folder, or the merge's pool). */
export function openWithCache(open: OpenSetting | undefined, cache: string): EvaluateOptions['open'] {
  if (!open) return undefined;
  return { ...(open === true ? {} : open), cache };
}

/** The options of an evaluation that change its results, as a shard records them for `merge`. */
export function recordedEvalOptions(o: Omit<EvalShardOptions, 'shard' | 'out'>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (o.retrievers?.length) out.retrievers = [...o.retrievers];
  if (o.retrieverOptions && Object.keys(o.retrieverOptions).length) out.retrieverOptions = o.retrieverOptions;
  if (o.seed !== undefined) out.seed = o.seed;
  if (o.ks?.length) out.ks = [...o.ks];
  if (o.replicates !== undefined) out.replicates = o.replicates;
  if (o.densities?.length) out.densities = [...o.densities];
  if (o.open) out.open = withoutCache(o.open);
  return out;
}

/**
 * `eval --shard I/N`: score this shard's queries (by query id) with every system, each query still ranked against
 * the whole pool of its language, with the shard folder's own caches (embeddings, rerank scores, the oracle of
 * execution rerankers). `merge` evaluates every query again over the union of those caches, through the same
 * code as an unsharded run, so its results folder is the unsharded one byte for byte and it makes no API call and
 * runs no suite a shard already made. Document embeddings are corpus-wide: every shard computes (or reads from its
 * cache) those of the whole corpus; a shared first step is docs/scale-out.md's advice for hosted embedders.
 */
export async function evalShard(
  o: EvalShardOptions,
): Promise<ShardRunResult & { evaluation?: EvaluationResult }> {
  const release = loadRelease(o.release);
  const mine = release.queries.map((q) => q._id).filter((id) => inShard(id, o.shard));
  const input = { path: o.release, sha256: release.sha256 };
  const options = recordedEvalOptions(o);
  const manifest: ShardManifest = {
    schemaVersion: SHARD_FORMAT_VERSION,
    kind: 'execret-shard',
    command: 'eval',
    toolVersion: TOOL_VERSION,
    shard: o.shard,
    input,
    options,
    fingerprint: fingerprintOf('eval', input, options, o.shard.count),
    items: mine,
    status: 'running',
    counts: { queries: release.queries.length, shardQueries: mine.length },
  };
  claimShardFolder(o.out, manifest);
  let evaluation: EvaluationResult | undefined;
  if (mine.length > 0) {
    const { shard, out, ...rest } = o;
    void shard;
    evaluation = await evaluate({
      ...rest,
      queries: mine,
      out: join(out, SHARD_LAYOUT.partial),
      cache: join(out, SHARD_LAYOUT.embeddingCache),
      rerankCache: join(out, SHARD_LAYOUT.rerankCache),
      oracle: { cache: join(out, SHARD_LAYOUT.outcomeCache) },
      open: openWithCache(o.open, join(out, SHARD_LAYOUT.outcomeCache)),
    });
  }
  const done: ShardManifest = { ...manifest, status: 'done' };
  writeShardManifest(o.out, done);
  return { manifest: done, dir: o.out, evaluation };
}
