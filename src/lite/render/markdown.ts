import { itemModelWords } from './text.js';
import type { LiteConfig, LiteManifest } from '../formats/config.js';
import { mdCell } from '../../core/markdown.js';

/** The Markdown pages of a lite config folder: README.md (what it is and how to use it) and SELECTION.md. */

const fmt = (x: number, d = 3) => (Number.isFinite(x) ? x.toFixed(d) : 'n/a');

function usageSection(m: LiteManifest): string[] {
  return [
    '## Use it',
    '',
    '```',
    'execret lite estimate --config THIS_FOLDER --outcomes new-model.csv',
    '```',
    '',
    'The CSV has the item id in the first column and one column per model, with outcomes in [0, 1] for at least',
    'the selected items listed in SELECTION.md.',
    '',
    ...(m.source?.kind === 'eval'
      ? [
          `The items are query ids of an execret release and the outcomes its per-query ${m.source.metric}, so a retriever`,
          'can also be evaluated on the selected queries only:',
          '',
          '```',
          'execret lite estimate --config THIS_FOLDER -r RETRIEVER RELEASE',
          '```',
          '',
          `The config was built on the release with sha256 ${m.source.release_sha256 ?? '(unknown: the result folders disagree)'}.`,
          '',
        ]
      : []),
  ];
}

function tasksSection(m: LiteManifest): string[] {
  return [
    '## Tasks',
    '',
    '| task | type | pool | selected | calibration a | b | r | residual SD |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...m.tasks.map(
      (t) =>
        `| ${mdCell(t.name)} | ${mdCell(t.type ?? '')} | ${t.pool_size} | ${t.selected} | ${fmt(t.calibration.a, 4)} | ${fmt(t.calibration.b, 4)} | ${fmt(t.calibration.r)} | ${fmt(t.calibration.residual_sd, 4)} |`,
    ),
    '',
  ];
}

function validationSection(m: LiteManifest): string[] {
  return [
    '## Validation',
    '',
    m.validation
      ? m.validation.family_mae === undefined
        ? `Distinct-model leave-one-out on the reference models chose \`${m.validation.chosen}\`: MAE ${fmt(m.validation.mae, 4)}, Kendall tau-b ${fmt(m.validation.kendall)}, against MAE ${fmt(m.validation.random_mae, 4)} for random K (mean of 10 draws). The variant was chosen on the same folds, so these figures are mildly optimistic.`
        : `Leave-one-out validation on the reference models chose \`${m.validation.chosen}\`, the lowest worst-case MAE over the distinct-model and family protocols: distinct MAE ${fmt(m.validation.mae, 4)} (Kendall tau-b ${fmt(m.validation.kendall)}) against ${fmt(m.validation.random_mae, 4)} for random K (mean of 10 draws); family MAE ${fmt(m.validation.family_mae, 4)} against ${fmt(m.validation.family_random_mae ?? NaN, 4)}. The variant was chosen on the same folds, so these figures are mildly optimistic.`
      : 'Not validated at selection time; run `execret lite validate` on the same outcomes for leave-one-model-out and leave-one-family-out figures.',
    '',
  ];
}

export function renderReadme(config: LiteConfig): string {
  const m = config.manifest;
  const lines = [
    `# Lite config: ${m.selected_items} of ${m.total_items} items (${(100 * m.cost_share).toFixed(1)}% of the cost)`,
    '',
    `Made by execret ${m.tool_version} with \`execret lite select\`: ${m.method} selection, K = ${m.k} items per task,`,
    `${m.estimator} estimator, ${itemModelWords(m.item_model)} item model (C = ${m.c}), seed ${m.seed}.`,
    `The benchmark score is the ${m.aggregate} of the calibrated task estimates.`,
    '',
    ...usageSection(m),
    ...tasksSection(m),
    ...validationSection(m),
    `## Reference models (${m.reference_models.length})`,
    '',
    ...m.reference_models.map((r) => `- ${r.name}${r.family !== r.name ? ` (family ${r.family})` : ''}`),
    '',
  ];
  return lines.join('\n');
}

export function renderSelection(config: LiteConfig): string {
  const m = config.manifest;
  const out = [
    '# Selected items',
    '',
    `Method \`${m.method}\`, K = ${m.k} per task, seed ${m.seed}. The weight is the item's share in the weighted mean`,
    "(for anchor points, its cluster's share of the pool; for clusters, that share over the items drawn from the",
    "cluster); a and b are the item model's slope and intercept in θ",
    '(θ is the full task score standardised over the reference models).',
    '',
  ];
  for (const t of config.tasks) {
    out.push(
      `## ${t.task}`,
      '',
      `${t.selected.length} of ${t.pool_size} items. θ = (score − ${fmt(t.theta.mean, 4)}) / ${fmt(t.theta.sd, 4)}.`,
      '',
    );
    out.push('| item | weight | a | b |', '| --- | ---: | ---: | ---: |');
    for (const s of t.selected)
      out.push(`| ${mdCell(s.id)} | ${fmt(s.weight, 4)} | ${fmt(s.a)} | ${fmt(s.b)} |`);
    out.push('');
  }
  return out.join('\n');
}
