export { bootstrapCi, bootstrapCis, DEFAULT_REPLICATES, type BootstrapOptions } from './bootstrap.js';
export { pairedBootstrapCi } from './paired-bootstrap.js';
export { mcnemarExact } from './mcnemar.js';
export { binomCdfHalf, logBinomCdfHalf } from './binomial.js';
export { holm } from './holm.js';
export { quantileSorted } from './quantile.js';
