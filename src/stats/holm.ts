/**
 * Holm's step-down adjustment of m p-values (returned in the input order). With p_(1) ≤ … ≤ p_(m) sorted,
 *
 *   p̃_(i) = max_{j ≤ i} min(1, (m − j + 1)·p_(j))
 *
 * Ties keep their input order (the result does not depend on it).
 */
export function holm(pvalues: readonly number[]): number[] {
  const m = pvalues.length;
  const order = pvalues.map((_, i) => i).sort((a, b) => pvalues[a] - pvalues[b] || a - b);
  const out = new Array<number>(m);
  let running = 0;
  order.forEach((idx, j) => {
    running = Math.max(running, Math.min(1, (m - j) * pvalues[idx]));
    out[idx] = running;
  });
  return out;
}
