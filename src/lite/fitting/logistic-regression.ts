import { lbfgs } from './lbfgs.js';

/**
 * L2-regularised logistic regression, the classifier of mteb's classification tasks (scikit-learn
 * `LogisticRegression()` defaults as mteb uses them: lbfgs, penalty l2, C = 1, intercept fitted and not
 * penalised; multinomial for three or more classes, a single logistic vector for two).
 *
 *   two classes:  min_w,b  Σ_i [log(1 + e^{z_i}) − y_i z_i] + ‖w‖²/(2C),   z_i = w·x_i + b, y_i = [label_i = c₁]
 *   k ≥ 3:        min_W,b  Σ_i [log Σ_c e^{z_ic} − z_{i,y_i}] + ‖W‖²_F/(2C),   z_ic = W_c·x_i + b_c
 *
 * Classes are the sorted distinct labels (numpy's np.unique order). Prediction: c₁ when z > 0, else c₀ (two
 * classes); the first class with the largest z (k ≥ 3). The objective is strictly convex in w, so the fit is
 * the optimum scikit-learn's lbfgs (max_iter 100, tol 1e-4) approaches; test/lite/tasks.test.ts checks that the
 * predictions agree with scikit-learn's on golden data.
 */
export interface LogisticModel {
  classes: number[];
  /** k weight rows of d (one row for two classes), row-major */
  w: Float64Array;
  b: Float64Array;
  d: number;
}

function softplus(z: number): number {
  return z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
}

function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** Decision values z (n × rows) of parameters laid out as [W (rows × d), b (rows)]. */
function decisions(p: Float64Array, x: Float64Array, n: number, d: number, rows: number): Float64Array {
  const z = new Float64Array(n * rows);
  for (let i = 0; i < n; i++)
    for (let c = 0; c < rows; c++) {
      let s = p[rows * d + c];
      const wo = c * d;
      const xo = i * d;
      for (let t = 0; t < d; t++) s += p[wo + t] * x[xo + t];
      z[i * rows + c] = s;
    }
  return z;
}

/** Loss and gradient of the penalised objective; `r` holds ∂loss/∂z per sample and row. */
function objective(x: Float64Array, y: Int32Array, n: number, d: number, rows: number, C: number) {
  return (p: Float64Array, grad: Float64Array): number => {
    const z = decisions(p, x, n, d, rows);
    const r = new Float64Array(n * rows);
    let loss = 0;
    for (let i = 0; i < n; i++) {
      if (rows === 1) {
        const zi = z[i];
        loss += softplus(zi) - (y[i] === 1 ? zi : 0);
        r[i] = sigmoid(zi) - (y[i] === 1 ? 1 : 0);
        continue;
      }
      let mx = -Infinity;
      for (let c = 0; c < rows; c++) mx = Math.max(mx, z[i * rows + c]);
      let se = 0;
      for (let c = 0; c < rows; c++) se += Math.exp(z[i * rows + c] - mx);
      loss += mx + Math.log(se) - z[i * rows + y[i]];
      for (let c = 0; c < rows; c++)
        r[i * rows + c] = Math.exp(z[i * rows + c] - mx) / se - (c === y[i] ? 1 : 0);
    }
    grad.fill(0);
    for (let c = 0; c < rows; c++) {
      const wo = c * d;
      for (let t = 0; t < d; t++) grad[wo + t] = p[wo + t] / C;
      for (let i = 0; i < n; i++) {
        const ri = r[i * rows + c];
        if (ri === 0) continue;
        grad[rows * d + c] += ri;
        const xo = i * d;
        for (let t = 0; t < d; t++) grad[wo + t] += ri * x[xo + t];
      }
      for (let t = 0; t < d; t++) loss += (p[wo + t] * p[wo + t]) / (2 * C);
    }
    return loss;
  };
}

/** Fit on n samples of dimension d (row-major) with numeric class labels. */
export function fitLogistic(x: Float64Array, labels: readonly number[], d: number, C = 1): LogisticModel {
  const n = labels.length;
  const classes = [...new Set(labels)].sort((a, b) => a - b);
  if (classes.length < 2) return { classes, w: new Float64Array(d), b: new Float64Array(1), d };
  const rows = classes.length === 2 ? 1 : classes.length;
  const y = Int32Array.from(labels, (l) => classes.indexOf(l));
  const p = lbfgs(objective(x, y, n, d, rows, C), new Float64Array(rows * (d + 1)));
  return { classes, w: p.slice(0, rows * d), b: p.slice(rows * d), d };
}

/** Predicted class of each of n samples (row-major, dimension d). */
export function predictLogistic(m: LogisticModel, x: Float64Array, n: number): number[] {
  if (m.classes.length < 2) return new Array<number>(n).fill(m.classes[0]);
  const rows = m.b.length;
  const p = new Float64Array(rows * (m.d + 1));
  p.set(m.w);
  p.set(m.b, rows * m.d);
  const z = decisions(p, x, n, m.d, rows);
  return Array.from({ length: n }, (_, i) => {
    if (rows === 1) return m.classes[z[i] > 0 ? 1 : 0];
    let best = 0;
    for (let c = 1; c < rows; c++) if (z[i * rows + c] > z[i * rows + best]) best = c;
    return m.classes[best];
  });
}
