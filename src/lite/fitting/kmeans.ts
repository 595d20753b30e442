import type { Rng } from '../../core/rng.js';

/**
 * k-means on n points of dimension d (row-major Float64Array). k-means++ seeding (Arthur & Vassilvitskii:
 * each next center is drawn with probability ∝ squared distance to the nearest chosen center), then Lloyd's
 * iterations until no label changes (scikit-learn's KMeans(algorithm='lloyd', tol=0) stops at the same point
 * from the same initial centers; golden test in test/lite/kmeans.test.ts). A cluster that empties keeps its
 * previous center; ties in distance go to the lower cluster index.
 */
export interface KMeansResult {
  labels: Int32Array;
  centers: Float64Array;
  k: number;
  inertia: number;
  iterations: number;
}

export function kmeansPlusPlus(
  points: Float64Array,
  n: number,
  d: number,
  k: number,
  rng: Rng,
): Float64Array {
  const centers = new Float64Array(k * d);
  const dist = new Float64Array(n).fill(Infinity);
  let chosen = rng.int(n);
  for (let c = 0; c < k; c++) {
    centers.set(points.subarray(chosen * d, chosen * d + d), c * d);
    let total = 0;
    for (let i = 0; i < n; i++) {
      let s = 0;
      for (let t = 0; t < d; t++) {
        const diff = points[i * d + t] - centers[c * d + t];
        s += diff * diff;
      }
      if (s < dist[i]) dist[i] = s;
      total += dist[i];
    }
    if (c + 1 === k) break;
    if (total <= 0) {
      chosen = rng.int(n);
      continue;
    }
    let r = rng.next() * total;
    chosen = n - 1;
    for (let i = 0; i < n; i++) {
      r -= dist[i];
      if (r < 0 && dist[i] > 0) {
        chosen = i;
        break;
      }
    }
  }
  return centers;
}

export function lloyd(
  points: Float64Array,
  n: number,
  d: number,
  init: Float64Array,
  k: number,
  maxIter = 300,
): KMeansResult {
  const centers = Float64Array.from(init);
  const labels = new Int32Array(n).fill(-1);
  const sums = new Float64Array(k * d);
  const counts = new Int32Array(k);
  let iterations = 0;
  let inertia = 0;
  const pn = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let s = 0;
    for (let t = 0; t < d; t++) s += points[i * d + t] ** 2;
    pn[i] = s;
  }
  const cn = new Float64Array(k);
  for (let iter = 0; iter <= maxIter; iter++) {
    let changed = 0;
    inertia = 0;
    // ||x − c||² = ||x||² + ||c||² − 2 x·c: one dot product per (point, center), as scikit-learn computes it.
    for (let c = 0; c < k; c++) {
      let s = 0;
      for (let t = 0; t < d; t++) s += centers[c * d + t] ** 2;
      cn[c] = s;
    }
    for (let i = 0; i < n; i++) {
      let best = 0,
        bestD = Infinity;
      const po = i * d;
      for (let c = 0; c < k; c++) {
        const co = c * d;
        let dot = 0;
        for (let t = 0; t < d; t++) dot += points[po + t] * centers[co + t];
        const s = cn[c] - 2 * dot;
        if (s < bestD) {
          bestD = s;
          best = c;
        }
      }
      if (labels[i] !== best) {
        labels[i] = best;
        changed++;
      }
      inertia += Math.max(0, bestD + pn[i]);
    }
    if (changed === 0 || iter === maxIter) break;
    iterations++;
    sums.fill(0);
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const c = labels[i];
      counts[c]++;
      for (let t = 0; t < d; t++) sums[c * d + t] += points[i * d + t];
    }
    for (let c = 0; c < k; c++) {
      if (counts[c] === 0) continue;
      for (let t = 0; t < d; t++) centers[c * d + t] = sums[c * d + t] / counts[c];
    }
  }
  return { labels, centers, k, inertia, iterations };
}

/** k-means++ then Lloyd, `nInit` times from independent seedings; the run with the lowest inertia wins. */
export function kmeans(
  points: Float64Array,
  n: number,
  d: number,
  k: number,
  rng: Rng,
  nInit = 1,
): KMeansResult {
  let best: KMeansResult | null = null;
  for (let r = 0; r < nInit; r++) {
    const res = lloyd(points, n, d, kmeansPlusPlus(points, n, d, k, rng), k);
    if (!best || res.inertia < best.inertia) best = res;
  }
  return best!;
}
