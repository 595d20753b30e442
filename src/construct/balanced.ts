import { createRng } from '../core/rng.js';
import type { Edit, Mutant, Task } from '../core/types.js';
import type { Oracle } from '../execute/types.js';
import { applyEdits, isFallback, mutateTask, selectDiverse } from '../mutate/index.js';
import { chooseKept, mutantSuite, isWrongAnswer, toCandidate } from './suites.js';
import type { Candidate, TaskBuild } from './types.js';

/**
 * `build --balanced`: pools that structure alone cannot read.
 *
 * A star pool (the canonical in the middle, each clone one edit away from it and two from each other) gives the
 * canonical away to any method that compares candidates with each other: the text medoid of the pool is the
 * canonical. In a balanced pool the centre is a clone instead: one failing single-edit clone of the canonical,
 * with the other clones single edits of that clone (each verified to fail a test). The canonical is then one edit
 * from the centre and two from the other clones, like any clone, and the medoid is the centre, a wrong answer.
 * About half the tasks (a seeded coin per task, so a subset of tasks rebuilds the same) get a balanced pool, so a
 * structure-only method finds the canonical in at most about half of the pools.
 */
export const BALANCED_SHARE = 0.5;

/** How many centres are tried for a task before it keeps its star pool. */
export const CENTRE_TRIES = 3;

export function isBalanced(seed: number, task: string): boolean {
  return createRng(`${seed}:balanced:${task}`).next() < BALANCED_SHARE;
}

export interface BalanceOptions {
  seed: number;
  distractors: number;
  ops?: string[];
  timeLimitS: (task: Task) => number;
}

export interface BalanceStats {
  /** tasks whose coin asked for a balanced pool */
  asked: number;
  /** tasks that got one */
  balanced: number;
  /** tasks that kept their star pool: no centre tried had enough failing single-edit clones */
  fellBack: string[];
  /** single-edit clones of centres generated, screened, and failing a test */
  generated: number;
  screened: number;
  killed: number;
}

/**
 * A single edit of the centre as edits of the canonical: the centre's edit and this one (mapped back to the
 * canonical's offsets), or null when the two overlap.
 */
function throughCentre(canonical: string, centre: Edit, e: Edit): Edit[] | null {
  const centreEnd = centre.start + centre.replacement.length; // the centre's edit, in the centre's text
  const lines = (s: string) => s.split('\n').length - 1;
  let mapped: Edit;
  if (e.end <= centre.start) mapped = e;
  else if (e.start >= centreEnd) {
    const shift = centre.original.length - centre.replacement.length;
    const lineShift = lines(centre.original) - lines(centre.replacement);
    mapped = { ...e, start: e.start + shift, end: e.end + shift, line: e.line + lineShift };
  } else return null;
  const edits = [centre, mapped].sort((a, b) => a.start - b.start);
  return canonical.slice(mapped.start, mapped.end) === mapped.original ? edits : null;
}

/** The single-edit clones of a centre, with edits against the canonical; the one that undoes it is the canonical. */
async function clonesOf(task: Task, centre: Mutant, ops?: string[]): Promise<Mutant[]> {
  const singles = await mutateTask({ ...task, id: centre.id, code: centre.code }, { ops });
  const out: Mutant[] = [];
  for (const m of singles) {
    if (isFallback(m, task.language)) continue; // balanced pools are made of the regular operators
    const edits = m.code === task.code ? null : throughCentre(task.code, centre.edits[0], m.edits[0]);
    if (!edits || applyEdits(task.code, edits) !== m.code) continue;
    out.push({ ...m, task: task.id, edits });
  }
  return out;
}

interface Pending {
  build: TaskBuild;
  centres: Candidate[];
}

/**
 * Rebuild the pools of the tasks whose coin says so around a centre clone. Each round tries one centre per task
 * (wrong-answer kills, spread over bug types, core first), screens its single-edit clones in one oracle call, and
 * keeps the task's centre plus `distractors - 1` failing clones chosen as the star pool's are. A task without
 * enough after CENTRE_TRIES centres keeps its star pool.
 */
export async function balancePools(
  oracle: Oracle,
  builds: readonly TaskBuild[],
  opts: BalanceOptions,
): Promise<BalanceStats> {
  const stats: BalanceStats = { asked: 0, balanced: 0, fellBack: [], generated: 0, screened: 0, killed: 0 };
  const n = opts.distractors;
  const pending: Pending[] = [];
  for (const build of builds) {
    if (n < 1 || !isBalanced(opts.seed, build.task.id)) continue;
    stats.asked++;
    const wrong = build.candidates.filter((c) => isWrongAnswer(c) && c.mutant.edits.length === 1);
    const rng = createRng(`${opts.seed}:centre:${build.task.id}`);
    const order = selectDiverse(
      wrong.map((c) => c.mutant),
      CENTRE_TRIES,
      rng,
    ).map((m) => wrong.find((c) => c.mutant === m)!);
    pending.push({ build, centres: order });
  }
  for (let round = 0; round < CENTRE_TRIES; round++) {
    const tries = pending.filter((p) => !p.build.centre && p.centres.length > round);
    if (tries.length === 0) break;
    const clones = await Promise.all(
      tries.map((p) => clonesOf(p.build.task, p.centres[round].mutant, opts.ops)),
    );
    const suites = tries.flatMap((p, i) =>
      clones[i].map((m) => mutantSuite(p.build.task, m, { timeoutS: opts.timeLimitS(p.build.task) })),
    );
    const results = await oracle.run(suites);
    let at = 0;
    tries.forEach((p, i) => {
      const screened = clones[i].map((m) => toCandidate(m, results[at++]));
      stats.generated += clones[i].length;
      stats.screened += screened.length;
      stats.killed += screened.filter((c) => c.killed).length;
      const kept = chooseKept(screened, n - 1, createRng(`${opts.seed}:keep-balanced:${p.build.task.id}`));
      if (kept.length < n - 1) return;
      const centre = p.centres[round];
      for (const c of kept) c.base = centre.mutant.id;
      p.build.kept = [centre, ...kept].sort((a, b) => (a.mutant.id < b.mutant.id ? -1 : 1));
      p.build.centre = centre.mutant.id;
      stats.balanced++;
    });
  }
  stats.fellBack = pending.filter((p) => !p.build.centre).map((p) => p.build.task.id);
  return stats;
}
