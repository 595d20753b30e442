export { missAttribution, type MissAttribution } from './miss-attribution.js';
export { canonicalBelow, type CanonicalBelow, type CanonicalBelowScopes } from './canonical-below.js';
export {
  bugTypeOrder,
  deception,
  deceptionOf,
  deceptionCell,
  editSpan,
  scopeOf,
  triples,
  SPAN_BUCKETS,
  type Deception,
  type DeceptionCell,
  type DeceptionScope,
  type SpanBreakdown,
  type Triple,
} from './deception.js';
export {
  band,
  pooledCanonicalBelow,
  pooledDeception,
  type Band,
  type PooledCanonicalBelow,
  type PooledDeception,
  type PooledScope,
} from './pooled.js';
export { componentsFromCorpus, isCore, ownBugType, SCOPES, type ComponentsOf, type Scope } from './scope.js';
export { poolDensity, type PoolDensity } from './pool-density.js';
export { perDomain, type PerDomain, type DomainCell } from './per-domain.js';
export { execVsIdentity, type ExecVsIdentity, type OrderFlip } from './exec-vs-identity.js';
export {
  stackedVsSingle,
  type StackedComparison,
  type StackedInput,
  type StackedMatch,
  type StackedSide,
  type StackedSystem,
} from './stacked.js';
export type { SystemRows, CorpusIndex } from './types.js';
