import { usageError } from '../core/errors.js';
import { silentLogger, type Logger } from '../core/log.js';
import { withProgress } from '../core/progress.js';
import { lookup } from '../core/registry.js';
import type { LanguageId } from '../core/types.js';
import { createOracle, pickSandboxOptions, SANDBOX_DEFAULTS } from '../execute/index.js';
import type { Oracle } from '../execute/types.js';
import { BUILD_DEFAULTS } from './defaults.js';
import { SCREEN_TIME_LIMIT } from './suites.js';
import type { BuildOptions, ScreenMode } from './types.js';

export const DEFAULT_DISTRACTORS = BUILD_DEFAULTS.distractors;
export const DEFAULT_SEED = BUILD_DEFAULTS.seed;
export const DEFAULT_VARIANT_TIMEOUT_S = BUILD_DEFAULTS.variantTimeoutS;
export const SCREEN_MODES: Readonly<Record<ScreenMode, ScreenMode>> = Object.freeze({
  auto: 'auto',
  all: 'all',
});

/** BuildOptions with every default filled in, resolved once and frozen. */
export interface BuildConfig {
  readonly opts: BuildOptions;
  readonly seed: number;
  readonly distractors: number;
  readonly timeoutS: number;
  readonly variantTimeoutS: number;
  readonly memoryMb: number;
  readonly screen: ScreenMode;
  readonly log: Logger;
}

export function resolveBuildConfig(opts: BuildOptions): BuildConfig {
  if (opts.balanced && opts.stack)
    throw usageError(
      '--balanced and --stack do not combine: a balanced pool is made of single edits of a clone',
    );
  const timeoutS = opts.timeoutS ?? SANDBOX_DEFAULTS.timeoutS;
  return Object.freeze({
    opts,
    seed: opts.seed ?? DEFAULT_SEED,
    distractors: opts.distractors ?? DEFAULT_DISTRACTORS,
    timeoutS,
    // A mutant that loops forever costs its whole time limit, and a few percent of candidates do (`lo = mid`).
    // The references run in milliseconds, so screening candidates under a shorter limit changes no verdict that
    // matters: a candidate that times out is still "fails", and is the least preferred kind of distractor. This
    // is the cap; each task's candidates get a limit that follows its reference run (screeningTimeLimit).
    variantTimeoutS: opts.variantTimeoutS ?? Math.min(timeoutS, DEFAULT_VARIANT_TIMEOUT_S),
    memoryMb: opts.memoryMb ?? SANDBOX_DEFAULTS.memoryMb,
    screen: lookup('screen mode', SCREEN_MODES, opts.screen ?? 'auto'),
    log: opts.log ?? silentLogger,
  });
}

/** The options the release records (manifest.json and build-report.md). */
export function recordedOptions(config: BuildConfig) {
  return {
    distractors: config.distractors,
    stack: config.opts.stack ?? null,
    timeoutS: config.timeoutS,
    variantTimeoutS: config.variantTimeoutS,
    screenTimeLimit: { ...SCREEN_TIME_LIMIT, capS: config.variantTimeoutS },
    screen: config.screen,
    memoryMb: config.memoryMb,
    ...(config.opts.balanced ? { balanced: true } : {}),
  };
}

/**
 * Run `fn` with an oracle under the build's sandbox settings, and close it afterwards. `cache: true` is the
 * build's outcome cache; `cache: false` for the integrity sweep, which must not trust the outcome cache, and a
 * path only for the sweep of a sharded build (BuildOptions.sweepCache).
 */
export async function withOracle<T>(
  config: BuildConfig,
  use: { cache: boolean | string; progress: boolean; languages?: readonly LanguageId[] },
  fn: (oracle: Oracle) => Promise<T>,
): Promise<T> {
  const { opts } = config;
  const oracle = await createOracle({
    ...pickSandboxOptions(opts),
    ...(use.languages?.length ? { languages: use.languages } : {}),
    cache: use.cache === true ? opts.cache : use.cache,
    ...(use.progress ? { onProgress: withProgress(opts.onProgress, { scope: 'build' }) } : {}),
  });
  try {
    return await fn(oracle);
  } finally {
    await oracle.close();
  }
}
