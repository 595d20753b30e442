import { performance } from 'node:perf_hooks';
import { inputError, usageError } from '../../core/errors.js';
import { silentLogger, type Logger } from '../../core/log.js';
import { readConfig, type LiteConfig, type LiteTaskConfig } from '../formats/config.js';
import { benchmarkMean } from '../estimation/per-task.js';
import { estimateSetTask, itemTaskEstimate } from '../estimation/from-config.js';
import { encodeNeeds, resolveEncoder, type EncoderOptions, type TextEncoder } from '../tasks/encoder.js';
import { loadTask, type LoadedTask } from '../tasks/folder.js';
import { distinctNeeds, selectedIndices } from './cost.js';

/**
 * `execret lite eval --config DIR/CONFIG -r MODEL`: encode only the texts the config's selected items need (one
 * encoder call per role over the distinct texts of every task), compute each task's statistic on its selected
 * items (the estimator's statistic of their outcomes, or a set-metric task's metric on the set), calibrate it,
 * and aggregate: macro (mean over task types of the mean over their tasks) and mean (over tasks).
 */
export interface LiteEvalOptions extends EncoderOptions {
  /** a config folder made from task folders (`lite select --task ... [--name CONFIG]`) */
  config: string;
  /** the model: an encoder spec */
  model: string;
  /** task folders to use instead of the ones the config recorded (matched by task name) */
  tasks?: readonly string[];
  log?: Logger;
}

export interface LiteEvalRow {
  task: string;
  type: string | null;
  /** 'item': the estimator's statistic of the selected outcomes; 'set': the set metric on the selected items */
  statistic_kind: 'item' | 'set';
  /** the estimator (item tasks) or the set metric (set tasks) */
  statistic_name: string;
  statistic: number;
  estimate: number;
  items: number;
  pool: number;
}

/** The version of the `lite eval --json` document (an output: nothing in execret reads it back). */
export const LITE_EVAL_VERSION = 1;

export interface LiteEvalResult {
  schema_version: typeof LITE_EVAL_VERSION;
  config: string;
  model: string;
  estimated_macro: number;
  estimated_mean: number;
  rows: LiteEvalRow[];
  /** texts: distinct (role, text) pairs the selected items need, those sent to the encoder, and their ratio */
  texts: { needed: number; encoded: number; ratio: number; full_benchmark: number | null };
  seconds: number;
}

/** The task folders of a config, as recorded (or overridden), each checked against its recorded sha256. */
function configTasks(config: LiteConfig, dir: string, override?: readonly string[]): LoadedTask[] {
  const src = config.manifest.source;
  if (src?.kind !== 'tasks')
    throw usageError(
      `the config at ${dir} was not made from task folders, so it cannot encode their texts`,
      'score a model from its outcomes instead: execret lite estimate --config DIR --outcomes FILE.csv',
    );
  const given = new Map((override ?? []).map((d) => loadTask(d)).map((t) => [t.data.meta.name, t]));
  return config.tasks.map((tc) => {
    const rec = src.tasks.find((x) => x.name === tc.task);
    if (!rec)
      throw inputError(`task "${tc.task}" is not in the manifest's source`, {
        file: dir,
        field: 'source.tasks',
      });
    const t = given.get(tc.task) ?? loadTask(rec.dir);
    if (t.sha256 !== rec.sha256)
      throw inputError(
        `the files of task "${tc.task}" (${t.dir}) changed since the config was made (sha256 ${rec.sha256.slice(0, 12)}, now ${t.sha256.slice(0, 12)})`,
        { file: dir, field: 'source.tasks' },
        'evaluate on the task data the config was made on',
      );
    return t;
  });
}

/** A wrapper that counts the texts sent to the encoder. */
function counting(enc: TextEncoder): { enc: TextEncoder; count: () => number } {
  let n = 0;
  return {
    enc: { ...enc, encode: (texts, role) => ((n += texts.length), enc.encode(texts, role)) },
    count: () => n,
  };
}

function row(
  tc: LiteTaskConfig,
  task: LoadedTask,
  stat: number,
  estimate: number,
  estimator: string,
): LiteEvalRow {
  const set = tc.statistic === 'set';
  return {
    task: tc.task,
    type: tc.type,
    statistic_kind: set ? 'set' : 'item',
    statistic_name: set ? (tc.set_metric ?? task.data.meta.mainScore) : estimator,
    statistic: stat,
    estimate,
    items: tc.selected.length,
    pool: tc.pool_size,
  };
}

export async function liteEval(opts: LiteEvalOptions): Promise<LiteEvalResult> {
  const log = opts.log ?? silentLogger;
  const t0 = performance.now();
  const config = readConfig(opts.config);
  const tasks = configTasks(config, opts.config, opts.tasks);
  const selected = config.tasks.map((tc, k) =>
    selectedIndices(
      tasks[k],
      tc.selected.map((s) => s.id),
    ),
  );
  const needs = distinctNeeds(tasks, selected);
  const { enc, count } = counting(resolveEncoder(opts.model, opts));
  let vectors;
  try {
    vectors = (await encodeNeeds(enc, needs)).vectors;
  } finally {
    enc.close();
  }
  const est = config.manifest.estimator;
  const rows = config.tasks.map((tc, k) => {
    const { type, data } = tasks[k];
    if (tc.statistic === 'set') {
      const stat = type.score(data, vectors, selected[k]);
      return row(tc, tasks[k], stat, estimateSetTask(tc, stat), est);
    }
    const y = Array.from(type.outcomes(data, vectors, selected[k]));
    const r = itemTaskEstimate(tc, est, y);
    return row(tc, tasks[k], r.statistic, r.estimate, est);
  });
  const estimates = rows.map((r) => r.estimate);
  const types = config.tasks.some((t) => t.type !== null) ? config.tasks.map((t) => t.type ?? '') : null;
  const encoded = count();
  log.info(`lite eval: ${opts.model}: encoded ${encoded} texts for ${needs.length} needed`);
  return {
    schema_version: LITE_EVAL_VERSION,
    config: opts.config,
    model: opts.model,
    estimated_macro: benchmarkMean({ taskType: types }, estimates),
    estimated_mean: benchmarkMean({ taskType: null }, estimates),
    rows,
    texts: {
      needed: needs.length,
      encoded,
      ratio: needs.length > 0 ? encoded / needs.length : 1,
      full_benchmark: (config.manifest as { cost?: { full_texts?: number } | null }).cost?.full_texts ?? null,
    },
    seconds: (performance.now() - t0) / 1000,
  };
}
