import { ORACLE_CACHE, RERANK_CACHE } from '../core/cache-paths.js';
import { join } from 'node:path';
import { ExecretError, inputError, usageError } from '../core/errors.js';
import type { Env } from '../core/env.js';
import { silentLogger, type Logger } from '../core/log.js';
import { withProgress, type OnProgress } from '../core/progress.js';
import { didYouMean } from '../core/suggest.js';
import { TOOL_VERSION } from '../core/version.js';
import { EVAL_DEFAULTS, EVAL_SEED_LIMITS } from './defaults.js';
import { DEFAULT_KS, RUN_DEPTH, metricNames, queryMetrics } from '../metrics/index.js';
import { loadRelease, type Release } from '../release/index.js';
import { idOrder, rankRow, retrievedPrefix, topK } from '../retrieve/rank.js';
import { DEFAULT_RETRIEVERS } from '../retrieve/sparse/index.js';
import type { QueryRanking, RankPool, ReleaseIds, Retriever, RetrieverOptions } from '../retrieve/types.js';
import type { OracleOptions } from '../execute/types.js';
import { DEFAULT_REPLICATES } from '../stats/index.js';
import type { LanguageId } from '../core/types.js';
import { densityName, reduceDensity, type Density } from './density.js';
import {
  LANGUAGE_RULE,
  languageCounts,
  languagePools,
  taskLanguages,
  type LanguagePool,
} from './languages.js';
import { firstStageOf, rerankStages, resolvePipeline, type ResolvedPipeline } from './pipelines.js';
import { metricsWithCis, queryTieFields, tieWarning, tiesAcrossCounts } from './tie-aware.js';
import { startOpen, writePrevalence, type OpenOptions, type OpenStepResult } from './open/step.js';
import {
  RESULTS_VERSION,
  systemFiles,
  writeResults,
  type EvaluationSummary,
  type PerQueryRow,
  type LanguageMetrics,
  type PipelineRow,
  type StageCost,
  type StageTiming,
  type SystemSummary,
} from './results.js';
import { byCodeUnit } from '../core/order.js';

export type {
  EvaluationSummary,
  MetricValue,
  OwnDoc,
  PerQueryRow,
  PipelineRow,
  StageCost,
  StageTiming,
  SystemSummary,
} from './results.js';

export interface EvaluateOptions {
  /** release folder */
  release: string;
  /**
   * system specs: retrievers (`bm25`, `bm25?k1=1.5`, `openai:text-embedding-3-small`) or pipelines
   * (`bm25|exec-examples`, `bm25|medoid?depth=10`); default: the built-in retrievers
   */
  retrievers?: readonly string[];
  /** options passed to every stage (e.g. base-url, model-dir); options in a spec win */
  retrieverOptions?: RetrieverOptions;
  /** results folder; nothing is written when absent */
  out?: string;
  /**
   * evaluate only these query ids (each one still ranks the whole pool); default: every query. Sparse
   * retrievers fit on the documents only, so each query's row is the same as in a full evaluation.
   */
  queries?: readonly string[];
  /** bootstrap seed, recorded in summary.json (default 0) */
  seed?: number;
  /** cut-offs (default 1, 3, 5, 10) */
  ks?: readonly number[];
  /** bootstrap replicates (default 5,000) */
  replicates?: number;
  /** embedding cache for providers */
  cache?: string | false;
  /** score cache of API and model rerankers (default .execret-cache/rerank.sqlite; false when `cache` is false) */
  rerankCache?: string | false;
  /**
   * pool densities: every system is evaluated once per entry, each task keeping that many of its distractors
   * (drawn with `seed`); with two or more, system names get "@density=N". Default: the pool as built.
   */
  densities?: readonly number[];
  /** the execution oracle of execution rerankers (default: its cache at .execret-cache/oracle.sqlite) */
  oracle?: OracleOptions;
  /**
   * The environment execret runs in (core/env.ts; the CLI passes its own): where API providers read their keys,
   * and the oracle its PATH and EXECRET_PYTHON (unless `oracle.env` says otherwise). Default: none.
   */
  env?: Env;
  /**
   * open-domain evaluation (docs/open.md): run each query's tests against its candidates over the whole corpus
   * and report the metrics under open labels too; `true` takes the defaults
   */
  open?: OpenOptions | true;
  /** progress of long work; each event's `scope` is the system being scored */
  onProgress?: OnProgress;
  log?: Logger;
}

