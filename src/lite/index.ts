/**
 * Lite: validated small item subsets that estimate full-benchmark scores (select, validate, estimate).
 *
 * Layout, in the order data flows:
 *   formats/   one module per on-disk artifact (outcome, item, family and full-score tables; eval result
 *              folders read as outcomes; the lite config), each with its reader, writer and validation
 *   matrix.ts  the input tables assembled into one OutcomeMatrix
 *   model/     item models (2PL, linear-Gaussian), selection methods, estimators, calibration, per-task fitting
 *   variant.ts the typed variant (selection × estimator) and its on-disk label
 *   validate.ts  leave-one-model-out and leave-one-family-out protocols
 *   select-config.ts  a config fitted on every reference model; estimate.ts  scores from a config
 *   render/    Markdown pages of a config and the commands' text summaries
 *   api.ts     what each `execret lite` command does, as one typed call
 */
export * from './types.js';
export {
  fitItems,
  mapTheta,
  predictItem,
  itemInformation,
  DEFAULT_C,
  type ItemParams,
  type ItemModelKind,
} from './model/item-model.js';
export { kmeans, kmeansPlusPlus, lloyd, type KMeansResult } from './model/kmeans.js';
export { selectionMethods, FISHER_EPS, type SelectionMethod, type SelectionContext } from './model/select.js';
export { statistics, estimators, type Statistics } from './model/estimators.js';
export { calibrate, applyCalibration } from './model/calibrate.js';
export { noiseFloor, type NoiseFloor } from './model/diagnose.js';
export {
  VARIANTS,
  CHOOSABLE_METHODS,
  variantLabel,
  parseVariant,
  resolveVariantChoice,
  type Variant,
  type VariantChoice,
} from './variant.js';
export { validate, agreement, folds, PROTOCOLS, OPTIMISM_NOTE } from './validate.js';
export type {
  ValidateOptions,
  ValidationReport,
  ProtocolResult,
  Agreement,
  ProtocolName,
} from './validate.js';
export { parseCsv, toCsv, csvCell, type CsvRow } from './formats/csv.js';
export {
  readOutcomeTable,
  writeOutcomeTable,
  formatOutcomeTable,
  type OutcomeTable,
} from './formats/outcome-table.js';
export { readItemTable, writeItemTable, type ItemRow } from './formats/item-table.js';
export { readFamilyTable, writeFamilyTable } from './formats/family-table.js';
export { readFullScoreTable, writeFullScoreTable } from './formats/full-score-table.js';
export { readEvalFolders, type EvalOutcomes } from './formats/eval-results.js';
export {
  writeConfig,
  readConfig,
  taskFileName,
  type LiteConfig,
  type LiteManifest,
  type LiteTaskConfig,
} from './formats/config.js';
export { loadOutcomeMatrix, readFullScores, type LoadOptions } from './matrix.js';
export { readMtebResults, mtebTaskScore, type MtebScores } from './formats/mteb-results.js';
export {
  chooseReferenceModels,
  keptRanks,
  subsetModels,
  DEFAULT_MAX_PER_FAMILY,
  OWN_FAMILY_TYPES,
  type ReferenceModel,
  type ReferenceOptions,
} from './reference-models.js';
export { selectConfig, type SelectOptions } from './select-config.js';
export {
  estimateScores,
  estimateTask,
  outcomesFromCsv,
  selectedItemIds,
  type EstimateResult,
  type ModelEstimate,
  type SubsetOutcomes,
} from './estimate.js';
export { renderReadme, renderSelection } from './render/markdown.js';
export {
  renderSelectSummary,
  renderValidateSummary,
  renderEstimateSummary,
  renderOutcomesSummary,
  renderPoolsSummary,
  renderEvalSummary,
} from './render/text.js';
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
export { taskTypes, taskType } from './tasks/registry.js';
export {
  TASK_TYPE_NAMES,
  type TaskType,
  type TaskTypeName,
  type TaskMeta,
  type TextNeed,
  type Vectors,
  type WorkedExample,
} from './tasks/task-type.js';
export { loadTask, type LoadedTask } from './tasks/folder.js';
export {
  resolveEncoder,
  encodeNeeds,
  builtinEncoders,
  type TextEncoder,
  type EncodeStats,
} from './tasks/encoder.js';
export { taskOutcomes, type TaskOutcomes } from './tasks/outcomes.js';
export { computeOutcomeTables, writeOutcomeTables, type OutcomeTables } from './tasks/tables.js';
export { writePools, textSha1, type Pools, type PoolManifest, type PoolParams } from './pools/format.js';
export { buildPools, readPoolsDir, POOL_DEFAULTS, type BuildPoolsOptions } from './pools/build.js';
export { liteEval, type LiteEvalOptions, type LiteEvalResult, type LiteEvalRow } from './release/eval.js';
export { releaseValidation, type ReleaseValidation, type ReleaseAgreement } from './release/validation.js';
export { selectRelease, type ReleaseSelectOptions } from './release/select.js';
export { configCost, DEFAULT_TOKENS_PER_SECOND, type ConfigCost } from './release/cost.js';
export {
  readRelease,
  regenerateRelease,
  writeReleaseConfig,
  type ReleaseManifest,
  type ReleaseConfig,
  type ReleaseModel,
} from './formats/release.js';
export { taskMatrix, itemKey, type TaskMatrixOptions } from './tasks/matrix.js';
export { isSetTask } from './model/set-tasks.js';
export {
  liteSelect,
  liteValidate,
  liteEstimate,
  parseEvalMetric,
  parseTaskBy,
  bundledRelease,
  liteOutcomes,
  loadInput,
  type LiteInput,
  type LiteSelectOptions,
  litePools,
  type LitePoolsOptions,
  type LitePoolsSummary,
  type LiteEstimateOptions,
  type LiteEstimateOutput,
  type LiteOutcomesOptions,
  type LiteOutcomesSummary,
} from './api.js';
