export { missAttribution, type MissAttribution } from './miss-attribution.js';
export { canonicalBelow, type CanonicalBelow } from './canonical-below.js';
export {
  deception,
  deceptionBySpan,
  editSpan,
  triples,
  SPAN_BUCKETS,
  type Deception,
  type DeceptionBySpan,
} from './deception.js';
export { poolDensity, type PoolDensity } from './pool-density.js';
export { perDomain, type PerDomain } from './per-domain.js';
export { stackedVsSingle, type StackedComparison } from './stacked.js';
export type { SystemRows, CorpusIndex } from './types.js';