export interface EvaluationResult {
  summary: EvaluationSummary;
  /** per system, rows sorted by query id */
  perQuery: Record<string, PerQueryRow[]>;
  /** seconds spent scoring, per system (not written to summary.json, which must be byte-stable) */
  timings: Record<string, number>;
  /** per system, each stage's seconds and cache hits (timings.json: the one file that is not byte-stable) */
  stageTimings: Record<string, StageTiming[]>;
  /** with `open`: seconds the open step took (candidates, execution, prevalence), pairs run and cached, prevalence */
  open?: {
    seconds: number;
    /** seconds finding candidates, judging them, and computing prevalence */
    stages: { candidates: number; execute: number; prevalence: number };
    executed: number;
    cached: number;
    prevalence: import('./open/prevalence.js').Prevalence;
  };
}

/**
 * Evaluate retrievers on a release: score every query against the pool of its own language (src/evaluate/
 * languages.ts), rank (score descending, ties by id descending, as trec_eval), compute the metrics with
 * percentile bootstrap CIs over all queries and per language, and write the results folder when `out` is given.
 * Same inputs and seed give byte-identical files.
 */
export async function evaluate(options: EvaluateOptions): Promise<EvaluationResult> {
  const log = options.log ?? silentLogger;
  const ks = normaliseKs(options.ks ?? DEFAULT_KS);
  const seed = options.seed ?? EVAL_DEFAULTS.seed;
  if (!Number.isInteger(seed) || seed < EVAL_SEED_LIMITS.min || seed > EVAL_SEED_LIMITS.max)
    throw usageError(
      `seed must be an integer in [${EVAL_SEED_LIMITS.min}, ${EVAL_SEED_LIMITS.max}], got ${seed}`,
    );
  const full = loadRelease(options.release);
  const release = options.queries ? restrictQueries(full, options.queries) : full;
  warnNoPassing(release, log);
  const densities: (Density | undefined)[] = options.densities?.length
    ? [...new Set(options.densities)].map((clones) => ({ clones, seed }))
    : [undefined];
  const tasks = taskLanguages(full);
  const pools = densities.map((d) => ({
    density: d,
    parts: languagePools(d ? reduceDensity(release, d) : release, tasks),
  }));
  const systems: SystemSummary[] = [];
  const perQuery: Record<string, PerQueryRow[]> = {};
  const timings: Record<string, number> = {};
  const stageTimings: Record<string, StageTiming[]> = {};
  const bootstrap = { seed, replicates: options.replicates ?? DEFAULT_REPLICATES };
  const resolved = await resolveSystems(options, densities);
  const run = runContext(options, log);
  const scoring: ScoringOptions = { ...options, universe: releaseIds(full) };
  const rankFirst = firstStageRanker(scoring, log, pools, ks);
  let opened: OpenStepResult | undefined;
  // the open step starts now: its sandbox, its candidate rule and each system's candidates are judged while the
  // systems rank (in a thread of its own), and it finishes after the last one
  const open = options.open ? startOpen(openStart(options, options.open, release, seed, log)) : undefined;
  try {
    for (const { name, pipeline, density, files } of resolved) {
      const parts = pools.find((p) => p.density === density)!.parts;
      const done = await scoreAndJudge(name, pipeline, parts, ks, scoring, log, run.ctx, rankFirst);
      for (const note of pipeline.first.notes?.() ?? []) log.warn(note);
      timings[name] = done.stageTimings.reduce((s, t) => s + t.seconds, 0);
      stageTimings[name] = done.stageTimings;
      perQuery[name] = done.rows;
      open?.add(done.rows);
      systems.push(systemSummary(name, pipeline, done, files, density, parts, ks, bootstrap));
    }
    const retrievers = firstStages(resolved);
    if (open)
      opened = await open.finish({ ks, bootstrap, systems, perQuery, retrievers, cache: options.cache });
  } finally {
    await open?.close();
    await run.close(resolved.map((r) => r.pipeline));
  }
  const warnings = systems.flatMap((s) => {
    const w = tieWarning(s.name, release.queries.length, s.tiesAcross?.['1'] ?? 0, s.metrics['exec@1']);
    return w ? [w] : [];
  });
  for (const w of warnings) log.warn(w);
  const summary: EvaluationSummary = {
    schemaVersion: RESULTS_VERSION,
    toolVersion: TOOL_VERSION,
    release: { path: release.path, sha256: release.sha256 },
    seed,
    bootstrap: { replicates: bootstrap.replicates, seed, level: 0.95 },
    ...(release !== full && { queries: { evaluated: release.queries.length, total: full.queries.length } }),
    languages: { rule: LANGUAGE_RULE, queries: languageCounts(release) },
    systems,
    warnings,
    ...(opened && { open: opened.summary }),
  };
  // timings.json (seconds, cache hits) only for pipelines, whose lift reports cost: plain folders stay byte-stable
  const anyPipeline = resolved.some((r) => r.pipeline.rerankers.length > 0);
  if (options.out) writeResults(options.out, summary, perQuery, anyPipeline ? stageTimings : undefined);
  if (options.out && opened) writePrevalence(options.out, opened.prevalence);
  return { summary, perQuery, timings, stageTimings, ...(opened && { open: openResult(opened) }) };
}

