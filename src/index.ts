/** The typed library API. Everything the CLI does is available from here. */
export * from './core/errors.js';
export * from './core/types.js';
export { createRng, type Rng } from './core/rng.js';
export { loadTasks } from './tasks/load.js';
export { validateTask } from './tasks/schema.js';
export { loadRelease, type Release, type ReleaseQuery } from './release/index.js';
export {
  evaluate,
  compare,
  type EvaluateOptions,
  type EvaluationResult,
  type EvaluationSummary,
  type PerQueryRow,
  type CompareResult,
  type ComparePair,
} from './evaluate/index.js';
export { resolveRetriever, listRetrievers, parseRetrieverSpec } from './retrieve/registry.js';
export { topK, rankOf, idOrder } from './retrieve/rank.js';
export type { Retriever, RetrieverFactory, RetrieverOptions, Doc, Query } from './retrieve/types.js';
export * from './metrics/index.js';
export * from './stats/index.js';
