import { itemModelWords } from './text.js';
import { basename, resolve } from 'node:path';
import type { ReleaseConfig, ReleaseManifest } from '../release/folder.js';
import type { ReleaseAgreement, ReleaseValidation } from '../release/validation.js';
import { mdCell } from '../../core/markdown.js';
import { parseVariant } from '../validation/variant.js';

/** The Markdown of a lite release: README.md (a dataset card), SELECTION.md and validation/<CONFIG>.md. */

const f = (x: number | null | undefined, d = 3) => (x != null && Number.isFinite(x) ? x.toFixed(d) : 'n/a');
const int = (x: number) => x.toLocaleString('en-US');
/** r below which a task's calibration is flagged as weak. */
export const WEAK_R = 0.3;

function frontMatter(name: string, configs: readonly ReleaseConfig[]): string[] {
  return [
    '---',
    `pretty_name: ${JSON.stringify(`${name} (execret lite)`)}`,
    'tags:',
    '- execret',
    '- mteb-lite',
    '- embeddings',
    '- benchmark-subset',
    'configs:',
    ...configs.flatMap((c) => [
      `- config_name: ${c.manifest.name}`,
      '  data_files:',
      '  - split: selection',
      `    path: ${c.manifest.name}/*.json`,
    ]),
    '---',
    '',
  ];
}

function duration(s: number): string {
  return s < 90
    ? `${s.toFixed(0)} s`
    : s < 5400
      ? `${(s / 60).toFixed(0)} min`
      : `${(s / 3600).toFixed(1)} h`;
}

function configsTable(configs: readonly ReleaseConfig[]): string[] {
  return [
    '## Configs',
    '',
    '| config | tasks | items (selected / pool) | texts to encode | tokens | est. encode time | combo | distinct macro MAE | random K MAE |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: |',
    ...configs.map(({ manifest: m, validation: v }) => {
      const c = m.cost;
      const d = v.aggregate.distinct;
      const texts = c ? `${int(c.texts)} of ${int(c.full_texts)}` : 'n/a';
      return `| ${mdCell(m.name)} | ${m.tasks.length} | ${int(m.selected_items)} / ${int(m.total_items)} | ${texts} | ${c ? int(c.tokens) : 'n/a'} | ${c ? duration(c.encode_seconds) : 'n/a'} | \`${m.variant}\` | ${f(d[m.variant].macro.mae, 4)} | ${f(d.random.macro.mae, 4)} |`;
    }),
    '',
    'Texts to encode are the distinct texts the selected items need (queries, their pool documents and the shared',
    'random documents, classification training rows, ...); tokens are estimated as ⌈characters / 4⌉ per text and the',
    `time at the stated throughput (${configs[0]?.manifest.cost?.tokens_per_second ?? 'n/a'} tokens/s: a small encoder on one CPU core; an API or a GPU is far faster).`,
    '',
  ];
}

function calibrationTables(configs: readonly ReleaseConfig[]): string[] {
  return [
    '## Calibration',
    '',
    'Per task, full ≈ a + b × statistic, least squares over the reference models (r: in-sample Pearson r).',
    '',
    ...configs.flatMap(({ manifest: m }) => [
      `### ${m.name}`,
      '',
      '| task | type | statistic | a | b | r | residual SD | n |',
      '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |',
      ...m.tasks.map((t) => {
        const d = m.datasets.find((x) => x.name === t.name);
        const stat = d?.statistic === 'set' ? `set: ${d.main_score}` : m.estimator;
        return `| ${mdCell(t.name)} | ${mdCell(t.type ?? '')} | ${stat} | ${f(t.calibration.a, 4)} | ${f(t.calibration.b, 4)} | ${f(t.calibration.r)} | ${f(t.calibration.residual_sd, 4)} | ${t.calibration.n} |`;
      }),
      '',
    ]),
  ];
}

function weakTasks(configs: readonly ReleaseConfig[]): string[] {
  return [
    '## Weakly calibrated tasks',
    '',
    `Tasks whose calibration fit has r < ${WEAK_R}: their estimate is close to the reference models' mean whatever the`,
    'new model does on the selected items, so read them as a prior, not a measurement.',
    '',
    ...configs.map(({ manifest: m }) => {
      const weak = m.tasks.filter((t) => !(t.calibration.r >= WEAK_R));
      return `- ${m.name}: ${weak.length ? weak.map((t) => `${t.name} (r = ${f(t.calibration.r)})`).join(', ') : 'none'}`;
    }),
    '',
  ];
}

const row = (label: string, a: ReleaseAgreement) =>
  `| ${label} | ${f(a.mae, 4)} | ${f(a.kendall)} | ${f(a.tau_resolvable)} | ${f(a.pearson)} | ${a.n} |`;

