import { execAtK } from './exec-at-k.js';
import { execPrecisionAtK } from './exec-precision-at-k.js';
import { ndcgAtK } from './ndcg-at-k.js';
import { reciprocalRank } from './mrr.js';
import { recallAtK } from './recall-at-k.js';
import {
  tieAwareExecAtK,
  tieAwareExecPrecisionAtK,
  tieAwareNdcgAtK,
  tieAwareReciprocalRank,
  tieAwareRecallAtK,
} from './tie-aware/index.js';
import type { TieJudgements } from './tie-groups.js';

export { execAtK, execPrecisionAtK, ndcgAtK, reciprocalRank, recallAtK };
export {
  tieAwareExecAtK,
  tieAwareExecPrecisionAtK,
  tieAwareNdcgAtK,
  tieAwareReciprocalRank,
  tieAwareRecallAtK,
};
export { tieGroups, tieAcrossCutoff, type TieGroup, type TieJudgements } from './tie-groups.js';

/** The cut-offs reported by default. */
export const DEFAULT_KS: readonly number[] = Object.freeze([1, 3, 5, 10]);

/** How deep the run files go, and the cut of MRR. */
export const RUN_DEPTH = 100;

/** What a per-query metric reads: the ranking (at least RUN_DEPTH deep, or the whole pool) and the two sets. */
export interface QueryJudgements {
  ranking: readonly string[];
  /** snippets that pass every test of the query's task (exec metrics) */
  passing: ReadonlySet<string>;
  /** qrels-relevant ids, the canonicals (nDCG, MRR, recall) */
  relevant: ReadonlySet<string>;
}

interface MetricDef {
  /** a metric with a cut-off k, or one without */
  cut: boolean;
  /** the trec_eval-style value: ties in score broken by snippet id */
  fn: (j: QueryJudgements, k: number) => number;
  /** the tie-aware value: the expectation over every order of tied scores, in closed form */
  tieAware: (j: TieJudgements, k: number) => number;
}

/** The metric table: name -> definition. Names in results are `name@k` for cut metrics, else `name`. */
export const metrics: Readonly<Record<string, MetricDef>> = Object.freeze({
  exec: { cut: true, fn: (j, k) => execAtK(j.ranking, j.passing, k), tieAware: tieAwareExecAtK },
  exec_precision: {
    cut: true,
    fn: (j, k) => execPrecisionAtK(j.ranking, j.passing, k),
    tieAware: tieAwareExecPrecisionAtK,
  },
  ndcg: { cut: true, fn: (j, k) => ndcgAtK(j.ranking, j.relevant, k), tieAware: tieAwareNdcgAtK },
  recall: { cut: true, fn: (j, k) => recallAtK(j.ranking, j.relevant, k), tieAware: tieAwareRecallAtK },
  mrr: {
    cut: false,
    fn: (j) => reciprocalRank(j.ranking, j.relevant, RUN_DEPTH),
    tieAware: (j) => tieAwareReciprocalRank(j, RUN_DEPTH),
  },
});

/** The result keys, in report order: exec@k..., exec_precision@k..., ndcg@k..., recall@k..., mrr */
/** The cut-offs k of the exec@k names among `names`, unique and ascending. */
export function execCutoffs(names: Iterable<string>): number[] {
  const ks = new Set<number>();
  for (const n of names) {
    const m = /^exec@(\d+)$/.exec(n);
    if (m) ks.add(Number(m[1]));
  }
  return [...ks].sort((a, b) => a - b);
}

export function metricNames(ks: readonly number[] = DEFAULT_KS): string[] {
  const out: string[] = [];
  for (const [name, def] of Object.entries(metrics)) {
    if (def.cut) for (const k of ks) out.push(`${name}@${k}`);
    else out.push(name);
  }
  return out;
}

/** Every metric for one query, keyed as metricNames(ks). */
export function queryMetrics(j: QueryJudgements, ks: readonly number[] = DEFAULT_KS): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, def] of Object.entries(metrics)) {
    if (def.cut) for (const k of ks) out[`${name}@${k}`] = def.fn(j, k);
    else out[name] = def.fn(j, 0);
  }
  return out;
}

/** Every tie-aware metric for one query, keyed as metricNames(ks) (the same keys as queryMetrics). */
export function tieAwareQueryMetrics(
  j: TieJudgements,
  ks: readonly number[] = DEFAULT_KS,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, def] of Object.entries(metrics)) {
    if (def.cut) for (const k of ks) out[`${name}@${k}`] = def.tieAware(j, k);
    else out[name] = def.tieAware(j, 0);
  }
  return out;
}
