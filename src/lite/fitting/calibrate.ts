import { pearson } from '../../stats/correlation.js';
import type { Calibration } from '../types.js';

/**
 * Least-squares line full ≈ a + b·stat over the reference models:
 *   b = Σ(s−s̄)(f−f̄) / Σ(s−s̄)²,  a = f̄ − b·s̄,  residual SD = sqrt(Σ(f − a − b·s)² / (n − 2)).
 * A statistic that does not vary gives b = 0 and a = f̄ (the estimate falls back to the reference mean).
 */
export function calibrate(stat: ArrayLike<number>, full: ArrayLike<number>): Calibration {
  const n = stat.length;
  let ms = 0,
    mf = 0;
  for (let j = 0; j < n; j++) {
    ms += stat[j];
    mf += full[j];
  }
  ms /= n;
  mf /= n;
  let sss = 0,
    ssf = 0;
  for (let j = 0; j < n; j++) {
    sss += (stat[j] - ms) ** 2;
    ssf += (stat[j] - ms) * (full[j] - mf);
  }
  const b = sss > 1e-15 ? ssf / sss : 0;
  const a = mf - b * ms;
  let rss = 0;
  for (let j = 0; j < n; j++) rss += (full[j] - a - b * stat[j]) ** 2;
  const r = pearson(stat, full);
  return { a, b, r: Number.isNaN(r) ? 0 : r, residual_sd: n > 2 ? Math.sqrt(rss / (n - 2)) : 0, n };
}

export function applyCalibration(c: Calibration, stat: number): number {
  return c.a + c.b * stat;
}