/** Chosen combo, random K and the whole pool under both protocols and aggregates. */
export function validationSummary(m: ReleaseManifest, v: ReleaseValidation): string[] {
  return [
    '| protocol / aggregate / estimator | MAE | Kendall τ | τ (resolvable) | Pearson r | models |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...(['distinct', 'family'] as const).flatMap((p) =>
      (['macro', 'mean'] as const).flatMap((agg) => [
        row(`${p} / ${agg} / \`${m.variant}\``, v.aggregate[p][m.variant][agg]),
        row(`${p} / ${agg} / random K`, v.aggregate[p].random[agg]),
        ...(v.aggregate[p].anchor_points
          ? [row(`${p} / ${agg} / plain anchor points`, v.aggregate[p].anchor_points[agg])]
          : []),
        row(`${p} / ${agg} / whole pool`, v.aggregate[p].pool[agg]),
      ]),
    ),
  ];
}

function validationSection(configs: readonly ReleaseConfig[]): string[] {
  return [
    '## Validation',
    '',
    'Leave-one-model-out (distinct) and leave-one-family-out (family): in every fold the held-out models are removed',
    'and item fits, selection and calibration are redone on the rest. Macro: mean over task types of the mean over',
    'their tasks; mean: over tasks. τ (resolvable): Kendall τ over pairs of models at least 0.5 points apart. The',
    'combo was chosen once, by its worst macro MAE over the two protocols, so its figures are mildly optimistic. Full',
    'tables: `validation/<CONFIG>.md`.',
    '',
    ...configs.flatMap(({ manifest: m, validation: v }) => [
      `### ${m.name}`,
      '',
      ...validationSummary(m, v),
      '',
    ]),
  ];
}

const LIMITATIONS = [
  '## Limitations',
  '',
  '- The combo is chosen on the same folds it is reported on: its validation figures are mildly optimistic.',
  '- Calibrations are fitted on the reference models; a new model unlike all of them is an extrapolation.',
  '- Retrieval tasks with pools are scored against their pools, not the whole corpus: a model that finds',
  '  relevant documents outside the BM25 top 30 is not credited for them (the whole-pool baseline shows the loss',
  '  when full scores from full-corpus runs are given).',
  '- Set-metric tasks (STS, PairClassification, Clustering) score a small set: their statistic is noisier than the',
  '  task score, which calibration absorbs only on average.',
  '- Token counts and encode times are estimates.',
  '',
];

/**
 * A limitation line when a config's combo, under leave-one-family-out validation, estimates the benchmark (macro)
 * worse than random K items: a model from a new family does not get the help its family-mates give a held-out model
 * of a known family (issue #13: on families whose scores barely overlap no combo beats random K). `combo` is the
 * shipped one: the validation's choice, or the one `--method`/`--estimator` fixed. Nothing when every model is its
 * own family.
 */
export function familyCaveat(
  name: string,
  combo: string,
  v: Pick<ReleaseValidation, 'aggregate' | 'folds' | 'models'>,
): string[] {
  if (v.folds.family === v.models) return [];
  const chosen = v.aggregate.family[combo]?.macro;
  const random = v.aggregate.family.random?.macro;
  if (!chosen || !random || !(chosen.mae > random.mae)) return [];
  return [
    `- \`${name}\`: under leave-one-family-out validation its combo \`${combo}\` (macro MAE ${f(chosen.mae, 4)})`,
    `  is less accurate than random K items (${f(random.mae, 4)}): a model from a family unlike the reference`,
    '  families may be estimated no better than by random items.',
  ];
}

export function renderReleaseReadme(dir: string, configs: readonly ReleaseConfig[]): string {
  const name = basename(resolve(dir));
  const tasks = [...new Set(configs.flatMap((c) => c.manifest.tasks.map((t) => t.name)))];
  return [
    ...frontMatter(name, configs),
    `# ${name}: validated small subsets (execret lite)`,
    '',
    `Small subsets of ${tasks.length} task(s) whose calibrated scores estimate each task's full score and the benchmark's`,
    'macro and mean scores, with the validation that says how well. Files hold item ids, weights, item parameters',
    'and calibrations, never texts: the task data stays where it is. Made by `execret lite select`; see',
    'SELECTION.md for how.',
    '',
    ...configsTable(configs),
    ...calibrationTables(configs),
    ...weakTasks(configs),
    ...validationSection(configs),
    ...LIMITATIONS.slice(0, -1),
    ...configs.flatMap((c) => familyCaveat(c.manifest.name, c.manifest.variant, c.validation)),
    '',
    '## Usage',
    '',
    '```',
    ...configs.map(
      (c) =>
        `execret lite eval --config ${name}/${c.manifest.name} -r MODEL        # e.g. -r openai:text-embedding-3-small`,
    ),
    '```',
    '',
    'It encodes only the texts the selected items need and prints the estimated macro and mean scores, with each',
    "task's subset statistic and calibrated estimate (`--json`: `estimated_macro`, `estimated_mean`, `rows`).",
    '',
  ].join('\n');
}

