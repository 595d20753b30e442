import { createRng } from '../../src/core/rng.js';
import type { OutcomeMatrix } from '../../src/lite/types.js';

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

/**
 * Vendor-family 0/1 matrices: outcomes structured across models the way real benchmark results are, which the
 * independent draws of `syntheticMatrix` are not. What makes a plain anchor-point estimate beat random K on real
 * matrices is that models share *which* items they solve beyond their overall ability: skills that some models
 * have (latent dimensions, unevenly spread over tasks and items) and vendor families that share training data
 * and so succeed and fail on the same items. Outcomes are steep functions of these (discriminations around 3), so
 * the Bernoulli noise is small next to the structure.
 *
 *   P(y_ij = 1) = c_i + (1 − c_i) σ(z_ij),  z_ij = a_i (g_j + Σ_d w_id s_jd) − b_i + u_{v(j),i} + e_ji
 *
 * Models: vendor v has a level γ_v ~ N(0, 0.6²) and a skill profile π_v ~ N(0, 0.7² I_D); model j of vendor v
 * has g_j = γ_v + σ_j (its size, σ_j ~ N(0, 0.8²)) and skills s_j = π_v + N(0, 0.3² I_D).
 * Tasks: task t weights the D skills by ω_t ~ Dirichlet(1)·D (some tasks lean on one skill), and has an offset
 * β_t ~ N(0, 0.7²). Items: a_i = exp(N(ln 3, 0.3²)); skill loadings w_i = ω_t ⊙ |N(0, I_D)| / D, then scaled so
 * that Σ_d w_id = ρ with ρ ~ U(0.3, 1) (how much the item depends on skills beyond general level); difficulty
 * b_i = a_i·(β_t + N(0, 1.1²)); guessing c_i ~ U(0, 0.25) for 20% of items.
 * Shared item effects: vendor v's u_{v,i} ~ N(0, `vendorItemSd`² = 1.2²) (training data in common), model j's own
 * e_ji ~ N(0, `modelItemSd`² = 0.5²).
 * Every vendor gets at least two models; models are numbered vendor by vendor.
 */
export interface VendorMatrixOptions {
  items: number;
  models: number;
  /** vendor families (default ≈ models / 4, at least 2) */
  vendors?: number;
  /** tasks the items are split into, in order (default 6) */
  tasks?: number;
  /** latent skill dimensions beyond general level (default 4) */
  skills?: number;
  /** task types, assigned to the tasks in turn (`type-0`, `type-1`, ...; default ⌈tasks / 2⌉; 0: no types) */
  taskTypes?: number;
  /** SD of the item effect a vendor's models share (default 1.2) */
  vendorItemSd?: number;
  /** SD of each model's own item effect (default 0.5) */
  modelItemSd?: number;
  /** median item discrimination (default 3) */
  discrimination?: number;
  /** SD of model size within a vendor (default 0.8) */
  sizeSd?: number;
  seed?: number;
}

export function vendorMatrix(opts: VendorMatrixOptions): OutcomeMatrix {
  const rng = createRng(opts.seed ?? 0).fork('vendor-matrix');
  const n = opts.items;
  const m = opts.models;
  // at least two vendors, and two models each
  const V = Math.min(Math.max(2, opts.vendors ?? Math.round(m / 4)), Math.max(1, Math.floor(m / 2)));
  const T = Math.max(1, opts.tasks ?? 6);
  const D = Math.max(1, opts.skills ?? 4);
  const types = opts.taskTypes ?? Math.ceil(T / 2);
  const normal = (sd: number) => sd * rng.normal();
  const vendorSd = opts.vendorItemSd ?? 1.2;
  const modelSd = opts.modelItemSd ?? 0.5;
  const vendor = Array.from({ length: m }, (_, j) => (j < 2 * V ? j % V : rng.int(V))).sort((a, b) => a - b);
  const level = Array.from({ length: V }, () => normal(0.6));
  const profile = Array.from({ length: V }, () => Array.from({ length: D }, () => normal(0.7)));
  const g = vendor.map((v) => level[v] + normal(opts.sizeSd ?? 0.8));
  const skill = vendor.map((v) => profile[v].map((p) => p + normal(0.3)));
  const taskWeights = Array.from({ length: T }, () => {
    const e = Array.from({ length: D }, () => -Math.log(1 - rng.next()));
    const s = e.reduce((x, y) => x + y, 0);
    return e.map((x) => (x / s) * D);
  });
  const taskOffset = Array.from({ length: T }, () => normal(0.7));
  const values = new Float64Array(n * m);
  const itemTask = Int32Array.from({ length: n }, (_, i) => Math.floor((i * T) / n));
  for (let i = 0; i < n; i++) {
    const t = itemTask[i];
    const a = Math.exp(Math.log(opts.discrimination ?? 3) + normal(0.3));
    const raw = taskWeights[t].map((w) => w * Math.abs(rng.normal()));
    const rawSum = raw.reduce((x, y) => x + y, 0) || 1;
    const rho = 0.3 + 0.7 * rng.next();
    const w = raw.map((x) => (x / rawSum) * rho);
    const b = a * (taskOffset[t] + normal(1.1));
    const c = rng.next() < 0.2 ? 0.25 * rng.next() : 0;
    const u = Array.from({ length: V }, () => normal(vendorSd));
    for (let j = 0; j < m; j++) {
      let ability = g[j];
      for (let d = 0; d < D; d++) ability += w[d] * skill[j][d];
      const z = a * ability - b + u[vendor[j]] + normal(modelSd);
      const p = c + (1 - c) / (1 + Math.exp(-z));
      values[i * m + j] = rng.next() < p ? 1 : 0;
    }
  }
  const width = String(n).length;
  return {
    items: Array.from({ length: n }, (_, i) => `item-${String(i).padStart(width, '0')}`),
    models: vendor.map((v, j) => `vendor-${v}/model-${String(j).padStart(2, '0')}`),
    values,
    itemTask,
    tasks: Array.from({ length: T }, (_, t) => `task-${t}`),
    taskType: types > 0 ? Array.from({ length: T }, (_, t) => `type-${t % types}`) : null,
    families: vendor.map((v) => `vendor-${v}`),
    fullScores: null,
    itemModels: Array.from({ length: T }, () => 'binary' as const),
  };
}
