/**
 * The settings of open-domain evaluation (`execret eval --open`, docs/open.md): one type, one table of defaults,
 * one helper that adds them as flags (src/cli/open-flags.ts).
 */
import { ORACLE_CACHE } from '../../core/cache-paths.js';
import { usageError } from '../../core/errors.js';

export interface OpenOptions {
  /** each evaluated system's top `depth` snippets are candidates of a query (default 10, the largest default cut-off; at most 100) */
  depth?: number;
  /** per query, at most this many further snippets whose entry point accepts the query's calls (seeded) */
  sample?: number;
  /** the draw of the arity sample (default: the evaluation's seed) */
  seed?: number;
  /** SQLite file of the (query, snippet) outcomes: the oracle's cache (default), or false */
  cache?: string | false;
  /** similarity thresholds of the prevalence figures (default OPEN_DEFAULTS.thresholds) */
  thresholds?: readonly number[];
  /**
   * also each evaluated system's own snippet-to-snippet similarity for prevalence (default false: it scores every
   * passing snippet against the pool again, about the cost of the evaluation itself)
   */
  systemSimilarity?: boolean;
  /**
   * the longest one test of a candidate may run, seconds, before the candidate is judged not to pass (the open cap;
   * default: a quarter of the release's own cap `variantTimeoutS`, so 0.25 s for a default build). A constant, so
   * no open verdict rests on a measured time: a test that times out under its probe limit runs again alone under it
   */
  capS?: number;
}

export interface ResolvedOpenOptions {
  readonly depth: number;
  readonly sample: number;
  readonly seed: number;
  readonly cache: string | false;
  readonly thresholds: readonly number[];
  readonly systemSimilarity: boolean;
  readonly capS: number;
}

export const OPEN_DEFAULTS = Object.freeze({
  depth: 10,
  sample: 5,
  cache: ORACLE_CACHE,
  thresholds: Object.freeze([0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99]),
  systemSimilarity: false,
  /** the default open cap, as a share of the release's cap (`variantTimeoutS`, which covers a variant's whole suite) */
  capShare: 0.25,
});

export const OPEN_LIMITS = Object.freeze({
  depth: [1, 100],
  sample: [0, 100000],
  capS: [0.05, 3600],
} as const);

/**
 * The default open cap for a release whose build judged its candidates at `releaseCapS`: OPEN_DEFAULTS.capShare of
 * it, in 0.05 s steps, at least the probe floor (0.1 s) and at most the release's cap. The build's cap covers a
 * variant's whole suite (9 tests on the bundled release's median task); the open cap covers one test run alone.
 */
export function defaultOpenCap(releaseCapS: number): number {
  const share = Math.round((OPEN_DEFAULTS.capShare * releaseCapS) / 0.05) * 0.05;
  return Math.min(releaseCapS, Math.max(0.1, Math.round(share * 1000) / 1000));
}

export function resolveOpenOptions(o: OpenOptions, seed: number, releaseCapS = 1): ResolvedOpenOptions {
  const depth = o.depth ?? OPEN_DEFAULTS.depth;
  const sample = o.sample ?? OPEN_DEFAULTS.sample;
  const check = (name: string, v: number, [lo, hi]: readonly [number, number]) => {
    if (!Number.isInteger(v) || v < lo || v > hi)
      throw usageError(`open option ${name} must be an integer in [${lo}, ${hi}], got ${v}`);
  };
  check('depth', depth, OPEN_LIMITS.depth);
  check('sample', sample, OPEN_LIMITS.sample);
  const capS = o.capS ?? defaultOpenCap(releaseCapS);
  if (!(capS >= OPEN_LIMITS.capS[0] && capS <= OPEN_LIMITS.capS[1]))
    throw usageError(
      `open option capS must be a number of seconds in [${OPEN_LIMITS.capS[0]}, ${OPEN_LIMITS.capS[1]}], got ${capS}`,
    );
  const thresholds = [...new Set(o.thresholds ?? OPEN_DEFAULTS.thresholds)].sort((a, b) => a - b);
  for (const t of thresholds)
    if (!(t >= 0 && t <= 1)) throw usageError(`open threshold must be in [0, 1], got ${t}`);
  return Object.freeze({
    depth,
    sample,
    seed: o.seed ?? seed,
    cache: o.cache ?? OPEN_DEFAULTS.cache,
    thresholds: Object.freeze(thresholds),
    systemSimilarity: o.systemSimilarity ?? OPEN_DEFAULTS.systemSimilarity,
    capS,
  });
}
