/**
 * Task-provided distractors (the task's `distractors` field, task format 2): a model's (`llm`) or the repository's
 * history (`history`). Each is verified as the engine's mutants are: it parses and still defines the entry point,
 * differs from the canonical in syntax tree, and fails at least one test in the sandbox. An `llm` distractor of a
 * mechanical bug type must also be a single edit of the canonical whose kind supports its bug type, read from the
 * syntax trees (edit-kind.ts), or a candidate the engine itself makes with that bug type; `history` and
 * `free_form` distractors need not be single edits. The verified ones are kept first (stages/4-variants.ts).
 */
import type { Mutant, Task } from '../core/types.js';
import type { Oracle } from '../execute/types.js';
import { getLanguage } from '../lang/index.js';
import { loadParser, syntaxKey, treeHasErrors } from '../lang/parser.js';
import { mutateTask } from '../mutate/index.js';
import { readEdit } from './edit-kind.js';
import { mutantSuite, toCandidate } from './suites.js';
import type { Candidate } from './types.js';

/** The bug type of a model's free rewrite (not a single edit; reported apart from the core types). */
export const FREE_FORM_BUG_TYPE = 'free_form';
/** The bug type of an earlier version of the function from the repository's history. */
export const HISTORY_BUG_TYPE = 'history';

/** Why a task-provided distractor is not kept: a stable code and the sentence for people. All wording here. */
export const PROVIDED_REJECTIONS = Object.freeze({
  unparsable: (d: string) => `does not parse${d ? `: ${d}` : ''}`,
  'entry-point-missing': (d: string) => `does not define the entry point "${d}"`,
  identical: () => 'has the same syntax tree as the canonical',
  'not-single-edit': (d: string) => `is not a single edit of the canonical (${d})`,
  'bug-type-unsupported': (d: string) => `its edit does not support its bug type (${d})`,
  duplicate: (d: string) => `repeats distractor ${d} of the same task`,
  passes: () => 'passes every test',
} as const satisfies Record<string, (detail: string) => string>);

export type ProvidedRejectionCode = keyof typeof PROVIDED_REJECTIONS;

export interface ProvidedRejection {
  task: string;
  /** 0-based index in the task's `distractors` */
  index: number;
  origin: string;
  bug_type: string;
  code: ProvidedRejectionCode;
  detail: string;
  reason: string;
}

export interface ProvidedOutcome {
  /** per task id: its verified distractors as candidates, in the task's order */
  kept: Map<string, Candidate[]>;
  rejected: ProvidedRejection[];
  /** distractors offered, by origin */
  offered: Record<string, number>;
}

const reject = (task: Task, index: number, code: ProvidedRejectionCode, detail = ''): ProvidedRejection => {
  const d = task.distractors![index];
  return {
    task: task.id,
    index,
    origin: d.origin,
    bug_type: d.bug_type,
    code,
    detail,
    reason: PROVIDED_REJECTIONS[code](detail),
  };
};

/** Whether a provided distractor must be a single edit whose kind supports its bug type. */
export function needsSingleEdit(d: { origin: string; bug_type: string }): boolean {
  return d.origin === 'llm' && d.bug_type !== FREE_FORM_BUG_TYPE;
}

