/**
 * Lite: validated small item subsets that estimate full-benchmark scores (select, validate, estimate).
 *
 * Layout, in the order data flows (docs/lite.md "Code layout" says what each file holds):
 *   types.ts      OutcomeMatrix and the other shared types
 *   formats/      one module per input or config artifact, each with its reader, writer and validation: the
 *                 outcome, item, family and full-score tables, eval result folders and mteb results read as
 *                 outcomes, the lite config; load-tables.ts assembles the tables into one OutcomeMatrix
 *   fitting/      the numerics of model fitting: item models (2PL, linear-Gaussian), calibration, k-means,
 *                 L-BFGS, logistic regression, numpy's RandomState
 *   selection/    selection methods, the reference set of models, a config fitted on every reference model
 *   estimation/   estimators, per-task fitting and calibration, set-metric tasks, estimates from a config or
 *                 from retrievers scored on the selected queries, the noise floor
 *   validation/   the leave-one-model-out and leave-one-family-out protocols, the typed variant and its label
 *   tasks/        task types (frozen table), task folders, encoders, per-item outcomes and their metrics, the
 *                 reference tables, task folders as an OutcomeMatrix
 *   pools/        `lite pools`: the candidate-pool recipe and the pools folder format
 *   release/      the lite release: its folder (one writer, one reader), validation, configs, cost, `lite eval`
 *   render/       Markdown pages of a config and a release, and the commands' text summaries
 *   api.ts        what each `execret lite` command does, as one typed call
 */
export * from './types.js';
export { LITE_DEFAULTS, POOL_DEFAULTS } from './defaults.js';
export {
  fitItems,
  mapTheta,
  predictItem,
  itemInformation,
  type ItemParams,
  type ItemModelKind,
} from './fitting/item-model.js';
export { kmeans, kmeansPlusPlus, lloyd, type KMeansResult } from './fitting/kmeans.js';
export {
  selectionMethods,
  FISHER_EPS,
  type SelectionMethod,
  type SelectionContext,
} from './selection/methods.js';
export { statistics, estimators, type Statistics } from './estimation/estimators.js';
export { calibrate, applyCalibration } from './fitting/calibrate.js';
export { noiseFloor, type NoiseFloor } from './estimation/noise-floor.js';
export {
  VARIANTS,
  CHOOSABLE_METHODS,
  variantLabel,
  parseVariant,
  resolveVariantChoice,
  type Variant,
  type VariantChoice,
} from './validation/variant.js';
export { validate, agreement, folds, PROTOCOLS, OPTIMISM_NOTE } from './validation/protocols.js';
export type {
  ValidateOptions,
  ValidationReport,
  ProtocolResult,
  Agreement,
  ProtocolName,
} from './validation/protocols.js';
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
export { loadOutcomeMatrix, readFullScores, type LoadOptions } from './formats/load-tables.js';
export { readMtebResults, mtebTaskScore, type MtebScores } from './formats/mteb-results.js';
export {
  chooseReferenceModels,
  keptRanks,
  subsetModels,
  OWN_FAMILY_TYPES,
  type ReferenceModel,
  type ReferenceOptions,
} from './selection/reference-models.js';
export { selectConfig, type SelectOptions } from './selection/fit-config.js';
export {
  estimateScores,
  estimateTask,
  outcomesFromCsv,
  selectedItemIds,
  type EstimateResult,
  type ModelEstimate,
  type SubsetOutcomes,
} from './estimation/from-config.js';
export { renderReadme, renderSelection } from './render/markdown.js';
export {
  renderSelectSummary,
  renderValidateSummary,
  renderEstimateSummary,
  renderOutcomesSummary,
  renderPoolsSummary,
  renderEvalSummary,
} from './render/text.js';
export {
  estimateRetrievers,
  COST_NOTE,
  type EstimateRetrieversOptions,
  type RetrieverEstimateResult,
  type QueryCost,
} from './estimation/retrievers.js';
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
export { buildPools, readPoolsDir, type BuildPoolsOptions } from './pools/build.js';
export { liteEval, type LiteEvalOptions, type LiteEvalResult, type LiteEvalRow } from './release/eval.js';
export { releaseValidation, type ReleaseValidation, type ReleaseAgreement } from './release/validation.js';
export { selectRelease, type ReleaseSelectOptions } from './release/add-config.js';
export { configCost, type ConfigCost } from './release/cost.js';
export {
  readRelease,
  regenerateRelease,
  writeReleaseConfig,
  type ReleaseManifest,
  type ReleaseConfig,
  type ReleaseModel,
} from './release/folder.js';
export { taskMatrix, itemKey, type TaskMatrixOptions } from './tasks/task-matrix.js';
export { isSetTask } from './estimation/set-tasks.js';
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
