/**
 * The reranker table: name (or provider prefix before ":") -> factory. One frozen table, looked up with
 * `lookup()` (did-you-mean); `execret eval --list-retrievers` lists it. Entries that call a model are written
 * `KEY:MODEL` in a spec (`cohere-rerank:rerank-v3.5`, `hf-rerank:BAAI/bge-reranker-base`, `llm-listwise:gpt-4o`).
 */
import { execConsensus } from './exec-consensus.js';
import { execExamples } from './exec-examples.js';
import { medoid } from './medoid.js';
import { hostedRerankers } from './providers/hosted.js';
import { hfRerank } from './providers/hf.js';
import { llmListwise, llmPointwise } from './providers/llm.js';
import type { RerankerFactory } from './types.js';

export const rerankers: Readonly<Record<string, RerankerFactory>> = Object.freeze({
  'exec-examples': execExamples,
  'exec-consensus': execConsensus,
  medoid,
  ...hostedRerankers,
  'hf-rerank': hfRerank,
  'llm-pointwise': llmPointwise,
  'llm-listwise': llmListwise,
});
