/** The second stage: rerankers, pipelines of them, and the table they are looked up in. */
export { rerankers } from './table.js';
export {
  applyReranker,
  DEFAULT_DEPTH,
  liftReordered,
  parsePipelineSpec,
  resolveReranker,
  topCandidates,
  type PipelineSpec,
  type RerankStageSpec,
} from './pipeline.js';
export { definedFunction, editDistance, medoidOrder } from './medoid.js';
export type * from './types.js';
