/**
 * Pipelines: `FIRST|RERANKER[|RERANKER...]`. The first stage is any retriever spec; each reranker spec is
 * `NAME[?key=value&...]` or `PROVIDER:MODEL[?key=value&...]`, with `depth=N` (default 20) taken by the pipeline:
 * the reranker reorders its input's top N and the rest keep their order below.
 */
import type { Env } from '../../core/env.js';
import { ExecretError, usageError } from '../../core/errors.js';
import { lookup } from '../../core/registry.js';
import { checkKnown, normaliseKeys } from '../embed/config.js';
import { retrievedPrefix, topK } from '../rank.js';
import { rerankers } from './table.js';
import type { RerankCandidate, RerankContext, Reranker, RerankerOptions, RerankQuery } from './types.js';

export const DEFAULT_DEPTH = 20;

export interface RerankStageSpec {
  /** the stage as written, trimmed */
  spec: string;
  /** the name before "?" */
  name: string;
  /** the table key: the part before ":" when there is one */
  factoryKey: string;
  options: Record<string, string>;
  depth: number;
}

export interface PipelineSpec {
  /** the whole spec, trimmed: the system's name */
  name: string;
  /** the first stage's retriever spec */
  first: string;
  rerankers: RerankStageSpec[];
}

/** Split a system spec into its first stage and its rerankers (a spec without "|" is a plain retriever). */
export function parsePipelineSpec(spec: string): PipelineSpec {
  const parts = spec.split('|').map((p) => p.trim());
  if (parts.some((p) => p === '')) {
    throw usageError(`system spec "${spec}": empty stage`, "write FIRST|RERANKER, e.g. 'bm25|exec-examples'");
  }
  return { name: spec.trim(), first: parts[0], rerankers: parts.slice(1).map((p) => parseStage(p, spec)) };
}

function parseStage(stage: string, spec: string): RerankStageSpec {
  const q = stage.indexOf('?');
  const name = q < 0 ? stage : stage.slice(0, q);
  const options: Record<string, string> = {};
  if (q >= 0) {
    for (const [k, v] of new URLSearchParams(stage.slice(q + 1))) {
      if (k in options) throw usageError(`system spec "${spec}": option "${k}" given twice in "${stage}"`);
      options[k] = v;
    }
  }
  let depth = DEFAULT_DEPTH;
  if ('depth' in options) {
    depth = Number(options.depth);
    if (!Number.isInteger(depth) || depth < 1 || depth > 1000) {
      throw usageError(
        `reranker ${name}: option depth: expected an integer in [1, 1000], got "${options.depth}"`,
      );
    }
    delete options.depth;
  }
  const colon = name.indexOf(':');
  if (colon === 0 || colon === name.length - 1) {
    throw usageError(
      `reranker spec "${stage}": expected NAME or PROVIDER:MODEL`,
      'e.g. cohere-rerank:rerank-v3.5',
    );
  }
  return { spec: stage, name, factoryKey: colon < 0 ? name : name.slice(0, colon), options, depth };
}

/**
 * Resolve a reranker stage. Options in the spec win over `extraOptions` (the CLI's options for every stage, such
 * as base-url); extra options the reranker does not list are ignored, options written in the spec must be ones
 * its table entry lists. `env` is the caller's environment, where API rerankers read their keys.
 */
export async function resolveReranker(
  stage: RerankStageSpec,
  extraOptions: RerankerOptions = {},
  env: Env = {},
): Promise<Reranker> {
  const factory = lookup('reranker', rerankers, stage.factoryKey);
  const hasModel = stage.name.includes(':');
  if (!!factory.model !== hasModel) {
    throw usageError(
      factory.model
        ? `reranker ${stage.name}: give the model, as ${stage.factoryKey}:MODEL`
        : `reranker ${stage.factoryKey} takes no model ("${stage.name}")`,
    );
  }
  const known = Object.keys(factory.options ?? {});
  // the one check of a spec's options, for every reranker: the names its table entry declares (and depth)
  const written = normaliseKeys(stage.options);
  checkKnown(`reranker ${stage.name}`, written, [...known, 'depth']);
  const extra = Object.fromEntries(
    Object.entries(normaliseKeys(extraOptions)).filter(([k]) => known.includes(k)),
  );
  return factory.create(stage.name, { ...extra, ...written }, env);
}

/**
 * The candidates of every query: the top `depth` of each score row, in rank order (only retrieved documents: a
 * run file's row marks the others -Infinity, and a reranker never sees them).
 */
export function topCandidates(scores: readonly Float64Array[], ord: Int32Array, depth: number): Int32Array[] {
  return scores.map((row) => retrievedPrefix(topK(row, ord, depth), row));
}

/**
 * One reranking stage over a whole score matrix: each row's top `depth` (as ranked, ties by id) goes to the
 * reranker, is stably sorted by the reranker's scores, and is lifted above the rest of the row, which keeps its
 * scores and so its order. The returned rows rank exactly as the pipeline does, for every metric and analysis.
 */
export async function applyReranker(
  reranker: Reranker,
  depth: number,
  scores: readonly Float64Array[],
  input: { queries: readonly RerankQuery[]; docs: readonly { id: string; text: string }[]; ord: Int32Array },
  ctx: RerankContext,
): Promise<Float64Array[]> {
  const tops = topCandidates(scores, input.ord, depth);
  const lists = tops.map((top, qi) => ({
    query: input.queries[qi],
    candidates: Array.from(top, (d): RerankCandidate => ({ ...input.docs[d], score: scores[qi][d] })),
  }));
  const got = await reranker.rerank(lists, ctx);
  if (got.length !== lists.length) {
    throw new ExecretError(
      'E_PROVIDER',
      `reranker ${reranker.name} returned ${got.length} score lists for ${lists.length} queries`,
    );
  }
  return scores.map((row, qi) => liftReordered(row, tops[qi], got[qi], reranker.name));
}

/** The row with `top` put in the order of `by` (descending, stable) and placed above every other document. */
export function liftReordered(
  row: Float64Array,
  top: Int32Array,
  by: Float64Array,
  name = 'reranker',
): Float64Array {
  if (by.length !== top.length) {
    throw new ExecretError(
      'E_PROVIDER',
      `reranker ${name} returned ${by.length} scores for ${top.length} candidates`,
    );
  }
  for (const s of by)
    if (Number.isNaN(s)) throw new ExecretError('E_PROVIDER', `reranker ${name} returned a NaN score`);
  const order = Array.from(top.keys()).sort((a, b) => (by[b] > by[a] ? 1 : by[b] < by[a] ? -1 : a - b));
  let max = -Infinity;
  for (const s of row) if (s > max) max = s;
  const out = Float64Array.from(row);
  // Positions, not the reranker's own scale: strictly decreasing, all above the rest of the row.
  order.forEach((cand, pos) => (out[top[cand]] = max + 1 + (order.length - pos)));
  return out;
}
