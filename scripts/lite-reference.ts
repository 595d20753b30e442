// Reference set for an ExecRetrieval-lite config: evaluates a grid of offline retrievers (bm25, tfidf, hashing
// families; scripts/lite-reference-set.ts) on a release, writes the families CSV, validates (distinct- and family-level
// leave-one-out) and selects a config.
//
// Usage: npx tsx scripts/lite-reference.ts [RELEASE] --out DIR [-k K] [--metric exec@1|ndcg@10]
//          [--task-by none|domain|task] [--seed N] [--draws N] [--with RESULTS_DIR ...] [--list]
// RELEASE defaults to the bundled data/release. Writes DIR/results/ (one `execret eval` folder holding every
// system), DIR/families.csv and DIR/config/ (`lite select`), and prints the validation's figures (the whole
// report: the `lite validate ... --json` step it prints).
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import { createLogger } from '../src/core/log.js';
import { PACKAGE_ROOT } from '../src/core/version.js';
import { EVAL_METRICS, type EvalMetric, type TaskBy } from '../src/lite/types.js';
import { REFERENCE_GRID, referenceSet } from './lite-reference-set.js';
import { variantLabel } from '../src/lite/validation/variant.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    k: { type: 'string', short: 'k', default: '30' },
    metric: { type: 'string', default: 'exec@1' },
    'task-by': { type: 'string', default: 'none' },
    seed: { type: 'string', default: '0' },
    draws: { type: 'string', default: '10' },
    'max-per-family': { type: 'string', default: '3' },
    with: { type: 'string', multiple: true, default: [] },
    list: { type: 'boolean', default: false },
  },
});

function fail(msg: string): never {
  process.stderr.write(`lite-reference: ${msg}\n`);
  process.exit(2);
}

if (values.list) {
  for (const s of REFERENCE_GRID) process.stdout.write(`${s.family}\t${s.spec}\n`);
  process.exit(0);
}
const release = positionals[0] ?? join(PACKAGE_ROOT, 'data', 'release');
const out = values.out ?? fail('give --out DIR');
const int = (name: string, raw: string, min: number) => {
  const v = Number(raw);
  return Number.isInteger(v) && v >= min ? v : fail(`--${name}: expected an integer >= ${min}, got "${raw}"`);
};
const metric = values.metric as EvalMetric;
if (!EVAL_METRICS.includes(metric)) fail(`--metric: expected ${EVAL_METRICS.join(' or ')}`);
const taskBy = values['task-by'] as TaskBy;
if (!['none', 'domain', 'task'].includes(taskBy)) fail('--task-by: expected none, domain or task');
const k = int('k', values.k, 1);
const seed = int('seed', values.seed, 0);
const maxPerFamily = int('max-per-family', values['max-per-family'], 0);

const t0 = performance.now();
try {
  const r = await referenceSet({
    release,
    out,
    k,
    metric,
    taskBy,
    seed,
    maxPerFamily,
    randomDraws: int('draws', values.draws, 1),
    extraResults: values.with,
    log: createLogger({ quiet: false }),
  });
  const scoring = Object.values(r.seconds).reduce((a, b) => a + b, 0);
  const f = (x: number) => (Number.isFinite(x) ? x.toFixed(4) : 'n/a');
  const lines = [
    `${r.config.manifest.reference_models.length} reference models, ${r.validation.items} items, K = ${k} (${metric})`,
  ];
  for (const [name, p] of Object.entries(r.validation.protocols)) {
    lines.push(
      `${name} (${p.folds} folds): chosen ${p.chosen.variant} MAE ${f(p.chosen.mae)} tau-b ${f(p.chosen.kendall)}; random K MAE ${f(p.random.mae)}; pool MAE ${f(p.pool.mae)}`,
    );
  }
  const m = r.config.manifest;
  lines.push(
    `config ${join(out, r.files.config)}: ${variantLabel({ selection: m.method, estimator: m.estimator })}, ${m.selected_items} of ${m.total_items} items`,
    `scoring ${scoring.toFixed(1)} s, total ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    '',
    'The same steps with the CLI:',
    `  execret lite validate ${[join(out, r.files.results), ...values.with].join(' ')} --metric ${metric} --task-by ${taskBy} --families ${join(out, r.files.families)} -k ${k} --seed ${seed} --max-per-family ${maxPerFamily} --json`,
    `  execret lite select ${[join(out, r.files.results), ...values.with].join(' ')} --metric ${metric} --task-by ${taskBy} --families ${join(out, r.files.families)} -k ${k} --seed ${seed} --max-per-family ${maxPerFamily} --out ${join(out, r.files.config)}`,
  );
  process.stdout.write(lines.join('\n') + '\n');
} catch (e) {
  const err = e as { format?: () => string; exitCode?: number };
  if (typeof err.format === 'function') {
    process.stderr.write(err.format() + '\n');
    process.exit(err.exitCode ?? 2);
  }
  throw e;
}
