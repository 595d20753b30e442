import type { RetrieverFactory } from '../types.js';
import { bm25Factory } from './bm25.js';
import { hashingFactory } from './hashing.js';
import { tfidfFactory } from './tfidf.js';

/** Built-in offline retrievers, by name. */
export const builtinRetrievers: Readonly<Record<string, RetrieverFactory>> = Object.freeze({
  bm25: bm25Factory,
  tfidf: tfidfFactory,
  hashing: hashingFactory,
});

/** What `execret` with no arguments evaluates. */
export const DEFAULT_RETRIEVERS: readonly string[] = Object.freeze(['bm25', 'tfidf', 'hashing']);
