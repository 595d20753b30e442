import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importRepo, type ImportRepoOptions, type ImportRepoSummary } from '../construct/repo/index.js';
import { sha256, stableStringify } from '../core/hash.js';
import { inShard, type ShardSpec } from '../core/shard.js';
import { TOOL_VERSION } from '../core/version.js';
import { gitHead, repoAdapter, walkRepository } from '../tasks/import/repo/index.js';
import { SANDBOX_KEYS, SHARD_LAYOUT, type ShardRunResult } from './build-shard.js';
import { claimShardFolder, fingerprintOf, writeShardManifest, type ShardManifest } from './shard-file.js';

export interface ImportShardOptions extends Omit<ImportRepoOptions, 'out' | 'cache' | 'keep'> {
  shard: ShardSpec;
  /** the shard folder */
  out: string;
}

const IMPORT_KEYS = ['language', 'domainFrom', 'history', 'historyCommits', 'historyVersions'] as const;

/** The options of `import repo` that change its output, as a shard records them for `merge`. */
export function recordedImportOptions(o: Omit<ImportShardOptions, 'shard' | 'out'>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of [...IMPORT_KEYS, ...SANDBOX_KEYS]) {
    const v = (o as Record<string, unknown>)[k];
    if (v !== undefined && v !== false) out[k] = v;
  }
  return out;
}

/**
 * What an import reads, as one hash: the repository's HEAD commit (its history, for --history) and every file the
 * language's adapter reads, by path and content. The same folder with an edited file is another input.
 */
export function repositoryHash(dir: string, language = 'python'): string {
  const head = gitHead(dir);
  const files = walkRepository(dir, repoAdapter(language).extensions).map((p) => [
    p,
    sha256(readFileSync(join(dir, p))),
  ]);
  return sha256(stableStringify({ commit: 'commit' in head ? head.commit : null, files }));
}

/**
 * `import repo DIR --shard I/N`: this shard's functions (by task id) run in the sandbox, twice, and with
 * `--history` their earlier versions, with the shard folder's own outcome cache; its tasks under partial/, to look
 * at. The repository is read whole by each shard (extraction is cheap beside the runs), so ids, duplicate names
 * and skips are those of the whole import. `merge` imports the whole repository again over the union of the
 * shards' caches: no suite runs again, and the task file is that of one unsharded import.
 */
export async function importShard(
  o: ImportShardOptions,
): Promise<ShardRunResult & { import?: ImportRepoSummary }> {
  const input = { path: resolve(o.dir), sha256: repositoryHash(o.dir, o.language) };
  const options = recordedImportOptions(o);
  const manifest: ShardManifest = {
    schemaVersion: 1,
    kind: 'execret-shard',
    command: 'import',
    toolVersion: TOOL_VERSION,
    shard: o.shard,
    input,
    options,
    fingerprint: fingerprintOf('import', input, options, o.shard.count),
    items: [],
    status: 'running',
    counts: {},
  };
  claimShardFolder(o.out, manifest);
  const mine: string[] = [];
  const { shard, out, ...rest } = o;
  const summary = await importRepo({
    ...rest,
    out: join(out, SHARD_LAYOUT.partial, 'tasks.jsonl'),
    cache: join(out, SHARD_LAYOUT.outcomeCache),
    keep: (id) => {
      const yes = inShard(id, shard);
      if (yes) mine.push(id);
      return yes;
    },
  });
  const done: ShardManifest = {
    ...manifest,
    items: mine,
    status: 'done',
    counts: { functions: summary.functions, shardTasks: mine.length, kept: summary.tasks },
  };
  writeShardManifest(out, done);
  return { manifest: done, dir: out, import: summary };
}