/** A system's summary: its metrics with CIs over its rows, per language when the release has several. */
function systemSummary(
  name: string,
  pipeline: ResolvedPipeline,
  done: Awaited<ReturnType<typeof scoreAndJudge>>,
  files: { run: string; perQuery: string },
  density: Density | undefined,
  parts: ReturnType<typeof languagePools>,
  ks: readonly number[],
  bootstrap: { seed: number; replicates: number },
): SystemSummary {
  const rows = done.rows;
  return {
    name,
    config: done.config ?? pipeline.first.config,
    run: files.run,
    perQuery: files.perQuery,
    metrics: metricsWithCis(rows, metricNames(ks), bootstrap),
    tiesAcross: tiesAcrossCounts(rows, ks),
    ...(done.cost && { cost: done.cost }),
    ...(density && { density }),
    ...(parts.length > 1 && { byLanguage: byLanguage(rows, parts, ks, bootstrap) }),
  };
}

/** What the open step needs before the first system ranks. */
function openStart(
  options: EvaluateOptions,
  open: OpenOptions | true,
  release: Release,
  seed: number,
  log: Logger,
): Parameters<typeof startOpen>[0] {
  return {
    release,
    seed,
    options: open === true ? {} : open,
    oracleOptions: oracleOptionsOf(options),
    onProgress: options.onProgress,
    log,
  };
}

function openResult(o: OpenStepResult): NonNullable<EvaluationResult['open']> {
  return {
    seconds: o.seconds,
    stages: o.stages,
    executed: o.executed,
    cached: o.cached,
    prevalence: o.prevalence,
  };
}

/** What scoring a system reads: the options, and every id of the whole release (for `run:` and `vectors:`). */
type ScoringOptions = EvaluateOptions & { universe?: ReleaseIds };

function releaseIds(release: Release): ReleaseIds {
  return {
    queries: new Set(release.queries.map((q) => q._id)),
    docs: new Set(release.corpus.map((d) => d._id)),
    queriesFile: join(release.path, 'queries.jsonl'),
    corpusFile: join(release.path, 'corpus.jsonl'),
  };
}

function warnNoPassing(release: Release, log: Logger): void {
  const noPassing = release.queries.filter((q) => q.passing.length === 0).length;
  if (noPassing > 0) {
    log.warn(
      `${noPassing} of ${release.queries.length} queries have no passing snippet (exec@k is 0 for them)`,
    );
  }
}

