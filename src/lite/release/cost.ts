import type { LiteConfig } from '../formats/config.js';
import type { LoadedTask } from '../tasks/folder.js';
import type { TextNeed } from '../tasks/task-type.js';
import { LITE_DEFAULTS } from '../defaults.js';

/**
 * What evaluating a new model on a config costs: the distinct texts (with their roles) the selected items need
 * encoded (queries, their pool documents and the shared random documents, classification training rows, ...),
 * their tokens (estimated as ⌈characters / 4⌉ per text, the usual rule of thumb for English with BPE
 * tokenizers) and the time to encode them at a stated throughput.
 */
export interface ConfigCost {
  items: number;
  pool_items: number;
  texts: number;
  tokens: number;
  /** texts and tokens of the whole benchmark (every item), for the share */
  full_texts: number;
  full_tokens: number;
  tokens_per_second: number;
  encode_seconds: number;
  note: string;
}

/** Local indices of a task's selected items, from the config's item keys (`<task>/<id>`). */
export function selectedIndices(task: LoadedTask, keys: readonly string[]): Int32Array {
  const index = new Map(task.ids.map((id, i) => [id, i]));
  const prefix = `${task.data.meta.name}/`;
  return Int32Array.from(keys, (k) => {
    const i = index.get(k.startsWith(prefix) ? k.slice(prefix.length) : k);
    if (i === undefined)
      throw new Error(`internal: selected item "${k}" is not an item of task "${task.data.meta.name}"`);
    return i;
  });
}

/** The distinct (role, text) needs of the given items of every task. */
export function distinctNeeds(tasks: readonly LoadedTask[], items: readonly Int32Array[]): TextNeed[] {
  const seen = new Set<string>();
  const out: TextNeed[] = [];
  tasks.forEach((t, k) => {
    for (const n of t.type.needs(t.data, items[k])) {
      const key = `${n.role}\u0000${n.text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(n);
    }
  });
  return out;
}

const tokensOf = (needs: readonly TextNeed[]) => needs.reduce((s, n) => s + Math.ceil(n.text.length / 4), 0);

export function configCost(
  config: LiteConfig,
  tasks: readonly LoadedTask[],
  tokensPerSecond = LITE_DEFAULTS.tokensPerSecond,
): ConfigCost {
  const byName = new Map(tasks.map((t) => [t.data.meta.name, t]));
  const ordered = config.tasks.map((t) => byName.get(t.task)!);
  const selected = distinctNeeds(
    ordered,
    config.tasks.map((t, k) =>
      selectedIndices(
        ordered[k],
        t.selected.map((s) => s.id),
      ),
    ),
  );
  const all = distinctNeeds(
    ordered,
    ordered.map((t) => Int32Array.from(t.ids, (_, i) => i)),
  );
  const tokens = tokensOf(selected);
  return {
    items: config.manifest.selected_items,
    pool_items: config.manifest.total_items,
    texts: selected.length,
    tokens,
    full_texts: all.length,
    full_tokens: tokensOf(all),
    tokens_per_second: tokensPerSecond,
    encode_seconds: tokens / tokensPerSecond,
    note: 'tokens estimated as ceil(characters / 4) per distinct text; time at tokens_per_second',
  };
}
