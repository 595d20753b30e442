import { mcnemarExact } from './mcnemar.js';

export interface ExpectedMcnemar {
  /** E[p] over tie orders: the exact McNemar p-value averaged over the joint distribution of the outcomes */
  p: number;
  /** expected queries where a fails and b succeeds: Σ (1 − a_i)·b_i */
  n01: number;
  /** expected queries where a succeeds and b fails: Σ a_i·(1 − b_i) */
  n10: number;
}

/**
 * The tie-aware McNemar test. `a` and `b` hold, per query, the probability that each system succeeds over the
 * orders of its tied scores (tie-aware exec@k: 0 or 1 where no tie decides, a fraction where one does). The
 * two systems' tie orders are taken as independent, so query i is discordant one way with probability
 * u_i = (1 − a_i)·b_i and the other with v_i = a_i·(1 − b_i). The joint law of (N01, N10) is built exactly by
 * dynamic programming over the queries, and
 *
 *   E[p] = Σ_{n01, n10} P[N01 = n01, N10 = n10] · mcnemarExact(n01, n10)
 *
 * Cells of the law whose mass falls below 1e-20 at an edge are dropped, which bounds the error by 1e-20 per query.
 * E[p] is a summary of how the test's verdict depends on the tie orders, not itself a p-value with an exact
 * level; with no fractional outcome it is the plain exact McNemar p.
 */
export function expectedMcnemar(a: ArrayLike<number>, b: ArrayLike<number>): ExpectedMcnemar {
  if (a.length !== b.length) throw new Error('expectedMcnemar: a and b differ in length');
  let n01 = 0;
  let n10 = 0;
  const random: [number, number][] = [];
  let fixed01 = 0;
  let fixed10 = 0;
  for (let i = 0; i < a.length; i++) {
    const u = (1 - a[i]) * b[i];
    const v = a[i] * (1 - b[i]);
    n01 += u;
    n10 += v;
    if ((u === 0 || u === 1) && (v === 0 || v === 1)) {
      fixed01 += u;
      fixed10 += v;
    } else random.push([u, v]);
  }
  const law = discordantLaw(random);
  let p = 0;
  const memo = new Map<number, number>();
  for (const { i, j, mass } of law) {
    const x = fixed01 + i;
    const y = fixed10 + j;
    const key = x * 1e7 + y;
    let pv = memo.get(key);
    if (pv === undefined) memo.set(key, (pv = mcnemarExact(x, y)));
    p += mass * pv;
  }
  return { p: Math.min(1, p), n01, n10 };
}

/** The joint law of (N01, N10) for independent trinomial queries (01 with u, 10 with v, else neither). */
function discordantLaw(qs: readonly [number, number][]): { i: number; j: number; mass: number }[] {
  const r = qs.length;
  const w = r + 1;
  let cur = new Float64Array(w * w);
  let next = new Float64Array(w * w);
  cur[0] = 1;
  let hi0 = 0; // the box [lo0, hi0] x [lo1, hi1] holds all retained mass
  let hi1 = 0;
  let lo0 = 0;
  let lo1 = 0;
  for (const [u, v] of qs) {
    const s = 1 - u - v;
    next.fill(0);
    for (let i = lo0; i <= hi0; i++) {
      for (let j = lo1; j <= hi1; j++) {
        const m = cur[i * w + j];
        if (m === 0) continue;
        next[i * w + j] += m * s;
        next[(i + 1) * w + j] += m * u;
        next[i * w + j + 1] += m * v;
      }
    }
    [cur, next] = [next, cur];
    hi0++;
    hi1++;
    [lo0, hi0, lo1, hi1] = shrinkBox(cur, w, lo0, hi0, lo1, hi1);
  }
  const out: { i: number; j: number; mass: number }[] = [];
  for (let i = lo0; i <= hi0; i++)
    for (let j = lo1; j <= hi1; j++) if (cur[i * w + j] > 0) out.push({ i, j, mass: cur[i * w + j] });
  return out;
}

const NEGLIGIBLE = 1e-20;

/** Drop edge rows and columns of the box whose total mass is negligible (zeroing them). */
function shrinkBox(
  m: Float64Array,
  w: number,
  lo0: number,
  hi0: number,
  lo1: number,
  hi1: number,
): [number, number, number, number] {
  const row = (i: number) => {
    let s = 0;
    for (let j = lo1; j <= hi1; j++) s += m[i * w + j];
    return s;
  };
  const col = (j: number) => {
    let s = 0;
    for (let i = lo0; i <= hi0; i++) s += m[i * w + j];
    return s;
  };
  const clearRow = (i: number) => m.fill(0, i * w + lo1, i * w + hi1 + 1);
  const clearCol = (j: number) => {
    for (let i = lo0; i <= hi0; i++) m[i * w + j] = 0;
  };
  while (hi0 > lo0 && row(hi0) < NEGLIGIBLE) clearRow(hi0--);
  while (hi0 > lo0 && row(lo0) < NEGLIGIBLE) clearRow(lo0++);
  while (hi1 > lo1 && col(hi1) < NEGLIGIBLE) clearCol(hi1--);
  while (hi1 > lo1 && col(lo1) < NEGLIGIBLE) clearCol(lo1++);
  return [lo0, hi0, lo1, hi1];
}
