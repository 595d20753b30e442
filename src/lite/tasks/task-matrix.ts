import { usageError } from '../../core/errors.js';
import { silentLogger, type Logger } from '../../core/log.js';
import { familiesOf, modelTypesOf } from '../formats/family-table.js';
import { itemModelsOf } from '../formats/load-tables.js';
import type { OutcomeMatrix, SetTasks } from '../types.js';
import { encodeNeeds, resolveEncoder, type EncoderOptions } from './encoder.js';
import { loadTask, type LoadedTask } from './folder.js';
import type { Vectors } from './task-type.js';

/**
 * The outcome matrix of task folders and reference models (encoder specs), computed directly: per-item outcomes,
 * each task's main score as the full score, task types, and, for set-metric tasks, the set metric of any
 * selection (kept in memory as each model's vectors of those tasks). Tasks are in name order, items in task
 * order; an item is `<task>/<id>`.
 */
/** Item key in a table that holds several tasks. */
export const itemKey = (task: string, id: string) => `${task}/${id}`;

export interface TaskMatrixOptions extends EncoderOptions {
  tasks: readonly string[];
  models: readonly string[];
  /** family table (model,family): a model is named by its spec */
  families?: string;
  /** fewest models accepted (default 3: enough to fit and validate) */
  minModels?: number;
  log?: Logger;
}

export interface TaskMatrix {
  mx: OutcomeMatrix;
  tasks: LoadedTask[];
  /** texts encoded per model, over every task */
  encoded: Record<string, number>;
}

function loadSorted(dirs: readonly string[]): LoadedTask[] {
  const tasks = dirs.map(loadTask).sort((a, b) => (a.data.meta.name < b.data.meta.name ? -1 : 1));
  tasks.forEach((t, i) => {
    if (i > 0 && tasks[i - 1].data.meta.name === t.data.meta.name)
      throw usageError(`two task folders are named "${t.data.meta.name}"`);
  });
  return tasks;
}

/** Outcomes, full scores and the vectors of set-metric tasks, for every model. */
async function encodeAll(tasks: LoadedTask[], opts: TaskMatrixOptions, offsets: number[], nItems: number) {
  const m = opts.models.length;
  const values = new Float64Array(nItems * m);
  const full = new Float64Array(tasks.length * m);
  const setVectors: (Vectors | null)[][] = tasks.map(() => new Array<Vectors | null>(m).fill(null));
  const encoded: Record<string, number> = {};
  for (let j = 0; j < m; j++) {
    const enc = resolveEncoder(opts.models[j], opts);
    encoded[opts.models[j]] = 0;
    try {
      for (let t = 0; t < tasks.length; t++) {
        const { type, data, ids } = tasks[t];
        const all = Int32Array.from(ids, (_, i) => i);
        const { vectors, stats } = await encodeNeeds(enc, type.needs(data, all));
        type.outcomes(data, vectors, all).forEach((v, i) => (values[(offsets[t] + i) * m + j] = v));
        full[t * m + j] = type.score(data, vectors, all);
        if (type.kind === 'set') setVectors[t][j] = vectors;
        encoded[opts.models[j]] += stats.texts_encoded;
        opts.log?.info(
          `lite: ${opts.models[j]} ${data.meta.name}: ${data.meta.mainScore} ${full[t * m + j].toFixed(4)}`,
        );
      }
    } finally {
      enc.close();
    }
  }
  return { values, full, setVectors, encoded };
}

export async function taskMatrix(opts: TaskMatrixOptions): Promise<TaskMatrix> {
  const log = opts.log ?? silentLogger;
  if (opts.models.length < 3)
    throw usageError(
      `need at least 3 reference models (-r SPEC) to fit and validate, got ${opts.models.length}`,
    );
  const tasks = loadSorted(opts.tasks);
  const offsets: number[] = [];
  let n = 0;
  for (const t of tasks) {
    offsets.push(n);
    n += t.ids.length;
  }
  const { values, full, setVectors, encoded } = await encodeAll(tasks, { ...opts, log }, offsets, n);
  const sets: SetTasks = {
    metric: tasks.map((t) => (t.type.kind === 'set' ? t.data.meta.mainScore : null)),
    statistic: (t, j, items) =>
      tasks[t].type.score(
        tasks[t].data,
        setVectors[t][j]!,
        Int32Array.from(items, (i) => i - offsets[t]),
      ),
  };
  const itemTask = Int32Array.from(tasks.flatMap((t, k) => t.ids.map(() => k)));
  const mx: OutcomeMatrix = {
    items: tasks.flatMap((t) => t.ids.map((id) => itemKey(t.data.meta.name, id))),
    models: [...opts.models],
    values,
    itemTask,
    tasks: tasks.map((t) => t.data.meta.name),
    taskType: tasks.map((t) => t.type.name),
    families: opts.families ? familiesOf(opts.families, opts.models) : [...opts.models],
    modelTypes: modelTypesOf(opts.families, opts.models),
    fullScores: full,
    itemModels: itemModelsOf(values, itemTask, tasks.length, opts.models.length),
    source: {
      kind: 'tasks',
      tasks: tasks.map((t) => ({
        name: t.data.meta.name,
        type: t.type.name,
        main_score: t.data.meta.mainScore,
        dir: t.dir,
        sha256: t.sha256,
        items: t.ids.length,
      })),
    },
    sets: sets.metric.some((x) => x !== null) ? sets : undefined,
  };
  return { mx, tasks, encoded };
}
