/**
 * What the `execret lite` commands do, as typed library calls: the CLI parses flags into these options and
 * prints what they return (render/text.ts), nothing more.
 */
import type { Env } from '../core/env.js';
import { usageError } from '../core/errors.js';
import { silentLogger, type Logger } from '../core/log.js';
import { lookup } from '../core/registry.js';
import { bundledRelease } from '../release/bundled.js';
import type { RetrieverOptions } from '../retrieve/types.js';
import { estimateScores, outcomesFromCsv, type EstimateResult } from './estimation/from-config.js';
import { readConfig, writeConfig, type LiteConfig } from './formats/config.js';
import { loadOutcomeMatrix, readFullScores, type LoadOptions } from './formats/load-tables.js';
import { estimateRetrievers, type RetrieverEstimateResult } from './estimation/retrievers.js';
import { selectConfig, type SelectOptions } from './selection/fit-config.js';
import { EVAL_METRICS, TASK_GROUPINGS, type EvalMetric, type OutcomeMatrix, type TaskBy } from './types.js';
import type { EncoderOptions } from './tasks/encoder.js';
import type { LoadedTask } from './tasks/folder.js';
import { taskMatrix } from './tasks/task-matrix.js';
import { selectRelease } from './release/add-config.js';
import { chooseReferenceModels, type ReferenceModel } from './selection/reference-models.js';
import { validate, type ValidateOptions, type ValidationReport } from './validation/protocols.js';
import { buildPools, type BuildPoolsOptions } from './pools/build.js';
import { writePools, type PoolParams } from './pools/format.js';
import {
  computeOutcomeTables,
  writeOutcomeTables,
  OUTCOME_TABLE_FILES,
  type OutcomeTablesOptions,
  type TaskRecord,
} from './tasks/tables.js';
import { mean } from '../stats/mean.js';

/** A per-query metric name, checked against the table (did-you-mean on a typo). */
export function parseEvalMetric(name: string): EvalMetric {
  return lookup('metric', Object.fromEntries(EVAL_METRICS.map((m) => [m, m])), name);
}

/** A task grouping of result-folder items (`none`, `domain`, `task`). */
export function parseTaskBy(name: string): TaskBy {
  return lookup('task grouping', Object.fromEntries(TASK_GROUPINGS.map((t) => [t, t])), name);
}

/**
 * Where a lite command's reference outcomes come from: an outcome table or `execret eval` result folders
 * (LoadOptions), or task folders and reference models (encoder specs) whose outcomes are computed here.
 */
export interface LiteInput extends LoadOptions, EncoderOptions {
  /** task folders (task.json + rows, or BEIR folders) */
  tasks?: readonly string[];
  /** reference models for task folders: encoder specs (hashing?dims=512, openai:<model>, ...) */
  models?: readonly string[];
  /** thinning: most reference models kept per family (default 3: best, median, worst); 0 keeps all */
  maxPerFamily?: number;
  log?: Logger;
}

/**
 * The reference set of the input: its matrix restricted to the models used (own-family rule, partial coverage,
 * thinning; `chooseReferenceModels`), every input model's role, and the loaded tasks.
 */
export async function loadReference(
  input: LiteInput,
): Promise<{ mx: OutcomeMatrix; models: ReferenceModel[]; tasks: LoadedTask[] | null }> {
  const { mx, tasks } = await loadInput(input);
  const ref = chooseReferenceModels(mx, { maxPerFamily: input.maxPerFamily });
  for (const r of ref.models) if (!r.used) input.log?.info(`lite: ${r.name}: ${r.role}`);
  return { ...ref, tasks };
}

/** The outcome matrix of the input, and the loaded tasks when it came from task folders. */
export async function loadInput(
  input: LiteInput,
): Promise<{ mx: OutcomeMatrix; tasks: LoadedTask[] | null }> {
  if ((input.tasks?.length ?? 0) === 0) return { mx: loadOutcomeMatrix(input), tasks: null };
  if (input.outcomes !== undefined || (input.results?.length ?? 0) > 0 || input.items !== undefined)
    throw usageError(
      'task folders (--task) come with reference models (-r), not with outcomes, results or --items',
    );
  const { mx, tasks } = await taskMatrix({ ...input, tasks: input.tasks!, models: input.models ?? [] });
  if (input.fullScores) {
    // mteb results are read from each task's own split (task.json), unless --results-split says otherwise.
    const split = new Map(tasks.map((t) => [t.data.meta.name, t.data.meta.split]));
    const splitOf = (task: string) => input.resultsSplit ?? split.get(task) ?? 'test';
    mx.fullScores = readFullScores(input.fullScores, mx.tasks, mx.models, splitOf, input.log);
  }
  return { mx, tasks };
}

export interface LiteSelectOptions extends SelectOptions {
  /** folder to write: a config folder, or with `name` a lite release */
  out?: string;
  /** config name: write the release layout DIR/NAME/... and regenerate DIR's shared files */
  name?: string;
  randomDraws?: number;
  tokensPerSecond?: number;
}

/**
 * `execret lite select`: load the inputs, fit a config on every model, write it when `out` is given: a config
 * folder, or with `name` one config of a lite release (validated on both protocols, every combo).
 */
