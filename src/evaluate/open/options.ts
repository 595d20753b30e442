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
}

export interface ResolvedOpenOptions {
  readonly depth: number;
  readonly sample: number;
  readonly seed: number;
  readonly cache: string | false;
  readonly thresholds: readonly number[];
  readonly systemSimilarity: boolean;
}

export const OPEN_DEFAULTS = Object.freeze({
  depth: 10,
  sample: 5,
  cache: ORACLE_CACHE,
  thresholds: Object.freeze([0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99]),
  systemSimilarity: false,
});

export const OPEN_LIMITS = Object.freeze({ depth: [1, 100], sample: [0, 100000] } as const);

export function resolveOpenOptions(o: OpenOptions, seed: number): ResolvedOpenOptions {
  const depth = o.depth ?? OPEN_DEFAULTS.depth;
  const sample = o.sample ?? OPEN_DEFAULTS.sample;
  const check = (name: string, v: number, [lo, hi]: readonly [number, number]) => {
    if (!Number.isInteger(v) || v < lo || v > hi)
      throw usageError(`open option ${name} must be an integer in [${lo}, ${hi}], got ${v}`);
  };
  check('depth', depth, OPEN_LIMITS.depth);
  check('sample', sample, OPEN_LIMITS.sample);
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
  });
}
