/**
 * Systems as pipelines: a first-stage retriever, then rerankers, each reordering the top `depth` of the stage
 * before (src/retrieve/rerank). A plain retriever is a pipeline with no rerankers and is recorded as before.
 */
import type { Env } from '../core/env.js';
import type { Logger } from '../core/log.js';
import { withProgress } from '../core/progress.js';
import type { Release } from '../release/index.js';
import { idOrder } from '../retrieve/rank.js';
import { resolveRetriever } from '../retrieve/registry.js';
import {
  applyReranker,
  parsePipelineSpec,
  resolveReranker,
  type PipelineSpec,
  type Reranker,
  type RerankContext,
  type RerankStageSpec,
} from '../retrieve/rerank/index.js';
import type { Retriever, RetrieverOptions } from '../retrieve/types.js';
import type { StageCost, StageTiming } from './results.js';

export interface ResolvedPipeline {
  spec: PipelineSpec;
  first: Retriever;
  rerankers: { stage: RerankStageSpec; reranker: Reranker }[];
}

/** Resolve every stage of a pipeline spec; `env` is the caller's environment (API keys). */
export async function resolvePipeline(
  spec: string,
  options: RetrieverOptions,
  env: Env = {},
): Promise<ResolvedPipeline> {
  const parsed = parsePipelineSpec(spec);
  const first = await resolveRetriever(parsed.first, options, env);
  const rerankers = [];
  for (const stage of parsed.rerankers)
    rerankers.push({ stage, reranker: await resolveReranker(stage, options, env) });
  return { spec: parsed, first, rerankers };
}

/** The first stage's scores and the deepest reranking depth, for the rows of a pipeline (undefined otherwise). */
export function firstStageOf(
  p: ResolvedPipeline,
  scores: readonly Float64Array[],
): { scores: readonly Float64Array[]; depth: number } | undefined {
  if (p.rerankers.length === 0) return undefined;
  return { scores, depth: Math.max(...p.rerankers.map((r) => r.stage.depth)) };
}

export interface StagedScores {
  scores: Float64Array[];
  /** a pipeline's config: every stage's, in order (undefined for a plain retriever) */
  config?: Readonly<Record<string, unknown>>;
  /** calls, suites and tokens of each reranker (deterministic: written to summary.json) */
  cost?: StageCost[];
  /** seconds and cache hits of each reranker (timings.json) */
  timings: StageTiming[];
}

/** Run each reranker of the pipeline in turn over the first stage's scores. */
export async function rerankStages(
  name: string,
  p: ResolvedPipeline,
  firstScores: Float64Array[],
  release: Release,
  ctx: RerankContext,
): Promise<StagedScores> {
  if (p.rerankers.length === 0) return { scores: firstScores, timings: [] };
  const docs = release.corpus.map((d) => ({ id: d._id, text: d.text }));
  const queries = release.queries.map((q) => ({
    id: q._id,
    text: q.text,
    language: q.language,
    entryPoint: q.entry_point,
  }));
  const input = { queries, docs, ord: idOrder(docs.map((d) => d.id)) };
  let scores = firstScores;
  const cost: StageCost[] = [];
  const timings: StageTiming[] = [];
  for (const { stage, reranker } of p.rerankers) {
    ctx.log?.info(`reranking ${name}: ${stage.name}, top ${stage.depth} of ${queries.length} queries`);
    const before = reranker.usage();
    const t0 = performance.now();
    scores = await applyReranker(reranker, stage.depth, scores, input, {
      ...ctx,
      onProgress: withProgress(ctx.onProgress, { scope: name }),
    });
    const after = reranker.usage();
    const seconds = (performance.now() - t0) / 1000;
    cost.push({
      stage: stage.spec,
      calls: after.calls - before.calls,
      suites: after.suites - before.suites,
      tokens: after.tokens - before.tokens,
    });
    timings.push({ stage: stage.spec, seconds, cacheHits: after.cacheHits - before.cacheHits });
    logCost(ctx.log, name, cost[cost.length - 1], timings[timings.length - 1]);
  }
  const config = {
    stages: [
      { stage: p.spec.first, role: 'retriever', config: p.first.config },
      ...p.rerankers.map(({ stage, reranker }) => ({
        stage: stage.spec,
        role: 'reranker',
        kind: reranker.kind,
        depth: stage.depth,
        config: reranker.config,
      })),
    ],
  };
  return { scores, config, cost, timings };
}

function logCost(log: Logger | undefined, name: string, c: StageCost, t: StageTiming): void {
  const parts = [
    c.calls && `${c.calls} calls`,
    c.suites && `${c.suites} suites`,
    c.tokens && `${c.tokens} tokens`,
    t.cacheHits && `${t.cacheHits} from the cache`,
  ].filter(Boolean);
  log?.info(
    `${name}: ${c.stage} in ${t.seconds.toFixed(2)} s${parts.length ? ` (${parts.join(', ')})` : ''}`,
  );
}
