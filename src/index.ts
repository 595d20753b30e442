/** The typed library API. Everything the CLI does is available from here. */
export * from './core/errors.js';
export * from './core/types.js';
export { createRng, type Rng } from './core/rng.js';
export type { OnProgress, ProgressEvent } from './core/progress.js';
export type { Logger } from './core/log.js';
export { checkSchemaVersion } from './core/schema.js';
export { formatOracleRows, writeOracleRows, parseOracleRows, readOracleRows } from './core/oracle-rows.js';
export { loadTasks } from './tasks/load.js';
export { validateTask } from './tasks/schema.js';
export {
  getLanguage,
  languages,
  LANGUAGE_IDS,
  type LanguageAdapter,
  type SyntaxFacts,
  type RuntimeId,
  type Runnable,
} from './lang/index.js';
export { loadRelease, type Release, type ReleaseQuery } from './release/index.js';
export {
  evaluate,
  compare,
  loadResults,
  writeResults,
  type Results,
  type ResultsSystem,
  type EvaluateOptions,
  type EvaluationResult,
  type EvaluationSummary,
  type PerQueryRow,
  type CompareResult,
  type ComparePair,
} from './evaluate/index.js';
export { resolveRetriever, listRetrievers, parseRetrieverSpec } from './retrieve/registry.js';
export { topK, rankOf, idOrder } from './retrieve/rank.js';
export { rankRow, rankEach } from './retrieve/rank.js';
export type { QueryRanking, RankPool } from './retrieve/types.js';
export type { Retriever, RetrieverFactory, RetrieverOptions, Doc, Query } from './retrieve/types.js';
export * from './metrics/index.js';
export * from './stats/index.js';
export * as lite from './lite/index.js';
export { pearson, spearman, kendallTauB, kendallResolvable, averageRanks } from './stats/correlation.js';
export {
  createOracle,
  verify,
  SANDBOX_DEFAULTS,
  SANDBOX_LIMITS,
  type Oracle,
  type Suite,
  type SuiteResult,
  type OracleOptions,
  type SandboxOptions,
  type FsView,
} from './execute/index.js';
export { mutateTask, selectDiverse, stackMutants, applyEdits, listOperators } from './mutate/index.js';
export { build, type BuildOptions, type BuildResult } from './construct/index.js';
export { importTasks, importers } from './tasks/import/index.js';
export { loadAuthoredTasks } from './tasks/authoring.js';
export { embeddingProviders, createEmbeddingRetriever } from './retrieve/embed/index.js';
export { dotsExact, resolveKernel, type ExactKernel, type ExactOptions } from './retrieve/embed/exact.js';
export {
  topKStreaming,
  type RowSource,
  type StreamOptions,
  type StreamTopK,
} from './retrieve/embed/topk-stream.js';
export { createReport, renderHtml, renderMarkdown, writeReport, type Report } from './report/index.js';
export * as analysis from './analysis/index.js';
export {
  generateRegistry,
  generateTasks,
  resolveModel,
  chatProviders,
  type GenerateRegistryOptions,
  type GenerateTasksOptions,
  type GenerateTasksResult,
} from './generate/index.js';
export { verifyProvided, readEdit, type ProvidedRejection } from './construct/index.js';
