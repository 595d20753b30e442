import { mean } from './mean.js';
import { bootstrapMeans, DEFAULT_REPLICATES } from './bootstrap.js';
import { expectedMcnemar } from './expected-mcnemar.js';
import { pairedBootstrapTest } from './paired-bootstrap.js';
import { rankIntervals } from './rank-intervals.js';
import { significanceTiers } from './tiers.js';

/** One system's per-query values of the leaderboard metric (id-rule or tie-aware), in a shared query order. */
export interface SystemColumn {
  name: string;
  values: ArrayLike<number>;
}

export interface LeaderboardOptions {
  /** the metric's name, e.g. exec@1: exec@k is tested with McNemar, anything else with the paired bootstrap */
  metric: string;
  /** whether the values are tie-aware (recorded; McNemar then gives its expectation over tie orders) */
  tieAware?: boolean;
  /** default 0.05 */
  alpha?: number;
  /** bootstrap replicates for the rank intervals (default 5,000) */
  replicates?: number;
  /** the bootstrap seed (the results' seed) */
  seed: number;
}

export interface LeaderboardEntry {
  name: string;
  /** mean of the metric over queries */
  value: number;
  /** 1 = not distinguishable from the best system, 2 = from the best of the rest, ... */
  tier: number;
  /** 1 + the number of systems with a higher mean */
  rank: number;
  /** the 95% range of the rank over bootstrap resamples of the queries */
  rankInterval: [number, number];
  /** the test against the best system of its tier (null for that system itself) */
  vsTierBest: { system: string; p: number; pHolm: number } | null;
}

export interface Leaderboard {
  metric: string;
  tieAware: boolean;
  /** exact McNemar for exec@k (its tie-aware expectation with tieAware), else the paired bootstrap */
  test: 'mcnemar' | 'bootstrap';
  alpha: number;
  replicates: number;
  seed: number;
  level: number;
  /** by tier, then by value (highest first), then in results order */
  systems: LeaderboardEntry[];
}

/**
 * The leaderboard's statistics (docs/metrics.md, "Leaderboard"): significance tiers (the best system, then every
 * system Holm-corrected tests cannot tell from it at alpha, then the same among the rest) and rank intervals
 * (the 2.5% and 97.5% inverted-CDF quantiles of each system's rank over the bootstrap replicates, the same
 * resampled queries for every system).
 */
export function leaderboard(systems: readonly SystemColumn[], opts: LeaderboardOptions): Leaderboard {
  const { metric } = opts;
  const tieAware = opts.tieAware ?? false;
  const alpha = opts.alpha ?? 0.05;
  const replicates = opts.replicates ?? DEFAULT_REPLICATES;
  const columns = systems.map((s) => s.values);
  const values = columns.map((c) => mean(c));
  const test = /^exec@\d+$/.test(metric) ? 'mcnemar' : 'bootstrap';
  const pOf = (i: number, j: number) =>
    test === 'mcnemar'
      ? expectedMcnemar(columns[i], columns[j]).p
      : pairedBootstrapTest(columns[i], columns[j], { seed: opts.seed, replicates }).p;
  const tiers = significanceTiers(values, pOf, alpha);
  const intervals = rankIntervals(bootstrapMeans(columns, { seed: opts.seed, replicates }));
  const bestOf = new Map<number, number>();
  for (const t of tiers) if (t.p === null) bestOf.set(t.tier, t.index);
  const entries = tiers.map((t): LeaderboardEntry => ({
    name: systems[t.index].name,
    value: values[t.index],
    tier: t.tier,
    rank: 1 + values.filter((v) => v > values[t.index] + 1e-12).length,
    rankInterval: intervals[t.index],
    vsTierBest: t.p === null ? null : { system: systems[bestOf.get(t.tier)!].name, p: t.p, pHolm: t.pHolm! },
  }));
  entries.sort((a, b) => a.tier - b.tier || b.value - a.value);
  return { metric, tieAware, test, alpha, replicates, seed: opts.seed, level: 0.95, systems: entries };
}
