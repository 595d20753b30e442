import { averageRanks } from '../../stats/correlation.js';
import { mean } from '../../stats/mean.js';
import type { TextNeed, Vectors } from './task-type.js';
import type { Role } from '../../retrieve/types.js';
import { cosine } from './metrics/cosine.js';

/** Helpers shared by the task types. */

/**
 * The mean of src/stats/mean.ts, but 0 for no values: a task score or a label share over an empty set counts as
 * 0 (mteb's scores do the same), where the stats mean gives NaN.
 */
export function meanOrZero(x: ArrayLike<number>): number {
  return x.length > 0 ? mean(x) : 0;
}

/** Cosine of two texts' vectors. */
export function cos(v: Vectors, roleA: Role, a: string, roleB: Role, b: string): number {
  return cosine(v.get(roleA, a), v.get(roleB, b));
}

/** Percentile of each value among the others: (average rank − 1) / (n − 1), in [0, 1]; 0.5 for n = 1. */
export function percentiles(x: ArrayLike<number>): Float64Array {
  const n = x.length;
  const r = averageRanks(x);
  return Float64Array.from(r, (v) => (n > 1 ? (v - 1) / (n - 1) : 0.5));
}

/** Needs of symmetric tasks: every text encoded with the query role (mteb prompts such tasks as queries). */
export function symmetric(texts: Iterable<string>): TextNeed[] {
  return [...texts].map((text) => ({ role: 'query' as const, text }));
}
