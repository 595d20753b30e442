import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError } from '../core/errors.js';
import { readJsonl, readTextFile } from '../core/jsonl.js';
import { holm, mcnemarExact, pairedBootstrapCi, DEFAULT_REPLICATES } from '../stats/index.js';
import type { EvaluationSummary, PerQueryRow } from './evaluate.js';

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
  p_holm?: number;
}

export interface CompareResult {
  pairs: ComparePair[];
}

export interface CompareOptions {
  holm?: boolean;
  replicates?: number;
}

/** Load summary.json and every system's per-query rows from a results folder. */
export function loadResults(dir: string): {
  summary: EvaluationSummary;
  rows: Record<string, PerQueryRow[]>;
} {
  const file = join(dir, 'summary.json');
  if (!existsSync(dir)) throw new ExecretError('E_NOT_FOUND', `results folder not found: ${dir}`);
  const text = readTextFile(file, 'summary.json');
  let summary: EvaluationSummary;
  try {
    summary = JSON.parse(text) as EvaluationSummary;
  } catch (e) {
    throw inputError(`invalid JSON: ${(e as Error).message}`, { file });
  }
  if (!summary || !Array.isArray(summary.systems)) throw inputError('missing', { file, field: 'systems' });
  if (!Number.isInteger(summary.seed)) throw inputError('expected an integer', { file, field: 'seed' });
  const rows: Record<string, PerQueryRow[]> = {};
  summary.systems.forEach((s, i) => {
    if (typeof s.name !== 'string' || typeof s.perQuery !== 'string') {
      throw inputError('each system needs "name" and "perQuery"', { file, field: `systems[${i}]` });
    }
    rows[s.name] = readJsonl<PerQueryRow>(join(dir, s.perQuery), 'per-query file').map((l) => l.value);
  });
  return { summary, rows };
}

/**
 * Compare every pair of systems in a results folder (in summary order, a before b) on exec@1 and each other
 * exec@k present: difference of means with a paired bootstrap CI (the summary's seed, 5,000 replicates), and
 * an exact McNemar test on the discordant queries; optionally Holm-adjusted over all the tests listed.
 */
export function compare(dir: string, options: CompareOptions = {}): CompareResult {
  const { summary, rows } = loadResults(dir);
  const names = summary.systems.map((s) => s.name);
  const queryIds = rows[names[0]]?.map((r) => r.query) ?? [];
  for (const name of names) {
    const ids = rows[name].map((r) => r.query);
    if (ids.length !== queryIds.length || ids.some((id, i) => id !== queryIds[i])) {
      throw inputError(`system "${name}" was evaluated on different queries than "${names[0]}"`, {
        file: join(dir, summary.systems[names.indexOf(name)].perQuery),
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
    pairs.forEach((p, i) => (p.p_holm = adj[i]));
  }
  return { pairs };
}
