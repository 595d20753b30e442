/**
 * The flags every command that runs retrievers shares, with one spelling, parsing and default each: `-O KEY=VALUE`
 * (options for every retriever) and `--cache FILE` / `--no-cache` (the embedding cache). Commands pass their own
 * help text where it says more (when the flag applies).
 */
import type { Command } from 'commander';
import { EMBEDDING_CACHE } from '../core/cache-paths.js';
import { keyValueOption } from './io.js';

/** Add `-O, --option <key=value>`, repeatable, parsed to a record (`{}` when absent). */
export function addRetrieverOptionFlag(
  cmd: Command,
  description = 'option passed to every retriever, repeatable',
): Command {
  return cmd.option('-O, --option <key=value>', description, keyValueOption('--option'), {});
}

/** Add `--cache <file>` (default: EMBEDDING_CACHE) and `--no-cache`. */
export function addEmbeddingCacheFlags(
  cmd: Command,
  help: { cache?: string; noCache?: string } = {},
): Command {
  return cmd
    .option('--cache <file>', help.cache ?? 'SQLite embedding cache', EMBEDDING_CACHE)
    .option('--no-cache', help.noCache ?? 'do not read or write the embedding cache');
}

/** The embedding cache the flags chose, as the library takes it: a path, or false for --no-cache. */
export function embeddingCacheFrom(value: unknown): string | false {
  return value === false ? false : String(value);
}
