import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError } from '../../core/errors.js';
import { parseJsonText, readTextFile } from '../../core/jsonl.js';
import { checkSchemaVersion } from '../../core/schema.js';
import type { ItemModelKind } from '../fitting/item-model.js';
import { renderReadme, renderSelection } from '../render/markdown.js';
import {
  ESTIMATORS,
  SELECTION_METHODS,
  type Calibration,
  type EstimatorName,
  type OutcomeSource,
  type SelectionMethodName,
} from '../types.js';

/**
 * The lite config: a folder with `manifest.json`, one `tasks/<task>.json` per task, and the generated
 * `README.md` and `SELECTION.md`. This module owns the format: one writer, one reader, one validation, one
 * version check. Numbers are rounded to 12 significant digits when the config is made (`round`).
 */

/** One task of a lite config: everything needed to estimate the task's full score from the selected items. */
export interface LiteTaskConfig {
  schema_version: number;
  task: string;
  type: string | null;
  pool_size: number;
  method: SelectionMethodName;
  estimator: EstimatorName;
  item_model: ItemModelKind;
  /** θ = (full − mean) / sd over the reference models */
  theta: { mean: number; sd: number };
  selected: { id: string; weight: number; a: number; b: number; s2: number }[];
  /** parameters of the pool items that are not selected (p-IRT predicts them) */
  unselected: { ids: string[]; a: number[]; b: number[]; s2: number[] };
  calibration: Record<EstimatorName, Calibration>;
  /**
   * 'set' for a set-metric task: its statistic is `set_metric` computed on the selected items (their weights
   * and item parameters are not used), calibrated by every estimator's (identical) calibration. Absent: 'item'.
   */
  statistic?: 'set';
  set_metric?: string;
}

/** The validation summary a config records when `lite select` chose its variant by validating. */
export interface ConfigValidation {
  protocol: 'distinct';
  /** the chosen variant's label (`anchor+gp`) */
  chosen: string;
  mae: number;
  kendall: number;
  random_mae: number;
  /** a release config's figures under leave-one-family-out, where its combo was chosen on both protocols */
  family_mae?: number;
  family_random_mae?: number;
  chosen_by?: string;
  optimistic: true;
}

export interface LiteManifest {
  schema_version: number;
  tool_version: string;
  k: number;
  method: SelectionMethodName;
  estimator: EstimatorName;
  seed: number;
  c: number;
  /** the item model of every task, or 'mixed' when tasks differ (each task file names its own) */
  item_model: ItemModelKind | 'mixed';
  /** where the reference outcomes came from; null when unknown (configs written before it was recorded) */
  source: OutcomeSource | null;
  aggregate: 'mean over tasks' | 'macro mean over task types';
  reference_models: { name: string; family: string }[];
  total_items: number;
  selected_items: number;
  cost_share: number;
  tasks: {
    name: string;
    type: string | null;
    file: string;
    pool_size: number;
    selected: number;
    calibration: Calibration;
  }[];
  validation: ConfigValidation | null;
}

export interface LiteConfig {
  manifest: LiteManifest;
  tasks: LiteTaskConfig[];
}

/** 12 significant digits: what a config stores, so the same fit gives the same bytes on every machine. */
export function round(x: number): number {
  return Number(x.toPrecision(12));
}

