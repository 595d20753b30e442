import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { usageError } from '../src/core/errors.js';
import { silentLogger, type Logger } from '../src/core/log.js';
import type { ProgressEvent } from '../src/core/progress.js';
import { evaluate } from '../src/evaluate/index.js';
import { writeConfig, type LiteConfig } from '../src/lite/formats/config.js';
import { writeFamilyTable } from '../src/lite/formats/family-table.js';
import { loadOutcomeMatrix } from '../src/lite/formats/load-tables.js';
import { chooseReferenceModels } from '../src/lite/selection/reference-models.js';
import { selectConfig } from '../src/lite/selection/fit-config.js';
import type { EvalMetric, TaskBy } from '../src/lite/types.js';
import { validate, type ValidationReport } from '../src/lite/validation/protocols.js';
import { LITE_DEFAULTS } from '../src/lite/defaults.js';

/** One reference system: a retriever spec (`execret eval -r` syntax) and its family. */
export interface ReferenceSystem {
  spec: string;
  family: string;
}

const grid = (family: string, base: string, axes: Record<string, readonly (string | number)[]>) => {
  let specs: string[][] = [[]];
  for (const [key, values] of Object.entries(axes))
    specs = specs.flatMap((prefix) => values.map((v) => [...prefix, `${key}=${v}`]));
  return specs.map((kv) => ({ spec: `${base}?${kv.join('&')}`, family }));
};

/**
 * The offline reference set for an ExecRetrieval-lite config: 20 systems in three families.
 * - bm25 (9): k1 ∈ {0.6, 1.2, 2.0} × b ∈ {0.25, 0.75, 1.0} (term saturation × length normalisation);
 * - tfidf (5): character n-gram ranges 2-3, 2-4, 3-5, 4-6, 5-8;
 * - hashing (6): dims ∈ {128, 512, 2048} × seed ∈ {0, 1} (collision rate × which features collide).
 * The bm25 retriever has one tokenizer (code-v1), so the grid does not vary it.
 */
export const REFERENCE_GRID: readonly ReferenceSystem[] = Object.freeze([
  ...grid('bm25', 'bm25', { k1: [0.6, 1.2, 2.0], b: [0.25, 0.75, 1.0] }),
  ...grid('tfidf', 'tfidf', { ngram: ['2-3', '2-4', '3-5', '4-6', '5-8'] }),
  ...grid('hashing', 'hashing', { dims: [128, 512, 2048], seed: [0, 1] }),
]);

export interface ReferenceSetOptions {
  /** release folder */
  release: string;
  /** output folder: results/, families.csv, config/ (the validation report is returned, not written) */
  out: string;
  /** items per task */
  k: number;
  metric?: EvalMetric;
  taskBy?: TaskBy;
  seed?: number;
  /** random-K baseline draws in the validation (default 10) */
  randomDraws?: number;
  /** default: REFERENCE_GRID */
  systems?: readonly ReferenceSystem[];
  /** more `execret eval` result folders whose systems join the reference models (each its own family) */
  extraResults?: readonly string[];
  /** reference-set thinning: most models kept per family (default 3; 0 keeps all) */
  maxPerFamily?: number;
  log?: Logger;
}

export interface ReferenceSetResult {
  /** what was written, relative to `out` */
  files: { results: string; families: string; config: string };
  /** seconds spent scoring, per system */
  seconds: Record<string, number>;
  validation: ValidationReport;
  config: LiteConfig;
}

/**
 * Build the reference set of a release and a lite config from it: evaluate every system into one results
 * folder, write the families CSV, run the distinct- and family-level validation (`lite validate`), and select
 * a config with the validated variant (`lite select --method auto`). Same inputs and seed, same files.
 */
export async function referenceSet(opts: ReferenceSetOptions): Promise<ReferenceSetResult> {
  const log = opts.log ?? silentLogger;
  const systems = opts.systems ?? REFERENCE_GRID;
  const seed = opts.seed ?? LITE_DEFAULTS.seed;
  if (systems.length < 3) throw usageError(`a reference set needs at least 3 systems, got ${systems.length}`);
  const files = {
    results: 'results',
    families: 'families.csv',
    config: 'config',
  };
  const results = join(opts.out, files.results);
  const ev = await evaluate({
    release: opts.release,
    retrievers: systems.map((s) => s.spec),
    out: results,
    seed,
    log,
  });
  mkdirSync(opts.out, { recursive: true });
  const families = join(opts.out, files.families);
  writeFamilyTable(
    families,
    systems.map((s) => ({ model: s.spec, family: s.family })),
  );
  const ref = chooseReferenceModels(
    loadOutcomeMatrix({
      results: [results, ...(opts.extraResults ?? [])],
      metric: opts.metric ?? 'exec@1',
      taskBy: opts.taskBy ?? 'none',
      families,
    }),
    { maxPerFamily: opts.maxPerFamily },
  );
  const mx = ref.mx;
  log.info(`lite validate: ${mx.items.length} items, ${mx.models.length} reference models, K = ${opts.k}`);
  const onProgress = (e: ProgressEvent) => {
    if (e.done === e.total || e.done % 10 === 0) log.info(`${e.label} ${e.done}/${e.total}`);
  };
  const validation: ValidationReport = {
    ...validate(mx, { k: opts.k, seed, randomDraws: opts.randomDraws, onProgress }),
    reference_models: ref.models.map(({ name, family, type, role }) => ({ name, family, type, role })),
  };
  log.info('lite select --method auto');
  const config = selectConfig(mx, { k: opts.k, variant: 'auto', seed, onProgress });
  writeConfig(join(opts.out, files.config), config);
  return { files, seconds: ev.timings, validation, config };
}
