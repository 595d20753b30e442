/**
 * Limited-memory BFGS (Nocedal & Wright, Algorithm 7.4: two-loop recursion, 10 correction pairs) with a
 * backtracking Armijo line search, for smooth convex objectives. Stops when the largest gradient component is at
 * most `gtol`, when an iteration no longer lowers the objective, or after `maxIter` iterations. Used to fit the
 * L2-regularised logistic regression of classification tasks to the optimum scikit-learn's lbfgs approaches.
 */
export interface LbfgsOptions {
  maxIter?: number;
  gtol?: number;
  memory?: number;
}

/** f(x) and its gradient, written into `grad`. */
export type Objective = (x: Float64Array, grad: Float64Array) => number;

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
}

function maxAbs(a: Float64Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]));
  return m;
}

/** The quasi-Newton direction −H·g from the stored pairs (two-loop recursion). */
function direction(g: Float64Array, s: Float64Array[], y: Float64Array[], rho: number[]): Float64Array {
  const q = Float64Array.from(g);
  const alpha = new Float64Array(s.length);
  for (let k = s.length - 1; k >= 0; k--) {
    alpha[k] = rho[k] * dot(s[k], q);
    for (let i = 0; i < q.length; i++) q[i] -= alpha[k] * y[k][i];
  }
  const last = s.length - 1;
  const gamma = last >= 0 ? dot(s[last], y[last]) / dot(y[last], y[last]) : 1 / Math.max(1, maxAbs(g));
  for (let i = 0; i < q.length; i++) q[i] *= gamma;
  for (let k = 0; k < s.length; k++) {
    const beta = rho[k] * dot(y[k], q);
    for (let i = 0; i < q.length; i++) q[i] += s[k][i] * (alpha[k] - beta);
  }
  for (let i = 0; i < q.length; i++) q[i] = -q[i];
  return q;
}

export function lbfgs(f: Objective, x0: Float64Array, opts: LbfgsOptions = {}): Float64Array {
  const maxIter = opts.maxIter ?? 1000;
  const gtol = opts.gtol ?? 1e-10;
  const memory = opts.memory ?? 10;
  const n = x0.length;
  let x = Float64Array.from(x0);
  let g = new Float64Array(n);
  let fx = f(x, g);
  const s: Float64Array[] = [];
  const y: Float64Array[] = [];
  const rho: number[] = [];
  const xNew = new Float64Array(n);
  const gNew = new Float64Array(n);
  for (let iter = 0; iter < maxIter && maxAbs(g) > gtol; iter++) {
    let d = direction(g, s, y, rho);
    let slope = dot(g, d);
    if (!(slope < 0)) {
      // not a descent direction (lost curvature): restart from steepest descent
      s.length = y.length = rho.length = 0;
      d = direction(g, s, y, rho);
      slope = dot(g, d);
    }
    let step = 1;
    let fNew = Infinity;
    for (let ls = 0; ls < 60; ls++) {
      for (let i = 0; i < n; i++) xNew[i] = x[i] + step * d[i];
      fNew = f(xNew, gNew);
      if (fNew <= fx + 1e-4 * step * slope) break;
      step *= 0.5;
    }
    if (!(fNew < fx)) break;
    const sk = new Float64Array(n);
    const yk = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      sk[i] = xNew[i] - x[i];
      yk[i] = gNew[i] - g[i];
    }
    const sy = dot(sk, yk);
    if (sy > 1e-300) {
      s.push(sk);
      y.push(yk);
      rho.push(1 / sy);
      if (s.length > memory) {
        s.shift();
        y.shift();
        rho.shift();
      }
    }
    x = Float64Array.from(xNew);
    g = Float64Array.from(gNew);
    fx = fNew;
  }
  return x;
}
