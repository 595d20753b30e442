export {
  bootstrapCi,
  bootstrapCis,
  bootstrapMeans,
  DEFAULT_REPLICATES,
  type BootstrapOptions,
} from './bootstrap.js';
export { pairedBootstrapCi, pairedBootstrapTest, type PairedBootstrapTest } from './paired-bootstrap.js';
export { mcnemarExact } from './mcnemar.js';
export { expectedMcnemar, type ExpectedMcnemar } from './expected-mcnemar.js';
export { binomCdfHalf, logBinomCdfHalf } from './binomial.js';
export { holm } from './holm.js';
export { mean } from './mean.js';
export { quantileSorted } from './quantile.js';
export { rankIntervals } from './rank-intervals.js';
export { significanceTiers, type TierMember } from './tiers.js';
export {
  leaderboard,
  type Leaderboard,
  type LeaderboardEntry,
  type LeaderboardOptions,
  type SystemColumn,
} from './leaderboard.js';