/** One system over every language pool: its rows (sorted by query id), its config, cost and stage timings. */
async function scoreAndJudge(
  name: string,
  pipeline: ResolvedPipeline,
  parts: readonly LanguagePool[],
  ks: readonly number[],
  options: ScoringOptions,
  log: Logger,
  ctx: import('../retrieve/rerank/types.js').RerankContext,
  rankFirst: FirstStageRanker,
): Promise<{
  rows: PerQueryRow[];
  config?: Readonly<Record<string, unknown>>;
  cost?: StageCost[];
  stageTimings: StageTiming[];
}> {
  const rows: PerQueryRow[] = [];
  let config: Readonly<Record<string, unknown>> | undefined;
  let cost: StageCost[] | undefined;
  let stageTimings: StageTiming[] = [];
  for (const part of parts) {
    const label = parts.length > 1 ? `${name} [${part.language}]` : name;
    if (pipeline.rerankers.length === 0) {
      // a plain retriever: its rankings, never more than one pool's score rows at a time
      const ranked = await rankFirst(name, label, pipeline.first, part.release);
      rows.push(...judgeRanked(part.release, ranked.rankings, ks));
      stageTimings = addTimings(stageTimings, [
        { stage: pipeline.spec.first, seconds: ranked.seconds, cacheHits: 0 },
      ]);
      continue;
    }
    const first = await scoreSystem(name, label, pipeline.first, part.release, options, log);
    const staged = await rerankStages(label, pipeline, first.scores, part.release, ctx);
    rows.push(...judge(part.release, staged.scores, ks, firstStageOf(pipeline, first.scores)));
    config = staged.config;
    cost = staged.cost && addCosts(cost, staged.cost);
    stageTimings = addTimings(stageTimings, [
      { stage: pipeline.spec.first, seconds: first.seconds, cacheHits: 0 },
      ...staged.timings,
    ]);
  }
  rows.sort((a, b) => byCodeUnit(a.query, b.query));
  return { rows, config, cost, stageTimings };
}

/** Each distinct first-stage retriever of the systems, named by its stage spec (for open prevalence). */
function firstStages(
  resolved: readonly { pipeline: ResolvedPipeline }[],
): { name: string; retriever: Retriever }[] {
  const out = new Map<string, Retriever>();
  for (const { pipeline } of resolved)
    if (!out.has(pipeline.spec.first)) out.set(pipeline.spec.first, pipeline.first);
  return [...out].map(([name, retriever]) => ({ name, retriever }));
}

/** Per-stage sums over the language pools (every pool runs the same stages, in the same order). */
function addCosts(a: StageCost[] | undefined, b: StageCost[]): StageCost[] {
  if (!a) return b;
  return a.map((c, i) => ({
    stage: c.stage,
    calls: c.calls + b[i].calls,
    suites: c.suites + b[i].suites,
    tokens: c.tokens + b[i].tokens,
  }));
}

function addTimings(a: StageTiming[], b: StageTiming[]): StageTiming[] {
  if (a.length === 0) return b;
  return a.map((t, i) => ({
    stage: t.stage,
    seconds: t.seconds + b[i].seconds,
    cacheHits: t.cacheHits + b[i].cacheHits,
  }));
}

/** Each language's queries and metrics (the same bootstrap settings as the metrics over all queries). */
function byLanguage(
  rows: readonly PerQueryRow[],
  parts: readonly LanguagePool[],
  ks: readonly number[],
  bootstrap: { seed: number; replicates: number },
): Partial<Record<LanguageId, LanguageMetrics>> {
  const out: Partial<Record<LanguageId, LanguageMetrics>> = {};
  for (const { language } of parts) {
    const mine = rows.filter((r) => r.language === language);
    out[language] = { queries: mine.length, metrics: metricsWithCis(mine, metricNames(ks), bootstrap) };
  }
  return out;
}

/** The oracle options of an evaluation: `oracle`, in the run's environment unless it names its own. */
function oracleOptionsOf(options: EvaluateOptions): OracleOptions | undefined {
  return options.env ? { env: options.env, ...options.oracle } : options.oracle;
}

