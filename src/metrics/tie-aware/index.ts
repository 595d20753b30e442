export { tieAwareExecAtK } from './exec-at-k.js';
export { tieAwareExecPrecisionAtK } from './exec-precision-at-k.js';
export { tieAwareNdcgAtK } from './ndcg-at-k.js';
export { tieAwareRecallAtK } from './recall-at-k.js';
export { tieAwareReciprocalRank } from './mrr.js';
