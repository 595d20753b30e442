import { createRng } from '../core/rng.js';
import { mean } from '../stats/mean.js';
import type { CorpusIndex, PerQueryRow } from './types.js';

export interface PoolDensityPoint {
  /** distractors kept per query */
  k: number;
  /** exec@1 averaged over draws */
  exec1: number;
  /** standard deviation of exec@1 over draws */
  sd: number;
}

export interface PoolDensity {
  draws: number;
  seed: number;
  points: PoolDensityPoint[];
  /** (exec@1 with no clone − exec@1 with one clone) / exec@1 with no clone; null when exec@1 with none is 0 */
  relativeDropOneClone: number | null;
}

/**
 * Pool-density ablation: exec@1 when every query keeps only k of its own distractors (k = 0..max). For each draw a
 * seeded random subset of k distractors per task stays in the pool and the others are removed from every ranking;
 * the new rank-1 snippet is the first survivor of the stored ranking. Averaged over `draws` draws.
 */
export function poolDensity(
  rows: readonly PerQueryRow[],
  corpus: CorpusIndex,
  opts: { draws?: number; seed?: number; maxK?: number } = {},
): PoolDensity {
  const draws = Math.max(1, opts.draws ?? 10);
  const seed = opts.seed ?? 0;
  const byTask = new Map<string, string[]>();
  for (const d of corpus.values()) {
    if (d.kind !== 'distractor') continue;
    byTask.set(d.task, [...(byTask.get(d.task) ?? []), d._id]);
  }
  for (const ids of byTask.values()) ids.sort();
  const tasks = [...byTask.keys()].sort();
  const maxK = opts.maxK ?? Math.max(0, ...[...byTask.values()].map((v) => v.length));
  const points: PoolDensityPoint[] = [];
  for (let k = 0; k <= maxK; k++) {
    const rng = createRng(`${seed}:pool-density:${k}`);
    const values: number[] = [];
    for (let draw = 0; draw < draws; draw++) {
      const removed = new Set<string>();
      for (const t of tasks) {
        const ids = byTask.get(t)!;
        const keep = new Set(rng.sample(ids, k));
        for (const id of ids) if (!keep.has(id)) removed.add(id);
      }
      let hits = 0;
      for (const row of rows) if (topSurvivorPasses(row, removed)) hits++;
      values.push(rows.length ? hits / rows.length : 0);
    }
    const exec1 = mean(values);
    const sd = Math.sqrt(mean(values.map((v) => (v - exec1) ** 2)));
    points.push({ k, exec1, sd });
  }
  const e0 = points[0]?.exec1 ?? 0;
  const e1 = points[1]?.exec1;
  return { draws, seed, points, relativeDropOneClone: e1 === undefined || e0 === 0 ? null : (e0 - e1) / e0 };
}

function topSurvivorPasses(row: PerQueryRow, removed: ReadonlySet<string>): boolean {
  for (const r of row.ranking) if (!removed.has(r.id)) return row.passing.includes(r.id);
  // Every stored result was removed (only possible with tiny pools): fall back on the query's own snippets.
  const own = row.own.filter((d) => !removed.has(d.id)).sort((a, b) => a.rank - b.rank)[0];
  return own !== undefined && row.passing.includes(own.id);
}
