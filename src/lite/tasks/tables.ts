import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { usageError } from '../../core/errors.js';
import { silentLogger, type Logger } from '../../core/log.js';
import { writeFullScoreTable } from '../formats/full-score-table.js';
import { writeItemTable } from '../formats/item-table.js';
import { writeOutcomeTable, type OutcomeTable } from '../formats/outcome-table.js';
import { resolveEncoder, type EncoderOptions } from './encoder.js';
import { loadTask, type LoadedTask } from './folder.js';
import { taskOutcomes } from './outcomes.js';
import type { TaskTypeName } from './task-type.js';

/**
 * `execret lite outcomes`: the reference tables of task folders, one column per model. Writes into the output
 * folder the outcome table (outcomes.csv; an item is `<task>/<id>`), the item table (items.csv: task and type),
 * the full-score table (full-scores.csv: each task's main score) and tasks.json (each task's type, main score,
 * item count and sha256), which `lite select --outcomes ... --items ... --full-scores ...` reads.
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

/** Item key in a table that holds several tasks. */
export const itemKey = (task: string, id: string) => `${task}/${id}`;

function loadTasks(dirs: readonly string[]): LoadedTask[] {
  const tasks = dirs.map(loadTask);
  const seen = new Set<string>();
  for (const t of tasks) {
    if (seen.has(t.data.meta.name)) throw usageError(`two task folders are named "${t.data.meta.name}"`);
    seen.add(t.data.meta.name);
  }
  return tasks;
}

export async function computeOutcomeTables(opts: OutcomeTablesOptions): Promise<OutcomeTables> {
  const log = opts.log ?? silentLogger;
  if (opts.models.length === 0) throw usageError('give at least one model (-r SPEC)');
  const tasks = loadTasks(opts.tasks);
  const items = tasks.flatMap((t) =>
    t.ids.map((id) => ({ item: itemKey(t.data.meta.name, id), task: t.data.meta.name, type: t.type.name })),
  );
  const m = opts.models.length;
  const values = new Float64Array(items.length * m);
  const full = new Float64Array(tasks.length * m);
  const encoded: Record<string, number> = {};
  for (let j = 0; j < m; j++) {
    const enc = resolveEncoder(opts.models[j], opts);
    encoded[opts.models[j]] = 0;
    let row = 0;
    try {
      for (let t = 0; t < tasks.length; t++) {
        const r = await taskOutcomes(tasks[t], enc);
        r.outcomes.forEach((v) => (values[row++ * m + j] = v));
        full[t * m + j] = r.score;
        encoded[opts.models[j]] += r.stats.texts_encoded;
        log.info(
          `lite outcomes: ${opts.models[j]} ${r.task} (${r.type}): ${r.mainScore} ${r.score.toFixed(4)}`,
        );
      }
    } finally {
      enc.close();
    }
  }
  const records = tasks.map((t) => ({
    name: t.data.meta.name,
    type: t.type.name,
    main_score: t.data.meta.mainScore,
    items: t.ids.length,
    dir: t.dir,
    sha256: t.sha256,
  }));
  return {
    outcomes: { items: items.map((x) => x.item), models: [...opts.models], values },
    items,
    tasks: records,
    full,
    encoded,
  };
}

export const OUTCOME_TABLE_FILES = {
  outcomes: 'outcomes.csv',
  items: 'items.csv',
  fullScores: 'full-scores.csv',
  tasks: 'tasks.json',
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
  writeFileSync(
    join(dir, OUTCOME_TABLE_FILES.tasks),
    JSON.stringify({ schema_version: 1, tasks: t.tasks }, null, 2) + '\n',
  );
}
