import { byCodeUnit } from '../../core/order.js';
import type { Task } from '../../core/types.js';
import { getLanguage } from '../../lang/index.js';
import { snippetId } from '../ids.js';
import type { TaskBuild } from '../types.js';
import type { Probe } from './probes.js';
import { argumentTypes, mayPass, taskShape } from './signatures.js';

/** What the pair finders know about each task. */
export interface TaskFacts {
  build: TaskBuild;
  /** names its code defines at module level (def, class, assignment) */
  defines: Set<string>;
  /** names its code imports at module level */
  imports: Set<string>;
}

export async function taskFacts(builds: readonly TaskBuild[]): Promise<TaskFacts[]> {
  const facts: TaskFacts[] = [];
  for (const build of [...builds].sort((a, b) => byCodeUnit(a.task.id, b.task.id))) {
    const { moduleLevelNames, importedNames } = getLanguage(build.task.language).syntax;
    const [defines, imports] = [
      await moduleLevelNames(build.task.code),
      importedNames ? await importedNames(build.task.code) : [],
    ];
    facts.push({ build, defines: new Set(defines), imports: new Set(imports) });
  }
  return facts;
}

const snippetCache = new WeakMap<TaskBuild, { kept: readonly unknown[]; snippets: Probe['snippet'][] }>();

/** A task's released snippets: the canonical, then its kept distractors (remembered per build while kept stays). */
export function snippetsOf(b: TaskBuild): Probe['snippet'][] {
  const hit = snippetCache.get(b);
  if (hit && hit.kept === b.kept) return hit.snippets;
  const snippets = [b.task.code, ...b.kept.map((c) => c.mutant.code)].map((code) => ({
    id: snippetId(b.task.id, code),
    task: b.task.id,
    code,
  }));
  snippetCache.set(b, { kept: b.kept, snippets });
  return snippets;
}

export interface NamePair {
  a: TaskFacts;
  b: TaskFacts;
  /** the names both define, or the entry point one of them imports */
  names: string[];
}

/**
 * Pairs of tasks (a before b in id order) where a snippet of one could run the other's tests by name: both define
 * a module-level name, or one imports the name the other's entry point has (`from math import gcd` against a task
 * `gcd`). Two tasks that only import the same name cannot: the other's tests call its entry point, which the
 * snippet then does not define.
 */
export function namePairs(facts: readonly TaskFacts[]): NamePair[] {
  const byName = new Map<string, number[]>();
  facts.forEach((f, i) => {
    for (const n of f.defines) (byName.get(n) ?? byName.set(n, []).get(n)!).push(i);
  });
  const shared = new Map<string, Set<string>>();
  const add = (i: number, j: number, name: string) => {
    // a snippet only ever runs the tests of its own language
    if (facts[i].build.task.language !== facts[j].build.task.language) return;
    const [x, y] = i < j ? [i, j] : [j, i];
    const key = `${x} ${y}`;
    (shared.get(key) ?? shared.set(key, new Set()).get(key)!).add(name);
  };
  for (const [name, owners] of byName) {
    for (let x = 0; x < owners.length; x++)
      for (let y = x + 1; y < owners.length; y++) add(owners[x], owners[y], name);
  }
  const entry = new Map<string, number[]>();
  facts.forEach((f, i) =>
    (
      entry.get(f.build.task.entry_point) ??
      entry.set(f.build.task.entry_point, []).get(f.build.task.entry_point)!
    ).push(i),
  );
  facts.forEach((f, i) => {
    for (const n of f.imports) for (const j of entry.get(n) ?? []) if (j !== i) add(i, j, n);
  });
  return [...shared]
    .map(([key, names]) => {
      const [i, j] = key.split(' ').map(Number);
      return { a: facts[i], b: facts[j], names: [...names].sort() };
    })
    .sort(
      (p, q) =>
        byCodeUnit(p.a.build.task.id, q.a.build.task.id) || byCodeUnit(p.b.build.task.id, q.b.build.task.id),
    );
}

export interface ExecPairs {
  /** ordered (snippet task, target task) pairs that passed the pre-filter */
  pairs: [TaskFacts, TaskFacts][];
  /** ordered pairs considered: n x (n - 1) */
  ordered: number;
  /** pairs left out because aliasing the target's entry point would rebind a helper of the snippet */
  skipped: number;
}

/**
 * Ordered pairs (s, t) whose reference s may pass the tests of t, by the arity and argument-type pre-filter
 * (signatures.ts). A pair is left out when t's entry point names a helper of s other than s's own entry point:
 * binding it to s's entry point would break s.
 */
export async function execPairs(facts: readonly TaskFacts[]): Promise<ExecPairs> {
  const shapes = await Promise.all(facts.map((f) => taskShape(f.build.task)));
  const types = shapes.map(argumentTypes);
  const out: ExecPairs = { pairs: [], ordered: facts.length * (facts.length - 1), skipped: 0 };
  facts.forEach((s, i) =>
    facts.forEach((t, j) => {
      // a snippet only ever runs the tests of its own language
      if (
        i === j ||
        s.build.task.language !== t.build.task.language ||
        !mayPass(shapes[i], shapes[j], types[i])
      )
        return;
      const name = t.build.task.entry_point;
      if (name !== s.build.task.entry_point && (s.defines.has(name) || s.imports.has(name))) out.skipped++;
      else out.pairs.push([s, t]);
    }),
  );
  return out;
}

/**
 * The probe that runs `snippet` against `target`'s tests; with `alias` (the snippet's entry point), the target's
 * entry point is bound to it first, unless the two names are the same.
 */
export function probe(
  snippet: Probe['snippet'],
  target: Task,
  referenceMs: (task: string) => readonly number[],
  alias?: string,
): Probe {
  const p: Probe = { snippet, target, referenceMs: referenceMs(target.id) };
  return alias !== undefined && alias !== target.entry_point ? { ...p, alias } : p;
}
