/**
 * The flags the lite commands share, each written once with its name, parsing, limits and default
 * (src/lite/defaults.ts), and the one meaning of `-r` across execret: `-r, --retriever SPEC` (an embedder or
 * retriever spec, as `execret eval -r`).
 */
import { Option, type Command } from 'commander';
import type { Logger } from '../core/log.js';
import { LITE_DEFAULTS, LITE_LIMITS } from '../lite/defaults.js';
import { intOption, numberOption } from './io.js';
import { addEmbeddingCacheFlags, addRetrieverOptionFlag, embeddingCacheFrom } from './retriever-flags.js';

const collect = (v: string, prev: string[] | undefined): string[] => [...(prev ?? []), v];
const d = LITE_DEFAULTS;
const lim = LITE_LIMITS;

/** --max-per-family, --seed and --c: the reference set and the item fits. */
export function addFitFlags(cmd: Command): Command {
  return cmd
    .option(
      '--max-per-family <n>',
      'reference-set thinning: most models kept per family (best, median, worst by full score); 0 keeps all',
      intOption('--max-per-family', lim.maxPerFamily.min),
      d.maxPerFamily,
    )
    .option(
      '--seed <n>',
      'seed for k-means++, random and stratified draws',
      intOption('--seed', lim.seed.min, lim.seed.max),
      d.seed,
    )
    .option(
      '--c <x>',
      'inverse L2 strength of the item models (scikit-learn C)',
      numberOption('--c', lim.C.min),
      d.C,
    );
}

/** --draws: the random-K baseline of the validation (`context` prefixes the help, e.g. "with --name: "). */
export function addDrawsFlag(cmd: Command, context = ''): Command {
  return cmd.option(
    '--draws <n>',
    `${context}random-K baseline draws of the validation`,
    intOption('--draws', lim.randomDraws.min, lim.randomDraws.max),
    d.randomDraws,
  );
}

/** --tokens-per-second: the encoder throughput a release config's cost assumes. */
export function addTokensPerSecondFlag(cmd: Command, context = ''): Command {
  return cmd.option(
    '--tokens-per-second <n>',
    `${context}encoder throughput for the estimated encode time`,
    numberOption('--tokens-per-second', lim.tokensPerSecond.min),
    d.tokensPerSecond,
  );
}

/**
 * `-r, --retriever SPEC` (repeatable unless `single`), `-O key=value`, `--cache FILE` / `--no-cache`; `context`
 * prefixes the help. `--model SPEC`, the spelling lite used before this flag was made execret's `-r`, still works
 * (hidden; a warning says so) unless `legacyModel` is false.
 */
export function addEmbedderFlags(
  cmd: Command,
  opts: { what: string; context?: string; single?: boolean; legacyModel?: boolean },
): Command {
  const c = opts.context ?? '';
  const r = new Option('-r, --retriever <spec>', `${c}${opts.what}`);
  cmd.addOption(opts.single ? r : r.argParser(collect).default([]));
  if (opts.legacyModel !== false)
    cmd.addOption(new Option('--model <spec>', 'deprecated: -r/--retriever').argParser(collect).hideHelp());
  addRetrieverOptionFlag(cmd, `${c}option passed to every embedder, repeatable`);
  return addEmbeddingCacheFlags(cmd, {
    cache: `${c}SQLite embedding cache`,
    noCache: `${c}do not read or write the embedding cache`,
  });
}

/** What addEmbedderFlags parsed. */
export interface EmbedderFlagValues {
  retriever: string[] | string | undefined;
  model?: string[];
  option: Record<string, string>;
  cache: string | boolean;
}

/** The specs given with -r, then those given with the deprecated --model (with a warning). */
export function specsFrom(o: EmbedderFlagValues, log: Logger): string[] {
  const r = o.retriever === undefined ? [] : typeof o.retriever === 'string' ? [o.retriever] : o.retriever;
  if (o.model === undefined) return r;
  log.warn('lite: --model is deprecated; use -r/--retriever (the same spec)');
  return [...r, ...o.model];
}

/** The cache option as the library takes it: a path, or false for --no-cache. */
export function cacheFrom(o: { cache: string | boolean }): string | false {
  return embeddingCacheFrom(o.cache);
}