/** What the rerankers of a run share: the oracle (started on first use) and the score cache; closed once. */
function runContext(
  options: EvaluateOptions,
  log: Logger,
): { ctx: import('../retrieve/rerank/types.js').RerankContext; close(p: ResolvedPipeline[]): Promise<void> } {
  let oracle: Promise<import('../execute/types.js').Oracle> | undefined;
  const rerankCache = options.rerankCache ?? (options.cache === false ? false : RERANK_CACHE);
  return {
    ctx: {
      oracle: () =>
        (oracle ??= import('../execute/oracle.js').then((m) =>
          m.createOracle({ cache: ORACLE_CACHE, log, ...oracleOptionsOf(options) }),
        )),
      cache: rerankCache,
      onProgress: options.onProgress,
      log,
    },
    async close(pipelines) {
      for (const p of pipelines) for (const r of p.rerankers) await r.reranker.close?.();
      if (oracle) await (await oracle).close();
    },
  };
}

/**
 * Each system spec resolved once, named by its trimmed spec (given twice is a usage error), once per density
 * (named "SPEC@density=N" when there are several), with its files.
 */
async function resolveSystems(
  options: EvaluateOptions,
  densities: readonly (Density | undefined)[],
): Promise<
  { name: string; pipeline: ResolvedPipeline; density?: Density; files: { run: string; perQuery: string } }[]
> {
  const specs = options.retrievers?.length ? options.retrievers : DEFAULT_RETRIEVERS;
  const resolved: ResolvedPipeline[] = [];
  for (const spec of specs) {
    const pipeline = await resolvePipeline(spec, options.retrieverOptions ?? {}, options.env);
    const name = systemName(pipeline);
    if (resolved.some((r) => systemName(r) === name))
      throw usageError(
        `retriever "${name}" given twice`,
        pipeline.first.systemName !== undefined
          ? 'name each run or vectors folder with ?name=SYSTEM'
          : undefined,
      );
    resolved.push(pipeline);
  }
  const named = densities.flatMap((density) =>
    resolved.map((pipeline) => ({
      name:
        density && densities.length > 1
          ? densityName(systemName(pipeline), density.clones)
          : systemName(pipeline),
      pipeline,
      density,
    })),
  );
  const files = systemFiles(named.map((r) => r.name));
  return named.map((r, i) => ({ ...r, files: files[i] }));
}

/**
 * A system's name: its spec, trimmed; a retriever that names itself (a run file's tag, or `?name=`) replaces the
 * first stage, and the rerankers follow as "|SPEC".
 */
function systemName(p: ResolvedPipeline): string {
  if (p.first.systemName === undefined) return p.spec.name;
  return [p.first.systemName, ...p.rerankers.map((r) => r.stage.spec)].join('|');
}

/** One system's score matrix over the release, checked, with the seconds it took and its API usage logged. */
async function scoreSystem(
  name: string,
  label: string,
  retriever: Retriever,
  release: Release,
  options: ScoringOptions,
  log: Logger,
): Promise<{ scores: Float64Array[]; seconds: number }> {
  log.info(`scoring ${label} (${release.queries.length} queries x ${release.corpus.length} documents)`);
  const t0 = performance.now();
  const scores = await retriever.score(
    release.queries.map((q) => ({ id: q._id, text: q.text })),
    release.corpus.map((d) => ({ id: d._id, text: d.text })),
    {
      onProgress: withProgress(options.onProgress, { scope: name }),
      cache: options.cache,
      universe: options.universe,
    },
  );
  const seconds = (performance.now() - t0) / 1000;
  logUsage(label, retriever, log);
  checkScores(name, scores, release, retriever.partial === true);
  return { scores, seconds };
}

/** A plain retriever's rankings of one pool, and the seconds they took. */
type FirstStageRanker = (
  name: string,
  label: string,
  retriever: Retriever,
  release: Release,
) => Promise<{ rankings: QueryRanking[]; seconds: number }>;

/**
 * Rankings of plain retrievers. One with `rank` ranks every pool of the run (each language and density) in one
 * call, the first time it is asked, so a corpus it streams from a file is read once per run; each pool's rankings
 * are handed over once and dropped. Any other retriever's score rows are ranked pool by pool and dropped.
 */
