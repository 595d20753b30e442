/**
 * Lite: validated small item subsets that estimate full-benchmark scores (select, validate, estimate).
 *
 * Layout, in the order data flows (docs/lite.md "Code layout" says what each file holds):
 *   types.ts      OutcomeMatrix and the other shared types
 *   defaults.ts   the defaults every lite command shares (the CLI's flags: src/cli/lite-flags.ts)
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
// What the CLI and library users need: one call per command, the formats' readers and writers, the steps a
// command runs (to compose them differently), the frozen tables, the defaults. Internals (the numerics under
// fitting/, per-task fitting, renderers of single pages) are imported from their modules by tests and bench/.
export * from './types.js';
export { LITE_DEFAULTS, POOL_DEFAULTS, type LiteDefaults } from './defaults.js';

// one typed call per command (src/cli/commands/lite.ts only parses flags and prints)
export {
  liteSelect,
  liteValidate,
  liteEstimate,
  liteOutcomes,
  litePools,
  parseEvalMetric,
  parseTaskBy,
  type LiteInput,
  type LiteSelectOptions,
  type LiteEstimateOptions,
  type LiteEstimateOutput,
  type LiteOutcomesOptions,
  type LiteOutcomesSummary,
  type LitePoolsOptions,
  type LitePoolsSummary,
} from './api.js';
export { liteEval, type LiteEvalOptions, type LiteEvalResult, type LiteEvalRow } from './release/eval.js';
export {
  estimateRetrievers,
  type EstimateRetrieversOptions,
  type RetrieverEstimateResult,
  type QueryCost,
} from './estimation/retrievers.js';
export {
  renderSelectSummary,
  renderValidateSummary,
  renderEstimateSummary,
  renderOutcomesSummary,
  renderPoolsSummary,
  renderEvalSummary,
} from './render/text.js';

// formats: one reader and one writer each
export { readOutcomeTable, writeOutcomeTable, type OutcomeTable } from './formats/outcome-table.js';
export { readItemTable, writeItemTable, type ItemRow } from './formats/item-table.js';
export { readFamilyTable, writeFamilyTable } from './formats/family-table.js';
export { readFullScoreTable, writeFullScoreTable } from './formats/full-score-table.js';
export { readEvalFolders, type EvalOutcomes } from './formats/eval-results.js';
export { readMtebResults, type MtebScores } from './formats/mteb-results.js';
export { loadOutcomeMatrix, type LoadOptions } from './formats/load-tables.js';
export {
  writeConfig,
  readConfig,
  type LiteConfig,
  type LiteManifest,
  type LiteTaskConfig,
} from './formats/config.js';
export { readPoolsDir, buildPools, type BuildPoolsOptions } from './pools/build.js';
export { writePools, type Pools, type PoolManifest, type PoolParams } from './pools/format.js';
export {
  readRelease,
  writeReleaseConfig,
  type ReleaseManifest,
  type ReleaseConfig,
  type ReleaseModel,
} from './release/folder.js';

// the steps
export {
  chooseReferenceModels,
  type ReferenceModel,
  type ReferenceOptions,
} from './selection/reference-models.js';
export { selectConfig, type SelectOptions } from './selection/fit-config.js';
export {
  validate,
  type ValidateOptions,
  type ValidationReport,
  type ProtocolResult,
  type Agreement,
  type ProtocolName,
} from './validation/protocols.js';
export {
  estimateScores,
  outcomesFromCsv,
  selectedItemIds,
  type EstimateResult,
  type ModelEstimate,
  type SubsetOutcomes,
} from './estimation/from-config.js';
export { noiseFloor, type NoiseFloor } from './estimation/noise-floor.js';
export { releaseValidation, type ReleaseValidation, type ReleaseAgreement } from './release/validation.js';
export { selectRelease, type ReleaseSelectOptions } from './release/add-config.js';
export { taskMatrix, type TaskMatrixOptions } from './tasks/task-matrix.js';
export { computeOutcomeTables, writeOutcomeTables, type OutcomeTables } from './tasks/tables.js';
export { loadTask, type LoadedTask } from './tasks/folder.js';
export { resolveEncoder, type TextEncoder, type EncodeStats } from './tasks/encoder.js';

// the frozen tables (extension points) and the variant at the boundary
export { selectionMethods, type SelectionMethod, type SelectionContext } from './selection/methods.js';
export { estimators, type Statistics } from './estimation/estimators.js';
export { taskTypes, taskType } from './tasks/registry.js';
export {
  type TaskType,
  type TaskTypeName,
  type TaskMeta,
  type TextNeed,
  type Vectors,
  type WorkedExample,
} from './tasks/task-type.js';
export {
  VARIANTS,
  variantLabel,
  parseVariant,
  resolveVariantChoice,
  type Variant,
  type VariantChoice,
} from './validation/variant.js';
export { type ItemParams, type ItemModelKind } from './fitting/item-model.js';
