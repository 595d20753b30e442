/**
 * Systems scored from files computed elsewhere, by the prefix before ":": `run:PATH` (a TREC run file) and
 * `vectors:DIR` (query and corpus embeddings as .npy). One frozen table, looked up like the providers.
 */
import type { RetrieverFactory } from '../types.js';
import { runFactory } from './run.js';
import { vectorsFactory } from './vectors.js';

export const fileRetrievers: Readonly<Record<string, RetrieverFactory>> = Object.freeze({
  run: runFactory,
  vectors: vectorsFactory,
});