function firstStageRanker(
  options: ScoringOptions,
  log: Logger,
  pools: readonly { parts: readonly LanguagePool[] }[],
  ks: readonly number[],
): FirstStageRanker {
  const parts = pools.flatMap((p) => p.parts);
  const depth = judgeDepth(ks);
  const ranked = new Map<Retriever, Map<Release, { rankings: QueryRanking[]; seconds: number }>>();
  return async (name, label, retriever, release) => {
    if (!retriever.rank) {
      const first = await scoreSystem(name, label, retriever, release, options, log);
      const ord = idOrder(release.corpus.map((d) => d._id));
      const watch = watchLists(release);
      const rankings = first.scores.map((s, qi) => rankRow(s, ord, depth, watch[qi]));
      return { rankings, seconds: first.seconds };
    }
    let mine = ranked.get(retriever);
    if (!mine) {
      mine = await rankPools(name, retriever, [...new Set(parts.map((p) => p.release))], depth, options, log);
      ranked.set(retriever, mine);
    }
    const got = mine.get(release);
    if (!got) throw new ExecretError('E_INTERNAL', `no rankings of ${label} for this pool`);
    mine.delete(release);
    return got;
  };
}

/** What Retriever.rank is asked of a pool (a release or a language pool of one): its rankings `depth` deep. */
export function rankPool(release: Release, depth: number): RankPool {
  return {
    queries: release.queries.map((q) => ({ id: q._id, text: q.text })),
    docs: release.corpus.map((d) => ({ id: d._id, text: d.text })),
    depth,
    ord: idOrder(release.corpus.map((d) => d._id)),
    watch: watchLists(release),
  };
}

/** Every pool ranked by one call of `rank`, checked; the seconds shared among the pools by their queries. */
async function rankPools(
  name: string,
  retriever: Retriever,
  releases: readonly Release[],
  depth: number,
  options: ScoringOptions,
  log: Logger,
): Promise<Map<Release, { rankings: QueryRanking[]; seconds: number }>> {
  const pools = releases.map((r) => rankPool(r, depth));
  const nq = pools.reduce((n, p) => n + p.queries.length, 0);
  log.info(
    `ranking ${name} (${nq} queries in ${pools.length} pool${pools.length === 1 ? '' : 's'}, top ${depth})`,
  );
  const t0 = performance.now();
  const out = await retriever.rank!(pools, {
    onProgress: withProgress(options.onProgress, { scope: name }),
    cache: options.cache,
    universe: options.universe,
  });
  const seconds = (performance.now() - t0) / 1000;
  logUsage(name, retriever, log);
  checkRankings(name, out, pools, retriever.partial === true);
  return new Map(
    releases.map((r, i) => [
      r,
      { rankings: out[i], seconds: nq ? (seconds * pools[i].queries.length) / nq : 0 },
    ]),
  );
}

/** Rankings shaped as the pools asked: one per query, at most `depth` deep, finite scores (-Infinity: partial). */
function checkRankings(
  name: string,
  out: readonly QueryRanking[][],
  pools: readonly RankPool[],
  partial: boolean,
): void {
  const bad = (what: string): never => {
    throw new ExecretError('E_INTERNAL', `retriever ${name} returned ${what}`);
  };
  if (out.length !== pools.length) bad(`rankings of ${out.length} pools; expected ${pools.length}`);
  pools.forEach((p, pi) => {
    if (out[pi].length !== p.queries.length)
      bad(`${out[pi].length} rankings for a pool of ${p.queries.length} queries`);
    out[pi].forEach((r, qi) => {
      if (
        r.top.length > p.depth ||
        r.scores.length !== r.top.length ||
        r.watched.length !== p.watch[qi].length
      )
        bad(`a ranking of the wrong shape for query "${p.queries[qi].id}"`);
      const scores = [...r.scores, ...r.watched.map((w) => w.score)];
      const v = scores.find((x) => !Number.isFinite(x) && !(partial && x === -Infinity));
      if (v !== undefined)
        throw new ExecretError(
          'E_PROVIDER',
          `retriever ${name} gave a non-finite score (${v}) for query "${p.queries[qi].id}"`,
        );
    });
  });
}

