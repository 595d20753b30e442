import { inputError } from '../core/errors.js';
import { holm, mcnemarExact, pairedBootstrapCi, DEFAULT_REPLICATES } from '../stats/index.js';
import { loadResults } from './results.js';

export interface ComparePair {
  a: string;
  b: string;
  metric: string;
  /** mean(a) − mean(b) */
  diff: number;
  /** paired percentile bootstrap CI of diff */
  ci95: [number, number];
  /** exact McNemar p-value */
  p: number;
  /** queries where a fails and b succeeds */
  n01: number;
  /** queries where a succeeds and b fails */
  n10: number;
  /** Holm-adjusted p over every pair and metric listed (only with `holm`) */
  pHolm?: number;
}

export interface CompareResult {
  pairs: ComparePair[];
}

export interface CompareOptions {
  holm?: boolean;
  replicates?: number;
}

/**
 * Compare every pair of systems in a results folder (in summary order, a before b) on exec@1 and each other
 * exec@k present: difference of means with a paired bootstrap CI (the summary's seed, 5,000 replicates), and
 * an exact McNemar test on the discordant queries; optionally Holm-adjusted over all the tests listed.
 */
export function compare(dir: string, options: CompareOptions = {}): CompareResult {
  const { summary, systems } = loadResults(dir);
  const names = systems.map((s) => s.name);
  const rows = Object.fromEntries(systems.map((s) => [s.name, s.rows]));
  const queryIds = systems[0].rows.map((r) => r.query);
  for (const s of systems) {
    const ids = s.rows.map((r) => r.query);
    if (ids.length !== queryIds.length || ids.some((id, i) => id !== queryIds[i])) {
      throw inputError(`system "${s.name}" was evaluated on different queries than "${names[0]}"`, {
        file: s.file,
      });
    }
  }
  const metricKeys = Object.keys(rows[names[0]]?.[0]?.metrics ?? {})
    .filter((k) => /^exec@\d+$/.test(k))
    .sort((x, y) => Number(x.slice(5)) - Number(y.slice(5)));
  const pairs: ComparePair[] = [];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      for (const metric of metricKeys) {
        const a = Float64Array.from(rows[names[i]], (r) => r.metrics[metric]);
        const b = Float64Array.from(rows[names[j]], (r) => r.metrics[metric]);
        let n01 = 0;
        let n10 = 0;
        let sa = 0;
        let sb = 0;
        for (let q = 0; q < a.length; q++) {
          sa += a[q];
          sb += b[q];
          if (a[q] === 0 && b[q] === 1) n01++;
          else if (a[q] === 1 && b[q] === 0) n10++;
        }
        pairs.push({
          a: names[i],
          b: names[j],
          metric,
          diff: sa / a.length - sb / b.length,
          ci95: pairedBootstrapCi(a, b, {
            seed: summary.seed,
            replicates: options.replicates ?? DEFAULT_REPLICATES,
          }),
          p: mcnemarExact(n01, n10),
          n01,
          n10,
        });
      }
    }
  }
  if (options.holm) {
    const adj = holm(pairs.map((p) => p.p));
    pairs.forEach((p, i) => (p.pHolm = adj[i]));
  }
  return { pairs };
}
