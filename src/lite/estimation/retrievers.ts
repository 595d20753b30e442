import type { Env } from '../../core/env.js';
import { usageError } from '../../core/errors.js';
import { silentLogger, type Logger } from '../../core/log.js';
import type { OnProgress } from '../../core/progress.js';
import { evaluate } from '../../evaluate/index.js';
import type { RetrieverOptions } from '../../retrieve/types.js';
import { estimateScores, selectedItemIds, type EstimateResult } from './from-config.js';
import type { LiteConfig } from '../formats/config.js';
import { EVAL_METRICS, type EvalMetric } from '../types.js';

export interface EstimateRetrieversOptions {
  config: LiteConfig;
  /** release folder the selected queries are evaluated on */
  release: string;
  /** retriever specs, as `execret eval -r` takes them (`bm25`, `tfidf?ngram=2-4`, `openai:<model>`) */
  retrievers: readonly string[];
  retrieverOptions?: RetrieverOptions;
  /**
   * per-query metric; default: the one the config was built on (manifest `source.metric`). Needed for configs
   * built from a CSV; an error when it contradicts the config.
   */
  metric?: EvalMetric;
  /** embedding cache for providers */
  cache?: string | false;
  /** the environment execret runs in (core/env.ts; the CLI passes its own): the providers' API keys */
  env?: Env;
  onProgress?: OnProgress;
  log?: Logger;
}

/** What the retriever evaluation cost, in queries: the unit `lite` saves. */
export interface QueryCost {
  /** queries scored (the config's selected items) */
  queries_evaluated: number;
  /** queries in the release */
  queries_total: number;
  /** queries_evaluated / queries_total */
  share: number;
  /** what the share counts, in words */
  counts: string;
}

export interface RetrieverEstimateResult extends EstimateResult {
  metric: EvalMetric;
  release: { path: string; sha256: string; same_as_config: boolean | null };
  cost: QueryCost;
  /** per retriever, its outcome on each selected query */
  outcomes: Record<string, Record<string, number>>;
  /** seconds spent scoring, per retriever */
  seconds: Record<string, number>;
}

export const COST_NOTE =
  'queries scored, each against the whole pool; indexing or embedding the pool itself is not reduced';

/**
 * `execret lite estimate -r`: evaluate retrievers on only the config's selected queries (`evaluate` with a
 * `queries` filter, so ranking and metrics are the eval stage's own), take each query's metric as the item
 * outcome, and estimate the full scores with the config's calibrated estimator.
 */
export async function estimateRetrievers(opts: EstimateRetrieversOptions): Promise<RetrieverEstimateResult> {
  const log = opts.log ?? silentLogger;
  const { config } = opts;
  const source = config.manifest.source ?? null;
  if (opts.retrievers.length === 0) throw usageError('give at least one retriever (-r RETRIEVER)');
  let metric: EvalMetric;
  if (source?.kind === 'eval') {
    if (opts.metric !== undefined && opts.metric !== source.metric)
      throw usageError(
        `the config was built on ${source.metric}, not ${opts.metric}`,
        `drop --metric, or build a config from ${opts.metric} outcomes`,
      );
    metric = source.metric;
  } else {
    if (opts.metric === undefined)
      throw usageError(
        'the config does not record the metric its outcomes came from (it was built from a CSV); give --metric',
        `one of ${EVAL_METRICS.join(', ')}`,
      );
    metric = opts.metric;
  }
  if (config.manifest.item_model === 'binary' && metric !== 'exec@1')
    throw usageError(
      `the config's item model is binary (0/1 outcomes), but ${metric} is continuous`,
      'use --metric exec@1',
    );

  const ids = selectedItemIds(config);
  const result = await evaluate({
    release: opts.release,
    retrievers: opts.retrievers,
    retrieverOptions: opts.retrieverOptions,
    queries: ids,
    // the confidence intervals of the subset are not reported; keep the bootstrap minimal
    replicates: 100,
    cache: opts.cache,
    env: opts.env,
    onProgress: opts.onProgress,
    log,
  });
  const sha = result.summary.release.sha256;
  const sameAsConfig =
    source?.kind === 'eval' && source.release_sha256 !== null ? source.release_sha256 === sha : null;
  if (sameAsConfig === false)
    log.warn(
      `the release (sha256 ${sha.slice(0, 12)}) differs from the one the config was built on (${source?.kind === 'eval' ? source.release_sha256!.slice(0, 12) : ''}); the calibration may not carry over`,
    );
  const total = result.summary.queries!.total;
  if (total !== config.manifest.total_items)
    log.warn(
      `the release has ${total} queries, the config's pool ${config.manifest.total_items} items; estimates are of the config's benchmark`,
    );

  const names = result.summary.systems.map((s) => s.name);
  const outcomes: Record<string, Record<string, number>> = {};
  const byName = names.map((name) => {
    const m = new Map(result.perQuery[name].map((r) => [r.query, r.metrics[metric]]));
    outcomes[name] = Object.fromEntries(m);
    return m;
  });
  const est = estimateScores(config, { models: names, get: (item, j) => byName[j].get(item) }, opts.release);
  const evaluated = result.summary.queries!.evaluated;
  return {
    ...est,
    cost_share: evaluated / total,
    metric,
    release: { path: result.summary.release.path, sha256: sha, same_as_config: sameAsConfig },
    cost: { queries_evaluated: evaluated, queries_total: total, share: evaluated / total, counts: COST_NOTE },
    outcomes,
    seconds: result.timings,
  };
}
