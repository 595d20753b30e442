/** Lite: validated small item subsets that estimate full-benchmark scores (select, validate, estimate). */
import { loadOutcomeMatrix, type LoadOptions } from './io.js';
import { selectConfig, writeConfig, type LiteConfig, type SelectOptions } from './config.js';
import { validate, type ValidateOptions, type ValidationReport } from './validate.js';

export * from './types.js';
export {
  fitItems,
  mapTheta,
  predictItem,
  itemInformation,
  DEFAULT_C,
  type ItemParams,
  type ItemModelKind,
} from './item-model.js';
export { kmeans, kmeansPlusPlus, lloyd, type KMeansResult } from './kmeans.js';
export { selectionMethods, FISHER_EPS, type SelectionMethod, type SelectionContext } from './select.js';
export { statistics, type Statistics } from './estimators.js';
export { calibrate, applyCalibration } from './calibrate.js';
export { validate, agreement, folds, VARIANTS, PROTOCOLS, OPTIMISM_NOTE } from './validate.js';
export type {
  ValidateOptions,
  ValidationReport,
  ProtocolResult,
  Agreement,
  ProtocolName,
} from './validate.js';
export {
  loadOutcomeMatrix,
  readOutcomesCsv,
  readEvalFolders,
  parseCsv,
  EVAL_METRICS,
  type LoadOptions,
  type EvalMetric,
  type TaskBy,
} from './io.js';
export {
  selectConfig,
  writeConfig,
  readConfig,
  estimateScores,
  estimateTask,
  outcomesFromCsv,
  selectedItemIds,
  renderReadme,
  renderSelection,
  type LiteConfig,
  type LiteManifest,
  type LiteTaskConfig,
  type EstimateResult,
  type SubsetOutcomes,
  type SelectOptions,
} from './config.js';
export { syntheticMatrix, type SyntheticOptions } from './synthetic.js';
export {
  estimateRetrievers,
  COST_NOTE,
  type EstimateRetrieversOptions,
  type RetrieverEstimateResult,
  type QueryCost,
} from './retriever.js';
export {
  referenceSet,
  REFERENCE_GRID,
  type ReferenceSystem,
  type ReferenceSetOptions,
  type ReferenceSetResult,
} from './reference.js';

/** `execret lite select`: load the inputs, fit a config on every model, write it when `out` is given. */
export function liteSelect(input: LoadOptions, opts: SelectOptions & { out?: string }): LiteConfig {
  const mx = loadOutcomeMatrix(input);
  const config = selectConfig(mx, opts);
  if (opts.out) writeConfig(opts.out, config);
  return config;
}

/** `execret lite validate`: load the inputs and run the leave-out protocols. */
export function liteValidate(input: LoadOptions, opts: ValidateOptions): ValidationReport {
  return validate(loadOutcomeMatrix(input), opts);
}
export { noiseFloor, type NoiseFloor } from './diagnose.js';
