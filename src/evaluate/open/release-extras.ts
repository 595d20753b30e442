/**
 * What open-domain evaluation reads from a release beyond what `loadRelease` keeps: the source tasks (tests,
 * setup, entry point, and the optional module `context` of task format 2), each snippet's `origin`, and each
 * task's reference time per test (for the gate's probe time limits).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ExecretError, inputError } from '../../core/errors.js';
import { parseJsonl, readJsonl, readTextFile } from '../../core/jsonl.js';
import type { Task } from '../../core/types.js';
import type { Release } from '../../release/index.js';
import { validateTask } from '../../tasks/schema.js';

/** A source task with its module context (task format 2's `context`: code run before the snippet). */
export interface OpenTask extends Task {
  context?: string;
}

/** Task-format-2 fields this reader sets aside before the version-1 validator sees the rest. */
const V2_FIELDS = ['context', 'source', 'distractors', 'provenance'] as const;

/** tasks.jsonl of a release, by id; `context` is kept when a task carries it. */
export function readReleaseTasks(release: Release): Map<string, OpenTask> {
  const file = join(release.path, 'tasks.jsonl');
  if (!existsSync(file)) {
    throw new ExecretError('E_NOT_FOUND', `release file missing: ${file}`, {
      hint: "`eval --open` runs each query's tests, which are in the release's tasks.jsonl",
    });
  }
  const out = new Map<string, OpenTask>();
  for (const { line, value } of readJsonl(file, 'release file')) {
    const rest = { ...(value as Record<string, unknown>) };
    const context = rest.context;
    for (const f of V2_FIELDS) delete rest[f];
    const task: OpenTask = validateTask(rest, { file, line });
    if (context !== undefined) {
      if (typeof context !== 'string')
        throw inputError('expected a string', { file, line, field: 'context' });
      if (context !== '') task.context = context;
    }
    out.set(task.id, task);
  }
  for (const q of release.queries) {
    if (!out.has(q.task))
      throw inputError(`no task "${q.task}" for query "${q._id}"`, { file }, 'rebuild the release');
  }
  return out;
}

/** Each corpus snippet's origin (`engine`, `llm`, `history`; absent means `engine`). */
export function readOrigins(release: Release): Map<string, string> {
  const file = join(release.path, 'corpus.jsonl');
  const out = new Map<string, string>();
  for (const { value } of parseJsonl(readTextFile(file, 'release file'), file)) {
    const o = value as { _id?: unknown; origin?: unknown };
    if (typeof o._id === 'string') out.set(o._id, typeof o.origin === 'string' ? o.origin : 'engine');
  }
  return out;
}

/**
 * Milliseconds each task's canonical took on each of its tests, from the release's oracle times (timings.json, or
 * a version-1 release's oracle rows; 0 where a time is unknown).
 */
export function referenceTimes(release: Release, tasks: ReadonlyMap<string, Task>): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const [id, t] of tasks) out.set(id, new Array<number>(t.tests.length).fill(0));
  for (const d of release.corpus) {
    if (d.kind !== 'canonical') continue;
    const ms = out.get(d.task);
    const times = release.oracleMs.get(d._id);
    if (!ms || !times) continue;
    times.forEach((x, test) => {
      if (x !== null && test < ms.length) ms[test] = x;
    });
  }
  return out;
}
