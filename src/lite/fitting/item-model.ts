/**
 * Item models: how an item's outcome depends on a model's ability θ, where θ is the model's full-task score
 * standardised over the training models (mean 0, SD 1).
 *
 * - `binary` (2PL): P(y = 1 | θ) = σ(a·θ + b), fitted per item by L2-regularised logistic regression,
 *   minimising ½a²/C + Σ_j [log(1 + e^{z_j}) − y_j z_j] with z_j = a·θ_j + b — scikit-learn's
 *   LogisticRegression(C, penalty='l2') objective divided by C (the intercept is not penalised).
 * - `gaussian` (linear-Gaussian one-factor model): y = b + a·θ + ε, ε ~ N(0, σ²), fitted by ridge regression,
 *   minimising Σ_j (y_j − b − a·θ_j)² + a²/C — scikit-learn's Ridge(alpha = 1/C). σ² is the mean squared residual.
 *
 * Items whose outcomes do not vary over the training models get a = 0 and b = the smoothed logit of their
 * rate (binary), or their mean (gaussian): they carry no information about θ.
 */
import { LITE_DEFAULTS } from '../defaults.js';
export type ItemModelKind = 'binary' | 'gaussian';

export interface ItemParams {
  kind: ItemModelKind;
  /** slope (discrimination) per item */
  a: Float64Array;
  /** intercept per item */
  b: Float64Array;
  /** residual variance per item (gaussian only; 0 for binary) */
  s2: Float64Array;
}

/** The item model of a block of outcomes: binary when every outcome given is 0 or 1 (NaN = none given). */
export function itemModelOf(values: ArrayLike<number>): ItemModelKind {
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== 0 && v !== 1 && !Number.isNaN(v)) return 'gaussian';
  }
  return 'binary';
}
const MIN_S2 = 1e-4;

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

function softplus(z: number): number {
  return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
}

/**
 * Fit every item of a block. `y` is item-major: y[i*m + j] is item i's outcome for model j; `theta` has m entries.
 * `warm` (optional) gives starting values for the Newton iterations of the binary model (a previous fold's fit).
 */
