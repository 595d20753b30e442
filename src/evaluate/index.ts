export { evaluate, judge, restrictQueries, type EvaluateOptions, type EvaluationResult } from './evaluate.js';
export {
  loadResults,
  writeResults,
  trecRun,
  systemFiles,
  SUMMARY_FILE,
  type Results,
  type ResultsSystem,
  type EvaluationSummary,
  type SystemSummary,
  type MetricValue,
  type PerQueryRow,
  type OwnDoc,
} from './results.js';
export { compare, type ComparePair, type CompareResult, type CompareOptions } from './compare.js';
export { renderSummaryTable, renderCompareTable } from './table.js';
