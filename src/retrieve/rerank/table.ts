/**
 * The reranker table: name (or provider prefix before ":") -> factory. One frozen table, looked up with
 * `lookup()` (did-you-mean); `execret eval --list-retrievers` lists it.
 */
import { execConsensus } from './exec-consensus.js';
import { execExamples } from './exec-examples.js';
import { medoid } from './medoid.js';
import type { RerankerFactory } from './types.js';

export const rerankers: Readonly<Record<string, RerankerFactory>> = Object.freeze({
  'exec-examples': execExamples,
  'exec-consensus': execConsensus,
  medoid,
});