/** The static checks of one distractor: null when it may go on to the sandbox, else the rejection. */
export async function staticCheck(
  task: Task,
  index: number,
  seen: Map<string, number>,
): Promise<{ rejection: ProvidedRejection } | { mutant: Mutant }> {
  const d = task.distractors![index];
  const parser = await loadParser(task.language);
  const tree = parser.parse(d.code);
  const bad = treeHasErrors(tree, task.language);
  const key = bad ? '' : syntaxKey(tree);
  tree.delete();
  if (bad) return { rejection: reject(task, index, 'unparsable') };
  if (!(await getLanguage(task.language).syntax.definesFunction(d.code, task.entry_point)))
    return { rejection: reject(task, index, 'entry-point-missing', task.entry_point) };
  const reading = await readEdit(task.code, d.code, task.language);
  if (reading.identical) return { rejection: reject(task, index, 'identical') };
  const prev = seen.get(key);
  if (prev !== undefined) return { rejection: reject(task, index, 'duplicate', String(prev)) };
  seen.set(key, index);
  if (needsSingleEdit(d)) {
    // The engine is asked only when the edit's own kind does not already support the bug type.
    const engine = reading.bugTypes.includes(d.bug_type) ? [] : await engineBugTypes(task, key);
    const supported = new Set([...reading.bugTypes, ...engine]);
    if (reading.kinds.length === 0 && engine.length === 0) {
      const where =
        reading.lines[0] === reading.lines[1]
          ? `line ${reading.lines[0]}`
          : `lines ${reading.lines.join('-')}`;
      return {
        rejection: reject(
          task,
          index,
          'not-single-edit',
          `${reading.changed.from} tokens replaced by ${reading.changed.to}, ${where}`,
        ),
      };
    }
    if (!supported.has(d.bug_type)) {
      const kinds = [...reading.kinds, ...(engine.length ? ['an engine mutant'] : [])].join(', ');
      return {
        rejection: reject(
          task,
          index,
          'bug-type-unsupported',
          `${d.bug_type}; the edit is ${kinds}, which supports ${[...supported].join(', ') || 'no bug type'}`,
        ),
      };
    }
  }
  const prefix = d.origin === 'llm' ? 'l' : 'h';
  return {
    mutant: {
      task: task.id,
      id: `${task.id}__${prefix}${String(index + 1).padStart(3, '0')}`,
      bug_type: d.bug_type,
      operator: d.origin,
      code: d.code,
      edits: [reading.edit],
    },
  };
}

/** The bug types of the engine's own candidates with this syntax tree (a model's edit the engine also makes). */
async function engineBugTypes(task: Task, key: string): Promise<string[]> {
  const cacheKey = `${task.language}\u0000${task.id}\u0000${task.code}`;
  let keys = engineKeys.get(cacheKey);
  if (!keys) {
    const parser = await loadParser(task.language);
    keys = new Map();
    for (const m of await mutateTask(task)) {
      const t = parser.parse(m.code);
      const k = syntaxKey(t);
      t.delete();
      keys.set(k, [...new Set([...(keys.get(k) ?? []), m.bug_type])]);
    }
    engineKeys.set(cacheKey, keys);
    if (engineKeys.size > 256) engineKeys.delete(engineKeys.keys().next().value!);
  }
  return keys.get(key) ?? [];
}

/** The engine's candidates of recent tasks by syntax key (bounded, oldest out): a task's distractors share them. */
const engineKeys = new Map<string, Map<string, string[]>>();

/**
 * Verify the task-provided distractors of `tasks`: the static checks, then one oracle call for every survivor's
 * suite (under the task's screening limit, stopping at the first test that does not pass, as engine candidates
 * are screened). A distractor that passes every test is rejected.
 */
export async function verifyProvided(
  oracle: Oracle,
  tasks: readonly Task[],
  timeLimitS: (task: Task) => number,
): Promise<ProvidedOutcome> {
  const out: ProvidedOutcome = { kept: new Map(), rejected: [], offered: {} };
  const runs: { task: Task; index: number; mutant: Mutant }[] = [];
  for (const task of tasks) {
    const seen = new Map<string, number>();
    for (let i = 0; i < (task.distractors ?? []).length; i++) {
      const d = task.distractors![i];
      out.offered[d.origin] = (out.offered[d.origin] ?? 0) + 1;
      const r = await staticCheck(task, i, seen);
      if ('rejection' in r) out.rejected.push(r.rejection);
      else runs.push({ task, index: i, mutant: r.mutant });
    }
  }
  if (runs.length === 0) return out;
  const results = await oracle.run(
    runs.map(({ task, mutant }) => mutantSuite(task, mutant, { timeoutS: timeLimitS(task) })),
  );
  runs.forEach(({ task, index, mutant }, i) => {
    const c = toCandidate(mutant, results[i]);
    if (!c.killed) {
      out.rejected.push(reject(task, index, 'passes'));
      return;
    }
    const d = task.distractors![index];
    c.origin = d.origin;
    if (d.commit) c.commit = d.commit;
    const list = out.kept.get(task.id) ?? [];
    list.push(c);
    out.kept.set(task.id, list);
  });
  return out;
}
