import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { silentLogger, type Logger } from '../../core/log.js';
import type { OutcomeSource } from '../types.js';
import { taskMatrix } from './task-matrix.js';
import { writeFullScoreTable } from '../formats/full-score-table.js';
import { writeItemTable } from '../formats/item-table.js';
import { writeOutcomeTable, type OutcomeTable } from '../formats/outcome-table.js';
import type { EncoderOptions } from './encoder.js';
import type { TaskTypeName } from './task-type.js';

/**
 * `execret lite outcomes`: the reference tables of task folders, one column per model (tasks in name order, as
 * `lite select --task` orders them). Writes into the output
 * folder the outcome table (outcomes.csv; an item is `<task>/<id>`), the item table (items.csv: task and type),
 * and the full-score table (full-scores.csv: each task's main score), which `lite select --outcomes ... --items
 * ... --full-scores ...` reads. Each task's record (type, main score, item count, sha256 of its files) is in the
 * command's summary (`lite outcomes --json`), not in a file: no reader needs it (a config built from task folders
 * records its datasets' sha256 itself, and `lite eval` checks those).
 */
export interface OutcomeTablesOptions extends EncoderOptions {
  tasks: readonly string[];
  /** encoder specs (`hashing?dims=512`, `openai:text-embedding-3-small`, ...): one model each */
  models: readonly string[];
  log?: Logger;
}

export interface TaskRecord {
  name: string;
  type: TaskTypeName;
  main_score: string;
  items: number;
  dir: string;
  sha256: string;
}

export interface OutcomeTables {
  outcomes: OutcomeTable;
  items: { item: string; task: string; type: TaskTypeName }[];
  tasks: TaskRecord[];
  /** full scores, task-major (t * models + j) */
  full: Float64Array;
  /** texts encoded per model, over every task */
  encoded: Record<string, number>;
}

export async function computeOutcomeTables(opts: OutcomeTablesOptions): Promise<OutcomeTables> {
  const { mx, encoded } = await taskMatrix({ ...opts, log: opts.log ?? silentLogger, minModels: 1 });
  const src = mx.source as Extract<OutcomeSource, { kind: 'tasks' }>;
  return {
    outcomes: { items: mx.items, models: mx.models, values: mx.values },
    items: mx.items.map((item, i) => ({
      item,
      task: mx.tasks[mx.itemTask[i]],
      type: mx.taskType![mx.itemTask[i]] as TaskTypeName,
    })),
    tasks: src.tasks.map((t) => ({ ...t, type: t.type as TaskTypeName })),
    full: mx.fullScores!,
    encoded,
  };
}

export const OUTCOME_TABLE_FILES = {
  outcomes: 'outcomes.csv',
  items: 'items.csv',
  fullScores: 'full-scores.csv',
} as const;

export function writeOutcomeTables(dir: string, t: OutcomeTables): void {
  mkdirSync(dir, { recursive: true });
  writeOutcomeTable(join(dir, OUTCOME_TABLE_FILES.outcomes), t.outcomes);
  writeItemTable(join(dir, OUTCOME_TABLE_FILES.items), t.items);
  writeFullScoreTable(
    join(dir, OUTCOME_TABLE_FILES.fullScores),
    t.tasks.map((x) => x.name),
    t.outcomes.models,
    t.full,
  );
}