/** A retriever's API usage so far, logged when it has any. */
function logUsage(label: string, retriever: Retriever, log: Logger): void {
  const usage = retriever.usage?.();
  if (usage) {
    const cost = usage.costUsd !== undefined ? `, about $${usage.costUsd.toFixed(4)}` : '';
    log.info(`${label}: ${usage.requests} requests, ${usage.tokens} tokens${cost}`);
  }
}

/** The release with only the given queries (release order); an unknown id is an input error. */
export function restrictQueries(release: Release, ids: readonly string[]): Release {
  if (ids.length === 0) throw usageError('no queries to evaluate (the query list is empty)');
  const known = new Set(release.queries.map((q) => q._id));
  const want = new Set(ids);
  for (const id of want) {
    if (known.has(id)) continue;
    const near = didYouMean(id, [...known]);
    throw inputError(
      `query "${id}" is not in the release${near ? ` (did you mean "${near}"?)` : ''}`,
      { file: join(release.path, 'queries.jsonl') },
      'evaluate the release the query ids come from',
    );
  }
  return { ...release, queries: release.queries.filter((q) => want.has(q._id)) };
}

/**
 * Rank every query's pool and compute its row. For a pipeline, `first` holds its first stage's scores and the
 * deepest reranking depth: each row then records the first stage's top `depth` and what they were worth.
 */
export function judge(
  release: Release,
  scores: Float64Array[],
  ks: readonly number[],
  first?: { scores: readonly Float64Array[]; depth: number },
): PerQueryRow[] {
  const ord = idOrder(release.corpus.map((d) => d._id));
  const depth = judgeDepth(ks);
  const watch = watchLists(release);
  const rankings = scores.map((s, qi) => rankRow(s, ord, depth, watch[qi]));
  const firstTops = first && first.scores.map((s) => retrievedPrefix(topK(s, ord, first.depth), s));
  return judgeRanked(release, rankings, ks, firstTops);
}

/** How deep a query's ranking must go for its row: the run files' depth (and MRR's cut), or the largest k. */
function judgeDepth(ks: readonly number[]): number {
  return Math.max(RUN_DEPTH, ...ks);
}

/**
 * Per query, the pool indices whose score and rank its row reads beyond the top: its own documents (in order),
 * then the passing and relevant ones not among them (the tie groups' counts).
 */
function watchLists(release: Release): number[][] {
  const index = new Map(release.corpus.map((d, i) => [d._id, i]));
  return release.queries.map((q) => {
    const out: number[] = [];
    const seen = new Set<number>();
    const add = (id: string): void => {
      const i = index.get(id);
      if (i !== undefined && !seen.has(i)) {
        seen.add(i);
        out.push(i);
      }
    };
    for (const d of q.own) add(d._id);
    for (const id of q.passing) add(id);
    for (const id of q.relevant) add(id);
    return out;
  });
}

/**
 * The rows of judge from each query's ranking (types.ts QueryRanking: the top `judgeDepth(ks)` and the watched
 * documents of `watchLists`), never a full score row: the same rows as judge over the rows they were ranked from.
 * `firstTops`: a pipeline's first-stage top `depth` per query.
 */
