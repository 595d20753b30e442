import { encodeNeeds, type EncodeStats, type TextEncoder } from './encoder.js';
import type { LoadedTask } from './folder.js';
import type { TaskTypeName } from './task-type.js';

/** One model's results on one task: per-item outcomes and the main score. */
export interface TaskOutcomes {
  task: string;
  type: TaskTypeName;
  mainScore: string;
  /** item ids, in the order of `items` */
  ids: string[];
  outcomes: Float64Array;
  /** the task's main score over these items */
  score: number;
  stats: EncodeStats;
}

const everyItem = (t: LoadedTask) => Int32Array.from(t.ids, (_, i) => i);

/**
 * Encode what the items need and compute their outcomes and the main score (default: every item, which gives
 * the full task score mteb reports). Set-type tasks compute both within the given items.
 */
export async function taskOutcomes(
  task: LoadedTask,
  enc: TextEncoder,
  items: Int32Array = everyItem(task),
): Promise<TaskOutcomes> {
  const { type, data } = task;
  const { vectors, stats } = await encodeNeeds(enc, type.needs(data, items));
  return {
    task: data.meta.name,
    type: type.name,
    mainScore: data.meta.mainScore,
    ids: Array.from(items, (i) => task.ids[i]),
    outcomes: type.outcomes(data, vectors, items),
    score: type.score(data, vectors, items),
    stats,
  };
}
