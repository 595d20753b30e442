import { createRng } from '../core/rng.js';
import type { Mutant, Task } from '../core/types.js';
import type { Oracle } from '../execute/types.js';
import { loadParser } from '../lang/parser.js';
import { operatorsOf } from '../mutate/operator.js';
import {
  applyEdits,
  CORE_BUG_TYPES,
  diverseOrder,
  isFallback,
  mutateTask,
  stackMutants,
} from '../mutate/index.js';
import { mutantSuite, isWrongAnswer, toCandidate, usable } from './suites.js';
import type { Candidate, ScreenMode } from './types.js';
import type { VariantOptions } from './stages/4-variants.js';

/** Suites per oracle call in the first screening round, which starts while candidates are still being made. */
const FIRST_ROUND_CHUNK = 256;

export interface TaskState {
  task: Task;
  mutants: Mutant[];
  /** screening order: diversity-first (bug types, then lines), seeded per task */
  order: Mutant[];
  next: number;
  screened: Map<string, Candidate>;
  done: boolean;
  /** with `stack`: the task's single-edit candidates by code, of which the stacked ones are made */
  singles?: Map<string, Mutant>;
  /**
   * The fallback operators' candidates (`MutationOperator.fallback`), held back: they join `order` (and
   * `mutants`) only when the others leave the task short of its distractors (`promoteFallback`).
   */
  fallback: { mutants: Mutant[]; order: Mutant[] } | null;
}

/**
 * A task whose candidates are all screened but that has fewer usable ones than it keeps gets its held-back
 * fallback candidates: they join the end of its screening order, and it screens on. A task whose pool was full
 * without them never sees them, so adding a fallback operator changes no pool that was already full.
 */
export function promoteFallback(st: TaskState, n: number): void {
  if (!st.fallback || st.next < st.order.length) return;
  if ([...st.screened.values()].filter(usable).length >= n) return;
  st.order = [...st.order, ...st.fallback.order];
  st.mutants = st.fallback.mutants;
  st.fallback = null;
  st.done = false;
}

/**
 * How many candidates of a bug type are screened, at most, while looking for a wrong answer of that type (more
 * are screened only while the task still lacks wrong answers). On the bundled tasks, 1 keeps 85% of the kept
 * distractors in the six core bug types (full screening: 96%) with 1,893 of 14,964 candidates screened; 2 keeps
 * 92% with 2,382; unlimited keeps 96% with 2,750.
 */
export const SCREEN_TRIES_PER_TYPE = 2;

/**
 * Whether screening more of a task's candidates could still change what it keeps: `choose` keeps `n` wrong-answer
 * kills spread over bug types, the six core types first (`selectDiverse`). So a task is settled once it has `n`
 * wrong-answer kills and the bug types they cover are the ones full screening would mostly pick from: `n` core
 * types, or every core type that may still give one, then likewise the other types. A type may still give one
 * while it has unscreened candidates and fewer than SCREEN_TRIES_PER_TYPE screened. Everything screened settles
 * a task too.
 */
export function settled(
  order: readonly Mutant[],
  next: number,
  screened: Iterable<Candidate>,
  n: number,
  triesPerType = SCREEN_TRIES_PER_TYPE,
): boolean {
  if (next >= order.length) return true;
  const wrong = [...screened].filter(isWrongAnswer);
  if (wrong.length < n) return false;
  const covered = new Set(wrong.map((c) => c.mutant.bug_type));
  const tried = new Map<string, number>();
  for (let i = 0; i < next; i++) tried.set(order[i].bug_type, (tried.get(order[i].bug_type) ?? 0) + 1);
  const open = new Set<string>(); // bug types that may still give a wrong answer
  for (let i = next; i < order.length; i++) {
    const t = order[i].bug_type;
    if ((tried.get(t) ?? 0) < triesPerType) open.add(t);
  }
  const types = [...new Set(order.map((m) => m.bug_type))];
  const core = new Set<string>(CORE_BUG_TYPES);
  let have = 0;
  for (const tier of [types.filter((t) => core.has(t)), types.filter((t) => !core.has(t))]) {
    have += tier.filter((t) => covered.has(t)).length;
    if (have >= n) return true;
    if (tier.some((t) => !covered.has(t) && open.has(t))) return false;
  }
  return true;
}

/** A round's batch: candidates of the tasks still screening. */
type Batch = { st: TaskState; m: Mutant }[];

/**
 * Screening in rounds, one oracle call per round across all tasks (so every worker stays busy). Each task's
 * candidates are screened in a seeded diversity-first order; in `auto` mode a task leaves the rounds once its
 * kept set is settled (see `settled`). The rounds depend only on the verdicts, never on timing (except through
 * time-outs), so the same tasks, options and seed screen the same candidates. `all` screens every candidate in
 * one round, as the kill-rate table of a full study needs.
 */
