export {
  evaluate,
  judge,
  restrictQueries,
  trecRun,
  type EvaluateOptions,
  type EvaluationResult,
  type EvaluationSummary,
  type SystemSummary,
  type MetricValue,
  type PerQueryRow,
  type OwnDoc,
} from './evaluate.js';
export {
  compare,
  loadResults,
  type ComparePair,
  type CompareResult,
  type CompareOptions,
} from './compare.js';
export { renderSummaryTable, renderCompareTable } from './table.js';
