import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError } from '../core/errors.js';
import { asObject, stringField } from '../core/fields.js';
import { sha256, stableStringify } from '../core/hash.js';
import type { ShardSpec } from '../core/shard.js';
import { TOOL_VERSION } from '../core/version.js';

/**
 * `shard.json`, the record a shard folder carries: which run it is part of (command, inputs, options, tool
 * version: together its fingerprint), which part (index of count), which items it holds, and whether it finished.
 * This module is its one writer and its one reader; SHARD_FORMAT_VERSION is its version.
 */
export const SHARD_FORMAT_VERSION = 1;
export const SHARD_FILE = 'shard.json';

/** The commands whose work can be sharded, and what `merge` does with each. */
export type ShardCommand = 'build' | 'amplify' | 'eval' | 'generate' | 'import';
const SHARD_COMMANDS: readonly string[] = ['build', 'amplify', 'eval', 'generate', 'import'];

export interface ShardManifest {
  schemaVersion: number;
  kind: 'execret-shard';
  command: ShardCommand;
  toolVersion: string;
  shard: ShardSpec;
  /**
   * the input every shard of the run reads whole: the task file (build, amplify), the release folder (eval), the
   * registry (generate) or the repository folder (import; its sha256 is over its HEAD commit and files)
   */
  input: { path: string; sha256: string };
  /** the options that change the output (never --jobs, paths of caches, or progress) */
  options: Record<string, unknown>;
  /** sha256 of command, tool version, input hash, options and count: equal for every shard of one run */
  fingerprint: string;
  /** the ids this shard works on (task ids or query ids), in input order */
  items: string[];
  /** `running` from the start; `done` only once the shard's work is complete */
  status: 'running' | 'done';
  /** counts the shard reports (tasks accepted, suites run...); informational */
  counts: Record<string, number>;
}

export function fingerprintOf(
  command: ShardCommand,
  input: { sha256: string },
  options: Record<string, unknown>,
  count: number,
): string {
  return sha256(stableStringify({ command, toolVersion: TOOL_VERSION, input: input.sha256, options, count }));
}

/** Write the manifest atomically (a killed shard never leaves half a file). */
export function writeShardManifest(dir: string, m: ShardManifest): void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, SHARD_FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(m, null, 2) + '\n');
  renameSync(`${file}.tmp`, file);
}

/** The manifest of a shard folder, or null when the folder has none (a fresh --out). */
export function readShardManifestIfAny(dir: string): ShardManifest | null {
  return existsSync(join(dir, SHARD_FILE)) ? readShardManifest(dir) : null;
}

/** Read and check a shard folder's manifest; bad input (exit 2) names the file and field. */
export function readShardManifest(dir: string): ShardManifest {
  const file = join(dir, SHARD_FILE);
  if (!existsSync(file))
    throw new ExecretError('E_NOT_FOUND', `not a shard folder (no ${SHARD_FILE}): ${dir}`, {
      hint: 'a shard folder is the --out of `execret build|eval ... --shard I/N`',
    });
  let doc: Record<string, unknown>;
  try {
    doc = asObject(JSON.parse(readFileSync(file, 'utf8')), { file });
  } catch (e) {
    if (e instanceof ExecretError) throw e;
    throw inputError(`invalid JSON: ${(e as Error).message}`, { file });
  }
  const at = { file };
  if (doc.kind !== 'execret-shard')
    throw inputError('not an execret shard manifest', { file, field: 'kind' });
  if (doc.schemaVersion !== SHARD_FORMAT_VERSION)
    throw inputError(
      `schemaVersion ${JSON.stringify(doc.schemaVersion)} is not one this execret reads (${SHARD_FORMAT_VERSION})`,
      { file, field: 'schemaVersion' },
      'run the shard again with this execret',
    );
  const command = stringField(doc, 'command', at);
  if (!SHARD_COMMANDS.includes(command))
    throw inputError(`unknown command "${command}"`, { file, field: 'command' });
  const shard = asObject(doc.shard, { file, field: 'shard' });
  const input = asObject(doc.input, { file, field: 'input' });
  const int = (v: unknown, field: string): number => {
    if (!Number.isInteger(v) || (v as number) < 0)
      throw inputError('expected a non-negative integer', { file, field });
    return v as number;
  };
  const status = stringField(doc, 'status', at);
  if (status !== 'running' && status !== 'done')
    throw inputError(`expected "running" or "done", got "${status}"`, { file, field: 'status' });
  if (!Array.isArray(doc.items) || doc.items.some((x) => typeof x !== 'string'))
    throw inputError('expected an array of ids', { file, field: 'items' });
  return {
    schemaVersion: SHARD_FORMAT_VERSION,
    kind: 'execret-shard',
    command: command as ShardCommand,
    toolVersion: stringField(doc, 'toolVersion', at),
    shard: { index: int(shard.index, 'shard.index'), count: int(shard.count, 'shard.count') },
    input: {
      path: stringField(input, 'path', { file, field: 'input' }),
      sha256: stringField(input, 'sha256', { file, field: 'input' }),
    },
    options: asObject(doc.options, { file, field: 'options' }),
    fingerprint: stringField(doc, 'fingerprint', at),
    items: doc.items as string[],
    status,
    counts: asObject(doc.counts ?? {}, { file, field: 'counts' }) as Record<string, number>,
  };
}

/**
 * The folder a shard writes to may be new, or hold an earlier try of the same shard (resumed from its caches);
 * a folder of another run or another shard is refused, so that two runs never mix their caches.
 */
export function claimShardFolder(dir: string, m: ShardManifest): void {
  const prev = readShardManifestIfAny(dir);
  if (prev && (prev.fingerprint !== m.fingerprint || prev.shard.index !== m.shard.index))
    throw new ExecretError(
      'E_USAGE',
      `${dir} holds shard ${prev.shard.index}/${prev.shard.count} of another ${prev.command} run (other inputs, options or version)`,
      { hint: 'give each shard of each run its own --out folder, or remove this one' },
    );
  writeShardManifest(dir, { ...m, status: 'running' });
}