export class Screening {
  readonly states: TaskState[] = [];
  readonly risky = new Set<Mutant>();
  rounds = 0;
  mutateMs = 0;
  readonly mode: ScreenMode;

  constructor(
    private readonly oracle: Oracle,
    private readonly opts: VariantOptions,
  ) {
    this.mode = opts.screen ?? 'auto';
  }

  /** A round's batch for the tasks given: each task's next candidates (`all`: every one). */
  take(sts: readonly TaskState[]): Batch {
    const batch: Batch = [];
    for (const st of sts) {
      if (st.done) continue;
      const k = this.mode === 'all' ? st.order.length : batchSize(st, this.opts.distractors);
      for (const m of st.order.slice(st.next, st.next + k)) batch.push({ st, m });
      st.next = Math.min(st.order.length, st.next + k);
    }
    return batch;
  }

  async screen(batch: Batch): Promise<void> {
    // Candidates that may loop first: the workers take suites in order, so a long one at the end of a batch
    // would leave the other workers idle. (The order of a batch changes no verdict.)
    batch.sort((a, b) => Number(this.risky.has(b.m)) - Number(this.risky.has(a.m)));
    const limits = new Map<TaskState, number>();
    for (const { st } of batch) if (!limits.has(st)) limits.set(st, this.opts.timeLimitS(st.task));
    // A stacked candidate's edits each run alone too, in the same call: each must fail a test by itself.
    const comps = new Map(batch.map(({ st, m }) => [m, componentsOf(st, m)]));
    const parts = new Map<string, { st: TaskState; m: Mutant }>();
    for (const { st, m } of batch) for (const c of comps.get(m)!) parts.set(c.id, { st, m: c });
    const runs = [...batch, ...parts.values()];
    const results = await this.oracle.run(
      runs.map(({ st, m }) => mutantSuite(st.task, m, { timeoutS: limits.get(st)! })),
    );
    const part = new Map(
      [...parts.keys()].map((id, i) => [id, toCandidate(parts.get(id)!.m, results[batch.length + i])]),
    );
    batch.forEach(({ st, m }, i) => {
      const c = toCandidate(m, results[i]);
      if (st.singles && m.edits.length > 1) c.components = comps.get(m)!.map((k) => part.get(k.id)!);
      st.screened.set(m.id, c);
    });
  }

  update(): void {
    const n = this.opts.distractors;
    for (const st of this.states) {
      if (!st.done)
        st.done =
          this.mode === 'all'
            ? st.next >= st.order.length
            : settled(st.order, st.next, st.screened.values(), n);
      if (st.done && n > 0) promoteFallback(st, n);
    }
  }

  /**
   * Make every task's candidates and screen the first round. Generating the candidates is Node's work and
   * screening is the workers': the first round goes to the oracle in chunks of tasks as their candidates are
   * ready, so that the workers are not idle while the rest are made. (Chunks only change which suites share an
   * oracle call, never a task's batch, so no verdict changes.)
   */
  async firstRound(tasks: readonly Task[]): Promise<void> {
    const pending: Promise<void>[] = [];
    let chunk: TaskState[] = [];
    let chunkSuites = 0;
    for (const task of tasks) {
      const t0 = performance.now();
      const st = await this.prepare(task);
      this.mutateMs += performance.now() - t0;
      chunk.push(st);
      chunkSuites += st.done ? 0 : this.mode === 'all' ? st.order.length : Math.max(1, this.opts.distractors);
      if (chunkSuites >= FIRST_ROUND_CHUNK) {
        const batch = this.take(chunk);
        if (batch.length) pending.push(this.screen(batch));
        chunk = [];
        chunkSuites = 0;
        await new Promise<void>((resolve) => setImmediate(resolve)); // let the oracle feed its workers
      }
    }
    const last = this.take(chunk);
    if (last.length) pending.push(this.screen(last));
    await Promise.all(pending);
    this.rounds = pending.length ? 1 : 0;
    this.update();
  }

  /** The later rounds, until every task is settled. */
  async laterRounds(): Promise<void> {
    for (;;) {
      const batch = this.take(this.states);
      if (batch.length === 0) return;
      this.rounds++;
      await this.screen(batch);
      this.update();
    }
  }