function datasetLines(m: ReleaseManifest): string[] {
  return [
    '| task | type | main score | statistic | items | pools |',
    '| --- | --- | --- | --- | ---: | --- |',
    ...m.datasets.map((d) => {
      const p = d.pools;
      const pools = p
        ? `BM25 top ${p.bm25_top} (k1 ${p.k1}, b ${p.b}), relevant ≤ ${p.max_relevant}, ${p.shared_random} shared random, ≤ ${p.max_queries} queries, seed ${p.seed}`
        : '';
      return `| ${mdCell(d.name)} | ${mdCell(d.type ?? '')} | ${mdCell(d.main_score ?? '')} | ${d.statistic === 'set' ? 'set metric' : 'per-item outcome'} | ${d.items} | ${pools} |`;
    }),
  ];
}

function configSelection({ manifest: m, config, validation: v }: ReleaseConfig): string[] {
  const families = new Map<string, string[]>();
  const used = m.reference_models.filter((r) => r.role.startsWith('selection'));
  const unused = m.reference_models.filter((r) => !r.role.startsWith('selection'));
  for (const r of used) families.set(r.family, [...(families.get(r.family) ?? []), r.name]);
  return [
    `## ${m.name}`,
    '',
    '**Tasks, per-item outcomes and pools.** Outcomes as docs/lite.md defines them per task type; set-metric tasks are',
    'scored by their own metric on the selected set.',
    '',
    ...datasetLines(m),
    '',
    `**Reference models** (${used.length}, ${families.size} families kept): ${[...families].map(([fam, ms]) => (ms.length === 1 && ms[0] === fam ? fam : `${fam}: ${ms.join(', ')}`)).join('; ')}.`,
    '',
    ...(unused.length
      ? [
          `Not used (${unused.length}; a family keeps at most its best, median and worst model by full score, and public or base models are their own family): ${unused.map((r) => `${r.name} (${r.role.replace(/^not used: /, '')})`).join('; ')}.`,
          '',
        ]
      : []),
    `**Item models.** ${itemModelWords(m.item_model)} (C = ${m.c}) on θ = the standardised full task score.`,
    '',
    `**Selection.** K = ${m.k} per task, seed ${m.seed}: \`${m.method}\` for item tasks, the \`${parseVariant(m.variant).setSelection ?? 'stratified'}\` set for set-metric tasks; estimator \`${m.estimator}\`.`,
    '',
    `**Protocol.** Leave-one-model-out (${v.folds.distinct} folds) and leave-one-family-out (${v.folds.family} folds), selection and calibration redone per fold; random K averaged over ${v.random_draws} draws.`,
    '',
    `**Chosen combo.** \`${v.choice.combo}\` (lowest worst-case macro MAE over the distinct and family protocols; mildly optimistic).`,
    '',
    '**Selected items.**',
    '',
    ...config.tasks.map(
      (t) =>
        `- ${t.task} (${t.selected.length} of ${t.pool_size}): ${t.selected.map((s) => s.id).join(', ')}`,
    ),
    '',
  ];
}

export function renderReleaseSelection(configs: readonly ReleaseConfig[]): string {
  return ['# How the configs were selected', '', ...configs.flatMap(configSelection)].join('\n');
}

export function renderValidationMarkdown(m: ReleaseManifest, v: ReleaseValidation): string {
  const baselines = ['random', 'anchor_points', 'pool'];
  const combos = Object.keys(v.aggregate.distinct).filter((k) => !baselines.includes(k));
  const lines = [
    `# Validation of ${m.name}`,
    '',
    `K = ${v.k}, seed ${v.seed}, ${v.models} models; chosen combo \`${v.choice.combo}\` (${v.choice.note}).`,
    '',
    ...validationSummary(m, v),
    '',
  ];
  for (const p of ['distinct', 'family'] as const) {
    lines.push(
      `## ${p}: every combo (macro MAE, mean MAE)`,
      '',
      '| combo | macro MAE | mean MAE | macro τ |',
      '| --- | ---: | ---: | ---: |',
    );
    for (const c of [...combos, ...baselines]) {
      const a = v.aggregate[p][c];
      if (!a) continue;
      lines.push(`| ${c} | ${f(a.macro.mae, 4)} | ${f(a.mean.mae, 4)} | ${f(a.macro.kendall)} |`);
    }
    lines.push('');
  }
  lines.push(
    '## Per task (distinct): chosen combo, random K, whole pool',
    '',
    '| task | type | statistic | combo MAE | combo r | random MAE | pool MAE |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: |',
  );
  for (const t of v.tasks) {
    const d = t.protocols.distinct;
    lines.push(
      `| ${mdCell(t.task)} | ${mdCell(t.type ?? '')} | ${t.statistic} | ${f(d[v.choice.combo].mae, 4)} | ${f(d[v.choice.combo].pearson)} | ${f(d.random.mae, 4)} | ${f(d.pool.mae, 4)} |`,
    );
  }
  return lines.join('\n') + '\n';
}