export function fitItems(
  kind: ItemModelKind,
  y: Float64Array,
  nItems: number,
  theta: Float64Array,
  C = LITE_DEFAULTS.C,
  warm?: { a: Float64Array; b: Float64Array },
): ItemParams {
  const a = new Float64Array(nItems);
  const b = new Float64Array(nItems);
  const s2 = new Float64Array(nItems);
  const m = theta.length;
  if (kind === 'gaussian') {
    let tm = 0;
    for (let j = 0; j < m; j++) tm += theta[j];
    tm /= m;
    let stt = 0;
    for (let j = 0; j < m; j++) stt += (theta[j] - tm) ** 2;
    for (let i = 0; i < nItems; i++) {
      const off = i * m;
      let ym = 0;
      for (let j = 0; j < m; j++) ym += y[off + j];
      ym /= m;
      let sty = 0;
      for (let j = 0; j < m; j++) sty += (theta[j] - tm) * (y[off + j] - ym);
      const ai = sty / (stt + 1 / C);
      const bi = ym - ai * tm;
      let rss = 0;
      for (let j = 0; j < m; j++) rss += (y[off + j] - bi - ai * theta[j]) ** 2;
      a[i] = ai;
      b[i] = bi;
      s2[i] = Math.max(MIN_S2, rss / m);
    }
    return { kind, a, b, s2 };
  }
  for (let i = 0; i < nItems; i++) {
    const off = i * m;
    let sum = 0,
      lo = Infinity,
      hi = -Infinity;
    for (let j = 0; j < m; j++) {
      const v = y[off + j];
      sum += v;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (hi - lo < 1e-12) {
      const rate = (sum + 0.5) / (m + 1);
      a[i] = 0;
      b[i] = Math.log(rate / (1 - rate));
      continue;
    }
    const start = warm ? [warm.a[i], warm.b[i]] : [0, Math.log((sum + 0.5) / (m - sum + 0.5))];
    const [ai, bi] = fitLogistic1(y, off, theta, C, start[0], start[1]);
    a[i] = ai;
    b[i] = bi;
  }
  return { kind, a, b, s2 };
}

/** Newton's method with backtracking on the (strictly convex) penalised logistic loss of one item. */
function fitLogistic1(
  y: Float64Array,
  off: number,
  theta: Float64Array,
  C: number,
  a0: number,
  b0: number,
): [number, number] {
  const m = theta.length;
  const loss = (a: number, b: number): number => {
    let f = (0.5 * a * a) / C;
    for (let j = 0; j < m; j++) {
      const z = a * theta[j] + b;
      f += softplus(z) - y[off + j] * z;
    }
    return f;
  };
  let a = Number.isFinite(a0) ? a0 : 0;
  let b = Number.isFinite(b0) ? b0 : 0;
  let f = loss(a, b);
  for (let iter = 0; iter < 100; iter++) {
    let ga = a / C,
      gb = 0,
      haa = 1 / C,
      hab = 0,
      hbb = 0;
    for (let j = 0; j < m; j++) {
      const t = theta[j];
      const p = sigmoid(a * t + b);
      const r = p - y[off + j];
      const w = p * (1 - p);
      ga += r * t;
      gb += r;
      haa += w * t * t;
      hab += w * t;
      hbb += w;
    }
    hbb += 1e-12;
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    const dec = ga * da + gb * db; // Newton decrement², ≥ 0
    if (!(dec > 1e-20)) break;
    let step = 1;
    let na = a - da,
      nb = b - db,
      nf = loss(na, nb);
    // Near the optimum the loss cannot resolve the decrease in floating point: take the full Newton step there.
    while (dec > 1e-10 && nf > f - 1e-4 * step * dec && step > 1e-10) {
      step *= 0.5;
      na = a - step * da;
      nb = b - step * db;
      nf = loss(na, nb);
    }
    const small = Math.abs(na - a) + Math.abs(nb - b) < 1e-12;
    a = na;
    b = nb;
    f = nf;
    if (small || dec < 1e-18) break;
  }
  return [a, b];
}

/** Expected outcome of item i at ability θ (clipped to [0, 1] for the gaussian model). */
export function predictItem(p: ItemParams, i: number, theta: number): number {
  const z = p.a[i] * theta + p.b[i];
  if (p.kind === 'binary') return sigmoid(z);
  return z < 0 ? 0 : z > 1 ? 1 : z;
}

/** Fisher information of item i about θ: a²·p(1−p) for 2PL, a²/σ² for the gaussian model. */
export function itemInformation(p: ItemParams, i: number, theta: number): number {
  if (p.kind === 'binary') {
    const q = sigmoid(p.a[i] * theta + p.b[i]);
    return p.a[i] * p.a[i] * q * (1 - q);
  }
  return (p.a[i] * p.a[i]) / p.s2[i];
}

/**
 * MAP estimate of θ from outcomes on a subset of items, with a standard normal prior (θ is standardised).
 * With `slope`, every item's own slope is replaced by that common value (the item's intercept is kept); for the
 * gaussian model `s2` likewise replaces every item's residual variance. Binary: Newton on
 * Σ_i [y_i z_i − log(1 + e^{z_i})] − θ²/2 (y may be fractional). Gaussian: closed form
 *   θ̂ = Σ a_i (y_i − b_i)/σ_i² / (1 + Σ a_i²/σ_i²).
 */
export function mapTheta(
  p: ItemParams,
  items: ArrayLike<number>,
  outcomes: ArrayLike<number>,
  /** when given, every item uses this slope instead of its own (pooled discrimination) */
  slope?: number,
  /** when given (gaussian), every item uses this residual variance instead of its own */
  s2?: number,
): number {
  const k = items.length;
  if (slope !== undefined) p = { ...p, a: new Float64Array(p.a.length).fill(slope) };
  if (s2 !== undefined) p = { ...p, s2: new Float64Array(p.s2.length).fill(s2) };
  if (p.kind === 'gaussian') {
    let num = 0,
      den = 1;
    for (let s = 0; s < k; s++) {
      const i = items[s];
      num += (p.a[i] * (outcomes[s] - p.b[i])) / p.s2[i];
      den += (p.a[i] * p.a[i]) / p.s2[i];
    }
    return num / den;
  }
  let theta = 0;
  for (let iter = 0; iter < 50; iter++) {
    let g = -theta,
      h = -1;
    for (let s = 0; s < k; s++) {
      const i = items[s];
      const q = sigmoid(p.a[i] * theta + p.b[i]);
      g += p.a[i] * (outcomes[s] - q);
      h -= p.a[i] * p.a[i] * q * (1 - q);
    }
    const step = g / h;
    theta -= Math.max(-2, Math.min(2, step));
    if (Math.abs(step) < 1e-10) break;
  }
  return theta;
}
