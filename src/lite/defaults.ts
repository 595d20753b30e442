import type { PoolParams } from './pools/format.js';

/**
 * The defaults every lite command shares, written once: the library calls fall back to them when an option is
 * absent, and the CLI's flags (src/cli/lite-flags.ts) show and pass the same values.
 */
export interface LiteDefaults {
  seed: number;
  C: number;
  maxPerFamily: number;
  randomDraws: number;
  tokensPerSecond: number;
}

export const LITE_DEFAULTS: Readonly<LiteDefaults> = Object.freeze({
  /** seed of k-means++, the random and stratified draws */
  seed: 0,
  /** inverse L2 strength of the item models (scikit-learn's C) */
  C: 1,
  /** reference-set thinning: most models kept per family (0 keeps every model) */
  maxPerFamily: 3,
  /** draws of the random-K baseline in validation */
  randomDraws: 10,
  /**
   * encoder throughput for a release config's estimated encode time: a ~100M-parameter encoder on one CPU core,
   * roughly; an API or a GPU is much faster
   */
  tokensPerSecond: 2000,
});

/** The ranges the CLI accepts for them. */
export const LITE_LIMITS = Object.freeze({
  seed: { min: 0, max: 0xffffffff },
  C: { min: 1e-6 },
  maxPerFamily: { min: 0 },
  randomDraws: { min: 1, max: 1000 },
  tokensPerSecond: { min: 1 },
});

/** `lite pools`: MTEB-lite's pool recipe. */
export const POOL_DEFAULTS: Readonly<PoolParams> = Object.freeze({
  max_queries: 1000,
  bm25_top: 30,
  k1: 0.9,
  b: 0.4,
  max_relevant: 100,
  shared_random: 1000,
  seed: 0,
  tokenizer: 'code-v1',
});