  /** A task's candidates in screening order; candidates that may loop are marked risky. */
  private async prepare(task: Task): Promise<TaskState> {
    const { opts } = this;
    const { mutants: all, singles } = await candidateMutants(task, opts);
    const spans = await loopRisk(task);
    const isRisky = (m: Mutant) =>
      m.edits.some((e) => spans.some(([a, b]) => e.line - 1 >= a && e.line - 1 <= b));
    for (const m of all) if (isRisky(m)) this.risky.add(m);
    const mutants = all.filter((m) => !isFallback(m, task.language));
    const order = diverseOrder(mutants, createRng(`${opts.seed}:screen:${task.id}`), isRisky);
    const held = all.filter((m) => isFallback(m, task.language));
    const fallback = held.length
      ? { mutants: all, order: diverseOrder(held, createRng(`${opts.seed}:fallback:${task.id}`), isRisky) }
      : null;
    // In auto mode a task that keeps no distractor needs no screening.
    const done = order.length === 0 || (this.mode === 'auto' && opts.distractors <= 0);
    const st: TaskState = { task, mutants, order, next: 0, screened: new Map(), done, singles, fallback };
    if (opts.distractors > 0) promoteFallback(st, opts.distractors);
    this.states.push(st);
    return st;
  }
}

/** A task's candidate mutants: single edits, or stacked ones with `stack` (with the singles they are made of). */
async function candidateMutants(
  task: Task,
  opts: VariantOptions,
): Promise<{ mutants: Mutant[]; singles?: Map<string, Mutant> }> {
  const singles = await mutateTask(task, { ops: opts.ops });
  if (!opts.stack || opts.stack <= 1) return { mutants: singles };
  // Stacked candidates are made of the regular operators' edits only (no fallback tier).
  const regular = singles.filter((m) => !isFallback(m, task.language));
  // Enough stacked candidates that the kept ones can still be spread over lines after screening.
  const count = Math.max(8, opts.distractors * 4);
  const rng = createRng(`${opts.seed}:stack:${task.id}`);
  return {
    mutants: await stackMutants(task, regular, opts.stack, count, rng),
    singles: new Map(singles.map((m) => [m.code, m])),
  };
}

/**
 * The component edits of a stacked candidate, each as the single-edit candidate that makes it (the paper's
 * stacked mutants are made of execution-verified, line-disjoint mutations). None for a single-edit candidate.
 */
export function componentsOf(st: Pick<TaskState, 'task' | 'singles'>, m: Mutant): Mutant[] {
  if (!st.singles || m.edits.length < 2) return [];
  return m.edits.map((e, i) => {
    const code = applyEdits(st.task.code, [e]);
    const single = st.singles!.get(code);
    // Every stacked edit comes from a single-edit candidate; this is a fallback that keeps the check whole.
    return (
      single ?? {
        task: st.task.id,
        id: `${m.id}.${i + 1}`,
        bug_type: 'unknown',
        operator: operatorsOf(m.operator)[i] ?? '',
        code,
        edits: [e],
      }
    );
  });
}

/**
 * The lines (0-based, first and last) where an edit may make a candidate loop forever: the task's `while` loops,
 * and, when it has one, its guards (an `if` whose block returns or raises: `if n < 0: return -1` before
 * `while n: ...`). On the first 100 bundled tasks these hold 18% of the candidates and 127 of the 129 that
 * time out while screening. A time-out costs its whole limit, 10-20 suites' worth, so within each bug type the
 * screening order tries these candidates after the others; bug types are still covered in the same order. On
 * the 314 bundled tasks this takes the candidates that time out while screening from 136 to 101.
 */
async function loopRisk(task: Task): Promise<[number, number][]> {
  const tree = (await loadParser(task.language)).parse(task.code);
  try {
    const loops = tree.rootNode.descendantsOfType('while_statement').filter((n) => n !== null);
    if (loops.length === 0) return [];
    const guards = tree.rootNode
      .descendantsOfType('if_statement')
      .filter(
        (n) =>
          n !== null &&
          (n.childForFieldName('consequence')?.namedChildren ?? []).some(
            (c) => c?.type === 'return_statement' || c?.type === 'raise_statement',
          ),
      );
    return [...loops, ...guards].map((n) => [n!.startPosition.row, n!.endPosition.row]);
  } finally {
    tree.delete();
  }
}

/**
 * How many more of a task's candidates the next round screens: first `n`, then as many as it still lacks of
 * wrong-answer kills or of bug types, at least one.
 */
function batchSize(st: TaskState, n: number): number {
  if (st.next === 0) return Math.max(1, n);
  const wrong = [...st.screened.values()].filter(isWrongAnswer);
  const types = new Set(st.order.map((m) => m.bug_type)).size;
  const covered = new Set(wrong.map((c) => c.mutant.bug_type)).size;
  return Math.max(1, n - wrong.length, Math.min(n, types) - covered);
}
