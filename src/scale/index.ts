/**
 * Scale-out: the shards of a build, an amplification, an evaluation, a `generate tasks` or an `import repo`, and
 * their merge (docs/scale-out.md). A shard does the part of
 * the work whose items fall in it (core/shard.ts), with caches of its own in its folder; `merge` is the only place
 * that sees every shard. It comes after construct and evaluate in the pipeline: it runs them.
 */
export {
  amplifyShard,
  recordedAmplifyOptions,
  type AmplifyShardOptions,
  buildShard,
  recordedBuildOptions,
  SHARD_LAYOUT,
  type BuildShardOptions,
  type ShardRunResult,
} from './build-shard.js';
export { evalShard, recordedEvalOptions, type EvalShardOptions } from './eval-shard.js';
export { generateShard, recordedGenerateOptions, type GenerateShardOptions } from './generate-shard.js';
export {
  importShard,
  recordedImportOptions,
  repositoryHash,
  type ImportShardOptions,
} from './import-shard.js';
export { merge, checkShardSet, type MergeOptions, type MergeResult } from './merge.js';
export { unionCaches } from './caches.js';
export {
  readShardManifest,
  SHARD_FILE,
  SHARD_FORMAT_VERSION,
  type ShardCommand,
  type ShardManifest,
} from './shard-file.js';