export async function liteSelect(input: LiteInput, opts: LiteSelectOptions): Promise<LiteConfig> {
  const { mx, tasks, models } = await loadReference(input);
  if (opts.name === undefined) {
    const config = selectConfig(mx, opts);
    if (opts.out) writeConfig(opts.out, config);
    return config;
  }
  if (!opts.out) throw usageError('--name CONFIG goes with --out DIR (the release folder)');
  const { name, out } = opts;
  const r = selectRelease(mx, tasks, { ...opts, name, out, referenceModels: models });
  return { manifest: r.manifest as unknown as LiteConfig['manifest'], tasks: r.config.tasks };
}

/** `execret lite validate`: load the inputs, choose the reference set and run the leave-out protocols. */
export async function liteValidate(input: LiteInput, opts: ValidateOptions): Promise<ValidationReport> {
  const { mx, models } = await loadReference(input);
  return {
    ...validate(mx, opts),
    reference_models: models.map(({ name, family, type, role }) => ({ name, family, type, role })),
  };
}

export interface LiteEstimateOptions {
  /** lite config folder */
  config: string;
  /** outcomes CSV of the new models (exactly one of `outcomes` and `retrievers`) */
  outcomes?: string;
  /** retriever specs evaluated on the config's selected queries only */
  retrievers?: readonly string[];
  /** release the retrievers are evaluated on (default: the bundled benchmark) */
  release?: string;
  metric?: EvalMetric;
  retrieverOptions?: RetrieverOptions;
  cache?: string | false;
  /** the environment execret runs in (core/env.ts; the CLI passes its own): the providers' API keys */
  env?: Env;
  log?: Logger;
}

export type LiteEstimateOutput =
  { from: 'outcomes'; result: EstimateResult } | { from: 'retrievers'; result: RetrieverEstimateResult };

/** `execret lite estimate`: estimated full scores from outcomes on the selected items (a CSV or retrievers). */
export async function liteEstimate(opts: LiteEstimateOptions): Promise<LiteEstimateOutput> {
  const useRetrievers = (opts.retrievers?.length ?? 0) > 0;
  if ((opts.outcomes === undefined) === !useRetrievers)
    throw usageError('give exactly one of --outcomes FILE.csv or -r RETRIEVER [RELEASE]');
  if (!useRetrievers && opts.release !== undefined)
    throw usageError(`a release folder ("${opts.release}") goes with -r RETRIEVER, not with --outcomes`);
  const config = readConfig(opts.config);
  if (!useRetrievers) {
    if (opts.metric !== undefined) throw usageError('--metric goes with -r RETRIEVER');
    return {
      from: 'outcomes',
      result: estimateScores(config, outcomesFromCsv(opts.outcomes!), opts.outcomes),
    };
  }
  const release =
    opts.release ??
    bundledRelease('give a release folder: execret lite estimate --config DIR -r RETRIEVER RELEASE');
  const result = await estimateRetrievers({
    config,
    release,
    retrievers: opts.retrievers!,
    retrieverOptions: opts.retrieverOptions,
    metric: opts.metric,
    cache: opts.cache,
    env: opts.env,
    log: opts.log ?? silentLogger,
  });
  return { from: 'retrievers', result };
}

export interface LiteOutcomesOptions extends OutcomeTablesOptions {
  /** folder for the tables */
  out: string;
}

/** What `lite outcomes` did: the files, the tasks and every model's main scores. */
export interface LiteOutcomesSummary {
  out: string;
  files: typeof OUTCOME_TABLE_FILES;
  tasks: TaskRecord[];
  models: string[];
  /** per model, per task: the main score */
  scores: Record<string, Record<string, number>>;
  texts_encoded: Record<string, number>;
}

/** `execret lite outcomes`: per-item outcomes and main scores of task folders for each model, written as tables. */
export async function liteOutcomes(opts: LiteOutcomesOptions): Promise<LiteOutcomesSummary> {
  const t = await computeOutcomeTables(opts);
  writeOutcomeTables(opts.out, t);
  const m = t.outcomes.models.length;
  return {
    out: opts.out,
    files: OUTCOME_TABLE_FILES,
    tasks: t.tasks,
    models: t.outcomes.models,
    scores: Object.fromEntries(
      t.outcomes.models.map((model, j) => [
        model,
        Object.fromEntries(t.tasks.map((x, k) => [x.name, t.full[k * m + j]])),
      ]),
    ),
    texts_encoded: t.encoded,
  };
}

export interface LitePoolsOptions extends BuildPoolsOptions {
  /** the BEIR folder */
  beir: string;
  /** the pools folder to write */
  out: string;
}

export interface LitePoolsSummary {
  out: string;
  queries: number;
  queries_with_relevant: number;
  corpus: number;
  /** documents in at least one pool (texts a model must encode besides the queries) */
  documents: number;
  mean_pool_size: number;
  params: PoolParams;
}

/** `execret lite pools`: candidate pools of a BEIR folder, written as a pools folder. */
export function litePools(opts: LitePoolsOptions): LitePoolsSummary {
  const p = buildPools(opts.beir, opts);
  writePools(opts.out, p);
  const shared = new Set(p.manifest.shared);
  const sizes = p.pools.map((q) => new Set([...q.bm25, ...q.relevant, ...shared]).size);
  return {
    out: opts.out,
    queries: p.pools.length,
    queries_with_relevant: p.manifest.source.queries_with_relevant,
    corpus: p.manifest.source.corpus,
    documents: p.texts.size,
    mean_pool_size: sizes.length > 0 ? mean(sizes) : 0,
    params: p.manifest.params,
  };
}
