export {
  evaluate,
  judge,
  judgeRanked,
  rankPool,
  restrictQueries,
  type EvaluateOptions,
  type EvaluationResult,
} from './evaluate.js';
export { EVAL_DEFAULTS, EVAL_SEED_LIMITS } from './defaults.js';
export {
  loadResults,
  writeResults,
  trecRun,
  systemFiles,
  SUMMARY_FILE,
  RESULTS_VERSION,
  TIMINGS_FILE,
  type Results,
  type ResultsSystem,
  type EvaluationSummary,
  type SystemSummary,
  type MetricValue,
  type PerQueryRow,
  type PipelineRow,
  type StageCost,
  type StageTiming,
  type OwnDoc,
} from './results.js';
export { baseName, densityName, reduceDensity, type Density } from './density.js';
export {
  compare,
  compareSystems,
  metricColumn,
  BOOTSTRAP_METRIC,
  type SystemRows,
  type ComparePair,
  type CompareResult,
  type CompareOptions,
} from './compare.js';
export { renderSummaryTable, renderCompareTable } from './table.js';
export { lift, liftTable, isPipeline, type Lift } from './lift.js';