/** A file name for a task: safe characters kept, anything else hex-escaped, so distinct tasks never collide. */
export function taskFileName(task: string): string {
  return (
    task.replace(/[^A-Za-z0-9_.-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`) + '.json'
  );
}

/** Where `writeConfig` puts a task's file, relative to the config folder (the manifest's `tasks[].file`). */
export function taskFilePath(task: string): string {
  return `tasks/${taskFileName(task)}`;
}

const json = (doc: unknown) => JSON.stringify(doc, null, 2) + '\n';

export function writeConfig(dir: string, config: LiteConfig): void {
  mkdirSync(join(dir, 'tasks'), { recursive: true });
  writeFileSync(join(dir, 'manifest.json'), json(config.manifest));
  for (const t of config.tasks) writeFileSync(join(dir, taskFilePath(t.task)), json(t));
  writeFileSync(join(dir, 'README.md'), renderReadme(config));
  writeFileSync(join(dir, 'SELECTION.md'), renderSelection(config));
}

function parseJsonFile(file: string, what: string): Record<string, unknown> {
  const text = readTextFile(file, what);
  const doc = parseJsonText(text, file);
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    throw inputError('expected a JSON object', { file });
  return doc as Record<string, unknown>;
}

/**
 * The lite config format's version (manifest.json and each task file, in a config folder and in a lite
 * release): selectConfig writes it, readConfig checks it and upgrades what older writers spelled differently.
 */
export const LITE_CONFIG_VERSION = 1;

/** The lite config files' version check: execret's one check, under the MTEB-lite layout's key. */
function checkVersion(doc: Record<string, unknown>, file: string): void {
  checkSchemaVersion(doc, file, LITE_CONFIG);
}

/**
 * Upgrade on read: configs written before the keys were made one style spell the calibration's residual SD
 * `residualSd` (camelCase beside `pool_size`); they read as `residual_sd`, the spelling written since.
 */
function upgradeCalibration(c: Record<string, unknown> | null | undefined): void {
  if (c == null || c.residual_sd !== undefined || c.residualSd === undefined) return;
  c.residual_sd = c.residualSd;
  delete c.residualSd;
}

const LITE_CONFIG = {
  what: 'lite config',
  remedy: 're-run `execret lite select`',
  key: 'schema_version',
} as const;

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const numArray = (x: unknown, n?: number) =>
  Array.isArray(x) && x.every(isNum) && (n === undefined || x.length === n);

function validateManifest(doc: Record<string, unknown>, file: string): LiteManifest {
  checkVersion(doc, file);
  const bad = (field: string, what: string) => inputError(`expected ${what}`, { file, field });
  if (!Array.isArray(doc.tasks)) throw bad('tasks', 'a "tasks" array');
  if (!SELECTION_METHODS.includes(doc.method as SelectionMethodName))
    throw bad('method', `one of ${SELECTION_METHODS.join(', ')}`);
  if (!ESTIMATORS.includes(doc.estimator as EstimatorName))
    throw bad('estimator', `one of ${ESTIMATORS.join(', ')}`);
  (doc.tasks as unknown[]).forEach((t, i) => {
    const task = t as { name?: unknown; file?: unknown; calibration?: Record<string, unknown> } | null;
    if (typeof task?.name !== 'string' || typeof task?.file !== 'string')
      throw bad(`tasks[${i}]`, 'a task with "name" and "file"');
    upgradeCalibration(task.calibration);
  });
  upgradeCalibration(doc.calibration as Record<string, unknown> | undefined);
  return doc as unknown as LiteManifest;
}

/** A task file: selected and unselected items with parameters of matching lengths, a calibration per estimator. */
function validateTaskConfig(doc: Record<string, unknown>, file: string): LiteTaskConfig {
  checkVersion(doc, file);
  for (const field of ['selected', 'unselected', 'calibration'] as const)
    if (typeof doc[field] !== 'object' || doc[field] === null) throw inputError('missing', { file, field });
  const bad = (field: string, what: string) => inputError(`expected ${what}`, { file, field });
  const sel = doc.selected as unknown[];
  if (!Array.isArray(sel)) throw bad('selected', 'an array');
  sel.forEach((s, i) => {
    const x = s as Record<string, unknown> | null;
    if (typeof x?.id !== 'string' || !['weight', 'a', 'b', 's2'].every((k) => isNum(x[k])))
      throw bad(`selected[${i}]`, 'an item with "id", "weight", "a", "b" and "s2"');
  });
  const un = doc.unselected as Record<string, unknown>;
  const n = Array.isArray(un.ids) ? un.ids.length : -1;
  if (n < 0 || !['a', 'b', 's2'].every((k) => numArray(un[k], n)))
    throw bad('unselected', '"ids", "a", "b" and "s2" arrays of one length');
  const cal = doc.calibration as Record<string, Record<string, unknown> | null>;
  for (const e of ESTIMATORS) {
    if (!isNum(cal[e]?.a) || !isNum(cal[e]?.b)) throw bad(`calibration.${e}`, 'numbers "a" and "b"');
    upgradeCalibration(cal[e]);
  }
  if (doc.pool_size !== sel.length + n) throw bad('pool_size', `${sel.length} selected + ${n} unselected`);
  return doc as unknown as LiteTaskConfig;
}

export function readConfig(dir: string): LiteConfig {
  if (!existsSync(dir)) throw new ExecretError('E_NOT_FOUND', `lite config folder not found: ${dir}`);
  const mfile = join(dir, 'manifest.json');
  const manifest = validateManifest(parseJsonFile(mfile, 'lite manifest'), mfile);
  const tasks = manifest.tasks.map((t) => {
    const file = join(dir, t.file);
    return validateTaskConfig(parseJsonFile(file, 'lite task config'), file);
  });
  return { manifest, tasks };
}
