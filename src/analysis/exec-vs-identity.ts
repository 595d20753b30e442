import { mcnemarExact } from '../stats/mcnemar.js';
import { mean } from '../stats/mean.js';
import type { SystemRows } from './types.js';

export interface OrderFlip {
  a: string;
  b: string;
  /** mean exec@k of a − of b */
  execDiff: number;
  /** mean nDCG@k of a − of b */
  ndcgDiff: number;
  /** exact McNemar p of the exec@k difference, on the discordant queries */
  p: number;
  n01: number;
  n10: number;
}

export interface ExecVsIdentity {
  k: number;
  /** pairs of systems (in summary order) */
  pairs: number;
  /** the pairs whose order by exec@k differs from their order by nDCG@k (one ahead on one, tied or behind on the other) */
  flips: OrderFlip[];
}

/**
 * Exec versus identity: for each k with both exec@k and ndcg@k in the rows, the pairs of systems that exec@k
 * and nDCG@k order differently, sign(Δexec@k) ≠ sign(ΔnDCG@k). nDCG credits only the canonical's id; exec@k
 * credits any snippet that passes, so a flip means a system finds correct code the identity metric does not see,
 * or the reverse. Each flip carries the McNemar p of its exec@k difference. Systems must share their queries
 * (rows in the same order, as one results folder has them).
 */
export function execVsIdentity(systems: readonly SystemRows[], ks: readonly number[]): ExecVsIdentity[] {
  const have = (k: number) =>
    systems.length > 0 &&
    systems.every((s) => s.rows.every((r) => `exec@${k}` in r.metrics && `ndcg@${k}` in r.metrics));
  return ks.filter(have).map((k) => {
    const flips: OrderFlip[] = [];
    let pairs = 0;
    for (let i = 0; i < systems.length; i++) {
      for (let j = i + 1; j < systems.length; j++) {
        pairs++;
        const flip = compareOrder(systems[i], systems[j], k);
        if (flip) flips.push(flip);
      }
    }
    return { k, pairs, flips };
  });
}

function compareOrder(a: SystemRows, b: SystemRows, k: number): OrderFlip | null {
  // a system with no rows scores 0 on both metrics
  const meanOf = (s: SystemRows, m: string) =>
    mean(
      s.rows.map((r) => r.metrics[m]),
      { empty: 0 },
    );
  const execDiff = meanOf(a, `exec@${k}`) - meanOf(b, `exec@${k}`);
  const ndcgDiff = meanOf(a, `ndcg@${k}`) - meanOf(b, `ndcg@${k}`);
  if (sign(execDiff) === sign(ndcgDiff)) return null;
  let n01 = 0;
  let n10 = 0;
  a.rows.forEach((r, q) => {
    const [x, y] = [r.metrics[`exec@${k}`], b.rows[q].metrics[`exec@${k}`]];
    if (x === 0 && y === 1) n01++;
    else if (x === 1 && y === 0) n10++;
  });
  return { a: a.name, b: b.name, execDiff, ndcgDiff, p: mcnemarExact(n01, n10), n01, n10 };
}

/** The sign of a difference of means, with differences below 1e-12 (float noise) counted as ties. */
function sign(x: number): number {
  return Math.abs(x) < 1e-12 ? 0 : Math.sign(x);
}