export function judgeRanked(
  release: Release,
  rankings: readonly QueryRanking[],
  ks: readonly number[],
  firstTops?: readonly Int32Array[],
): PerQueryRow[] {
  const ids = release.corpus.map((d) => d._id);
  const index = new Map(ids.map((id, i) => [id, i]));
  const taskOf = release.corpus.map((d) => d.task);
  const watch = watchLists(release);
  return release.queries.map((q, qi) => {
    const r = rankings[qi];
    const top = r.top;
    const watched = new Map(watch[qi].map((d, i) => [d, r.watched[i]]));
    const ranking = Array.from(top, (d) => ids[d]);
    const metrics = queryMetrics({ ranking, passing: new Set(q.passing), relevant: new Set(q.relevant) }, ks);
    const firstTop = firstTops?.[qi];
    const pipeline = firstTop && pipelineRow(q, top, firstTop, ids, taskOf);
    const ties = queryTieFields(
      r,
      ids.length,
      (d) => watched.get(d)!.score,
      indices(q.passing, index),
      indices(q.relevant, index),
      q.relevant.length,
      ks,
    );
    return {
      query: q._id,
      task: q.task,
      domain: q.domain,
      language: q.language,
      passing: [...q.passing],
      ranking: Array.from(top.subarray(0, RUN_DEPTH), (d, i) => ({ id: ids[d], score: r.scores[i] })),
      own: q.own.map((doc) => {
        const w = watched.get(index.get(doc._id)!)!;
        const own = {
          id: doc._id,
          kind: doc.kind,
          bug_type: doc.bug_type,
          score: w.score,
          rank: w.rank,
        };
        // a document a run did not retrieve: below every retrieved one, tied with the other unretrieved ones
        return w.score === -Infinity
          ? { ...own, score: unretrievedScore(r.minRetrieved), retrieved: false as const }
          : own;
      }),
      metrics,
      ...ties,
      ...(pipeline && { pipeline }),
    };
  });
}

/**
 * The score an own document a run did not retrieve is given in its row: the lowest score the run gave the query
 * minus 1 (0 when the run has no line for it), so analyses that compare own scores see it below every retrieved
 * document and tied with the other unretrieved ones, and the row stays finite numbers.
 */
function unretrievedScore(minRetrieved: number): number {
  return minRetrieved === Infinity ? 0 : minRetrieved - 1;
}

/** What a pipeline's row records of its first stage, and whether its own top 1 is of the query's task. */
function pipelineRow(
  q: Release['queries'][number],
  top: Int32Array,
  firstTop: Int32Array,
  ids: readonly string[],
  taskOf: readonly string[],
): PipelineRow {
  const passing = new Set(q.passing);
  const first = Array.from(firstTop, (d) => ids[d]);
  return {
    first,
    firstExec1: first.length && passing.has(first[0]) ? 1 : 0,
    firstTask1: firstTop.length && taskOf[firstTop[0]] === q.task ? 1 : 0,
    ceiling: first.some((id) => passing.has(id)) ? 1 : 0,
    task1: top.length && taskOf[top[0]] === q.task ? 1 : 0,
  };
}

/** The pool indices of some snippet ids (ids not in the pool are left out). */
function indices(ids: readonly string[], index: ReadonlyMap<string, number>): Set<number> {
  const out = new Set<number>();
  for (const id of ids) {
    const i = index.get(id);
    if (i !== undefined) out.add(i);
  }
  return out;
}

/** A full matrix of finite scores; a partial retriever (a run file) may also give -Infinity: "not retrieved". */
function checkScores(name: string, scores: Float64Array[], release: Release, partial: boolean): void {
  const nq = release.queries.length;
  const nd = release.corpus.length;
  if (scores.length !== nq || scores.some((r) => r.length !== nd)) {
    throw new ExecretError(
      'E_INTERNAL',
      `retriever ${name} returned a ${scores.length}-row score matrix; expected ${nq} rows of ${nd}`,
    );
  }
  for (let q = 0; q < nq; q++) {
    for (let d = 0; d < nd; d++) {
      if (!Number.isFinite(scores[q][d]) && !(partial && scores[q][d] === -Infinity)) {
        throw new ExecretError(
          'E_PROVIDER',
          `retriever ${name} gave a non-finite score (${scores[q][d]}) for query "${release.queries[q]._id}" and document "${release.corpus[d]._id}"`,
        );
      }
    }
  }
}

function normaliseKs(ks: readonly number[]): number[] {
  for (const k of ks) {
    if (!Number.isInteger(k) || k < 1 || k > RUN_DEPTH)
      throw usageError(`cut-off k must be an integer in [1, ${RUN_DEPTH}], got ${k}`);
  }
  return [...new Set(ks)].sort((a, b) => a - b);
}
