import { execCutoffs } from '../metrics/index.js';
import { inputError } from '../core/errors.js';
import { usageError } from '../core/errors.js';
import {
  mean,
  DEFAULT_REPLICATES,
  expectedMcnemar,
  holm,
  leaderboard,
  pairedBootstrapCi,
  pairedBootstrapTest,
  type Leaderboard,
} from '../stats/index.js';
import { loadResults, type EvaluationSummary, type PerQueryRow, type ResultsSystem } from './results.js';

/** A system's name and its per-query rows (a results folder's system, or any rows of the same queries). */
export interface SystemRows {
  name: string;
  rows: readonly PerQueryRow[];
}

export interface ComparePair {
  a: string;
  b: string;
  metric: string;
  /** `mcnemar` (exact, on the discordant queries) for exec@k; `bootstrap` (paired, over queries) for nDCG@10 */
  test: 'mcnemar' | 'bootstrap';
  /** mean(a) − mean(b) */
  diff: number;
  /** paired percentile bootstrap CI of diff */
  ci95: [number, number];
  /** the test's p-value (with tieAware and McNemar: its expectation over tie orders) */
  p: number;
  /** McNemar only: queries where a fails and b succeeds (expected counts with tieAware) */
  n01?: number;
  /** McNemar only: queries where a succeeds and b fails */
  n10?: number;
  /** Holm-adjusted p over every pair and metric listed (only with `holm`) */
  pHolm?: number;
}

export interface CompareResult {
  /** whether every value is the tie-aware one (the expectation over the orders of tied scores) */
  tieAware: boolean;
  /** the bootstrap behind every CI, p-value and rank interval */
  bootstrap: { replicates: number; seed: number };
  /** significance tiers and rank intervals on `leaderboard.metric` */
  leaderboard: Leaderboard;
  pairs: ComparePair[];
}

export interface CompareOptions {
  holm?: boolean;
  /** default: the replicate count recorded in summary.json, else 5,000 */
  replicates?: number;
  /** compare the tie-aware per-query values (McNemar: the expected p over tie orders; bootstrap: of the expectations) */
  tieAware?: boolean;
  /** the leaderboard's metric (default exec@1) */
  metric?: string;
  /** the leaderboard's level (default 0.05) */
  alpha?: number;
}

/** The paired bootstrap of nDCG at this cut-off is listed beside the McNemar tests of exec@k. */
export const BOOTSTRAP_METRIC = 'ndcg@10';

/**
 * Compare the systems of a results folder: the leaderboard (significance tiers under exact McNemar with Holm,
 * rank intervals), and for every pair (in summary order, a before b) an exact McNemar test of exec@k at every k
 * present and a paired bootstrap of nDCG@10, each with the paired bootstrap CI of the difference (the summary's
 * seed and replicate count); optionally Holm-adjusted over all the tests listed.
 */
export function compare(dir: string, options: CompareOptions = {}): CompareResult {
  const { summary, systems } = loadResults(dir);
  return compareSystems(summary, systems, options);
}

/** compare() on systems already loaded (the report calls it with the folder it has read). */
export function compareSystems(
  summary: Pick<EvaluationSummary, 'seed' | 'bootstrap'>,
  systems: readonly SystemRows[],
  options: CompareOptions = {},
): CompareResult {
  sameQueries(systems);
  const tieAware = options.tieAware ?? false;
  const bootstrap = {
    replicates: options.replicates ?? summary.bootstrap?.replicates ?? DEFAULT_REPLICATES,
    seed: summary.seed,
  };
  const keys = Object.keys(systems[0].rows[0]?.metrics ?? {});
  const execKeys = execCutoffs(keys).map((k) => `exec@${k}`);
  const metrics = [...execKeys, ...(keys.includes(BOOTSTRAP_METRIC) ? [BOOTSTRAP_METRIC] : [])];
  const columns = systems.map((s) => new Map(metrics.map((m) => [m, metricColumn(s, m, tieAware)])));
  const pairs: ComparePair[] = [];
  for (let i = 0; i < systems.length; i++) {
    for (let j = i + 1; j < systems.length; j++) {
      for (const metric of metrics) {
        const [a, b] = [columns[i].get(metric)!, columns[j].get(metric)!];
        pairs.push({ a: systems[i].name, b: systems[j].name, metric, ...testPair(metric, a, b, bootstrap) });
      }
    }
  }
  if (options.holm) {
    const adj = holm(pairs.map((p) => p.p));
    pairs.forEach((p, i) => (p.pHolm = adj[i]));
  }
  const metric = options.metric ?? 'exec@1';
  const board = leaderboard(
    systems.map((s) => ({ name: s.name, values: metricColumn(s, metric, tieAware) })),
    { ...bootstrap, metric, tieAware, alpha: options.alpha },
  );
  return { tieAware, bootstrap, leaderboard: board, pairs };
}

/** One pair on one metric: McNemar for exec@k, the paired bootstrap test otherwise; always the bootstrap CI. */
function testPair(
  metric: string,
  a: Float64Array,
  b: Float64Array,
  bootstrap: { replicates: number; seed: number },
): Omit<ComparePair, 'a' | 'b' | 'metric'> {
  const diff = mean(a) - mean(b);
  if (metric === BOOTSTRAP_METRIC) {
    const t = pairedBootstrapTest(a, b, bootstrap);
    return { test: 'bootstrap', diff, ci95: t.ci95, p: t.p };
  }
  const m = expectedMcnemar(a, b);
  return { test: 'mcnemar', diff, ci95: pairedBootstrapCi(a, b, bootstrap), p: m.p, n01: m.n01, n10: m.n10 };
}

/**
 * A system's per-query values of one metric, the id-rule ones or the tie-aware ones. A metric the rows do not
 * hold, or tie-aware values an older results folder lacks, is a usage error naming the system.
 */
export function metricColumn(s: SystemRows, metric: string, tieAware: boolean): Float64Array {
  const first = s.rows[0];
  if (first && !(metric in first.metrics))
    throw usageError(
      `metric "${metric}" is not in the results of ${s.name} (they have ${Object.keys(first.metrics).join(', ')})`,
    );
  if (tieAware && first && first.tieAware?.[metric] === undefined)
    throw usageError(
      `system "${s.name}" has no tie-aware values of ${metric} (its results were written before execret computed them)`,
      're-run `execret eval` to get them',
    );
  return Float64Array.from(s.rows, (r) => (tieAware ? r.tieAware![metric] : r.metrics[metric]));
}

/** Paired tests need the same queries in the same order; a results folder's system names its file. */
function sameQueries(systems: readonly (SystemRows & Partial<Pick<ResultsSystem, 'file'>>)[]): void {
  const queryIds = systems[0].rows.map((r) => r.query);
  for (const s of systems) {
    const ids = s.rows.map((r) => r.query);
    if (ids.length !== queryIds.length || ids.some((id, i) => id !== queryIds[i])) {
      throw inputError(`system "${s.name}" was evaluated on different queries than "${systems[0].name}"`, {
        file: s.file ?? s.name,
      });
    }
  }
}
