import type { LiteEstimateOutput, LiteOutcomesSummary, LitePoolsSummary } from '../api.js';
import type { LiteEvalResult } from '../release/eval.js';
import type { LiteManifest } from '../formats/config.js';
import type { ValidationReport } from '../validation/protocols.js';
import { variantLabel } from '../validation/variant.js';

/** The plain-text summaries the `execret lite` commands print without --json. */

/** A manifest's item model in words. */
export function itemModelWords(kind: LiteManifest['item_model']): string {
  if (kind === 'mixed') return '2PL (binary tasks) and linear-Gaussian (continuous tasks)';
  return kind === 'binary' ? '2PL' : 'linear-Gaussian';
}

const f4 = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : 'n/a');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export function renderSelectSummary(m: LiteManifest, out: string): string {
  const variant =
    (m as { variant?: string }).variant ?? variantLabel({ selection: m.method, estimator: m.estimator });
  return `wrote ${out}: ${variant}, ${m.selected_items} of ${m.total_items} items (${pct(m.cost_share)}) over ${m.tasks.length} task(s)\n`;
}

export function renderValidateSummary(report: ValidationReport): string {
  const lines = [
    `lite validate: ${report.items} items, ${report.models} models, ${report.tasks} task(s), K = ${report.k}`,
  ];
  for (const [name, p] of Object.entries(report.protocols)) {
    lines.push(`${name} (${p.folds} folds${p.same_as ? `, same as ${p.same_as}` : ''}):`);
    lines.push(
      `  chosen ${p.chosen.variant}: MAE ${f4(p.chosen.mae)}  tau-b ${f4(p.chosen.kendall)}  r ${f4(p.chosen.pearson)}  tau(resolvable) ${f4(p.chosen.tau_resolvable)}  (mildly optimistic)`,
    );
    lines.push(
      `  random K (${p.random.draws} draws): MAE ${f4(p.random.mae)}  tau-b ${f4(p.random.kendall)}`,
    );
    lines.push(
      `  plain anchor points (uncalibrated): MAE ${f4(p.anchor_points.mae)}  tau-b ${f4(p.anchor_points.kendall)}`,
    );
    lines.push(`  whole pool: MAE ${f4(p.pool.mae)}  tau-b ${f4(p.pool.kendall)}`);
  }
  return lines.join('\n') + '\n';
}

const taskList = (tasks: Record<string, number>) =>
  Object.entries(tasks)
    .map(([t, v]) => `${t} ${f4(v)}`)
    .join(', ');

export function renderEstimateSummary(out: LiteEstimateOutput): string {
  if (out.from === 'outcomes') {
    const r = out.result;
    return (
      [
        ...r.models.map((m) => `${m.model}: ${f4(m.benchmark_mean)}  (${taskList(m.tasks)})`),
        `estimator ${variantLabel({ selection: r.method, estimator: r.estimator })}; ${r.selected_items} of ${r.total_items} items = ${pct(r.cost_share)} of the full cost`,
      ].join('\n') + '\n'
    );
  }
  const r = out.result;
  return (
    [
      ...r.models.map(
        (m) =>
          `${m.model}: estimated ${r.metric} ${f4(m.benchmark_mean)}  (${taskList(m.tasks)}; scored in ${r.seconds[m.model].toFixed(2)} s)`,
      ),
      `estimator ${variantLabel({ selection: r.method, estimator: r.estimator })}; ${r.cost.queries_evaluated} of ${r.cost.queries_total} queries = ${pct(r.cost.share)} of the full cost (${r.cost.counts})`,
    ].join('\n') + '\n'
  );
}

export function renderOutcomesSummary(r: LiteOutcomesSummary): string {
  const lines = [`wrote ${r.out}: ${Object.values(r.files).join(', ')}`];
  for (const t of r.tasks) {
    const scores = r.models.map((m) => `${m} ${f4(r.scores[m][t.name])}`).join(', ');
    lines.push(`  ${t.name} (${t.type}, ${t.items} items, ${t.main_score}): ${scores}`);
  }
  return lines.join('\n') + '\n';
}

export function renderPoolsSummary(r: LitePoolsSummary): string {
  const p = r.params;
  return (
    `wrote ${r.out}: pools of ${r.queries} of ${r.queries_with_relevant} queries with a relevant document; ` +
    `${r.documents} of ${r.corpus} documents in a pool (mean pool ${r.mean_pool_size.toFixed(1)}: BM25 top ${p.bm25_top} ` +
    `with k1 ${p.k1}, b ${p.b}; relevant up to ${p.max_relevant}; ${p.shared_random} shared random; seed ${p.seed})\n`
  );
}

export function renderEvalSummary(r: LiteEvalResult): string {
  const w = Math.max(4, ...r.rows.map((x) => x.task.length));
  const lines = [
    `${r.model} on ${r.config}: estimated macro ${f4(r.estimated_macro)}, mean ${f4(r.estimated_mean)}`,
    `${'task'.padEnd(w)}  ${'type'.padEnd(18)} ${'statistic'.padEnd(24)} ${'value'.padStart(8)} ${'estimate'.padStart(9)}  items`,
    ...r.rows.map(
      (x) =>
        `${x.task.padEnd(w)}  ${(x.type ?? '').padEnd(18)} ${`${x.statistic_kind}: ${x.statistic_name}`.padEnd(24)} ${f4(x.statistic).padStart(8)} ${f4(x.estimate).padStart(9)}  ${x.items}/${x.pool}`,
    ),
    `texts encoded ${r.texts.encoded} for ${r.texts.needed} needed (${r.texts.ratio.toFixed(2)}x)` +
      (r.texts.full_benchmark ? `; the whole benchmark has ${r.texts.full_benchmark}` : '') +
      `; ${r.seconds.toFixed(1)} s`,
  ];
  return lines.join('\n') + '\n';
}
