import { createRng } from '../core/rng.js';
import type { OutcomeMatrix } from './types.js';

/**
 * Seeded synthetic 0/1 outcome matrices that look like real benchmark results: a two-dimensional 3PL ground
 * truth, items grouped into latent domains, and families of correlated models.
 *   P(y_ij = 1) = c_i + (1 − c_i) σ(a_i (w_i · θ_j) − b_i + v_{j,g(i)} + u_{f(j),g(i)} + e_{f(j),i})
 * Items: discrimination a_i = exp(N(0.7, 0.35²)), difficulty b_i ~ N(β_g, 2²) around a domain offset
 * β_g ~ N(0, 0.5²), loading direction w_i on the unit circle at angle N(α_g, 0.2²) around the domain's angle
 * α_g ~ N(0, 0.5²), guessing c_i ~ U(0, 0.25) for 30% of items (0 otherwise).
 * Models: θ_j = μ_{f(j)} + N(0, 0.45² I) with family means μ_f ~ N(0, 0.8² I). Domain strengths: per model
 * v_{j,g} ~ N(0, 0.3²) and per family u_{f,g} ~ N(0, 0.4²); item-level family noise e_{f,i} ~ N(0, 0.25²).
 * Domains matter: real benchmarks are made of topics on which some models (and families) are stronger.
 */
export interface SyntheticOptions {
  items: number;
  models: number;
  /** number of families (default ≈ models / 3.5) */
  families?: number;
  /** latent item domains (default 24) */
  domains?: number;
  /** tasks the items are split into, in order (default 1) */
  tasks?: number;
  seed?: number;
  /** mean of log discrimination (default 0.7) */
  logDiscrimination?: number;
  /** SD of difficulty within a domain (default 2) */
  difficultySd?: number;
}

export function syntheticMatrix(opts: SyntheticOptions): OutcomeMatrix {
  const rng = createRng(opts.seed ?? 0);
  const n = opts.items;
  const m = opts.models;
  const F = Math.max(1, opts.families ?? Math.round(m / 3.5));
  const G = Math.max(1, opts.domains ?? 24);
  const T = Math.max(1, opts.tasks ?? 1);
  const normal = (sd: number) => sd * rng.normal();
  const aMu = opts.logDiscrimination ?? 0.7;
  const bSd = opts.difficultySd ?? 2;
  const famMu = Array.from({ length: F }, () => [normal(0.8), normal(0.8)]);
  // Every family gets at least one model; the rest are assigned at random.
  const fam = Array.from({ length: m }, (_, j) => (j < F ? j : rng.int(F)));
  const theta = fam.map((f) => [famMu[f][0] + normal(0.45), famMu[f][1] + normal(0.45)]);
  const domBeta = Array.from({ length: G }, () => normal(0.5));
  const domAngle = Array.from({ length: G }, () => normal(0.5));
  const modelDom = Array.from({ length: m }, () => Array.from({ length: G }, () => normal(0.3)));
  const famDom = Array.from({ length: F }, () => Array.from({ length: G }, () => normal(0.4)));
  const values = new Float64Array(n * m);
  for (let i = 0; i < n; i++) {
    const g = rng.int(G);
    const a = Math.exp(aMu + normal(0.35));
    const b = domBeta[g] + normal(bSd);
    const ang = domAngle[g] + normal(0.2);
    const w0 = Math.cos(ang),
      w1 = Math.sin(ang);
    const c = rng.next() < 0.3 ? 0.25 * rng.next() : 0;
    const e = Array.from({ length: F }, () => normal(0.25));
    for (let j = 0; j < m; j++) {
      const f = fam[j];
      const z = a * (w0 * theta[j][0] + w1 * theta[j][1]) - b + modelDom[j][g] + famDom[f][g] + e[f];
      const p = c + (1 - c) / (1 + Math.exp(-z));
      values[i * m + j] = rng.next() < p ? 1 : 0;
    }
  }
  const width = String(n).length;
  return {
    items: Array.from({ length: n }, (_, i) => `item-${String(i).padStart(width, '0')}`),
    models: Array.from({ length: m }, (_, j) => `model-${String(j).padStart(2, '0')}`),
    values,
    itemTask: Int32Array.from({ length: n }, (_, i) => Math.floor((i * T) / n)),
    tasks: Array.from({ length: T }, (_, t) => `task-${t}`),
    taskType: null,
    families: fam.map((f) => `family-${f}`),
    fullScores: null,
    itemModels: Array.from({ length: T }, () => 'binary' as const),
  };
}
