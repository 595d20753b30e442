import type { Task } from '../../core/types.js';
import type { Oracle } from '../../execute/types.js';
import { createRng } from '../../core/rng.js';
import { balancePools, type BalanceStats } from '../balanced.js';
import { rejection } from '../rejections.js';
import { Screening } from '../screening.js';
import { chooseKept } from '../suites.js';
import type { Candidate, ScreenMode, StageOutcome, TaskBuild } from '../types.js';

export {
  failureKind,
  mutantSuite,
  SCREEN_TIME_LIMIT,
  screeningTimeLimit,
  toCandidate,
  usable,
} from '../suites.js';
export { settled, SCREEN_TRIES_PER_TYPE } from '../screening.js';

export interface VariantOptions {
  distractors: number;
  stack?: number;
  ops?: string[];
  /**
   * Every task draws from its own generator seeded by (seed, task id), so a task's distractors do not depend on
   * which other tasks are in the file: a subset rebuilds to the same records.
   */
  seed: number;
  /** `auto` (default): stop screening a task once its kept set is settled; `all`: screen every candidate */
  screen?: ScreenMode;
  /** the wall-clock limit of each candidate's suite, seconds (see screeningTimeLimit) */
  timeLimitS: (task: Task) => number;
  /** build about half the pools around a clone (balanced.ts) */
  balanced?: boolean;
  /** each task's verified task-provided distractors (provided.ts), kept first */
  provided?: ReadonlyMap<string, Candidate[]>;
}

export interface ScreeningStats {
  mode: ScreenMode;
  /** oracle calls, one per round across all tasks */
  rounds: number;
  /** candidate mutants generated */
  candidates: number;
  /** candidates run against their task's tests */
  screened: number;
}

export interface VariantOutcome extends StageOutcome<TaskBuild> {
  screening: ScreeningStats;
  mutateMs: number;
  /** with `balanced`: how the balanced pools went */
  balance?: BalanceStats;
}

/**
 * Stage 4, variant execution: candidate mutants are run against the task's tests; a candidate is a usable
 * distractor only if it fails at least one test. Up to `distractors` are kept per task, spread over bug types and
 * lines, preferring wrong-answer failures. Candidates are screened in rounds (`Screening`).
 */
export async function runVariants(
  oracle: Oracle,
  tasks: readonly Task[],
  opts: VariantOptions,
): Promise<VariantOutcome> {
  const screening = new Screening(oracle, opts);
  await screening.firstRound(tasks);
  await screening.laterRounds();
  const out: VariantOutcome = {
    accepted: [],
    rejected: [],
    screening: { mode: screening.mode, rounds: screening.rounds, candidates: 0, screened: 0 },
    mutateMs: Math.round(screening.mutateMs),
  };
  for (const st of screening.states) {
    // In the candidates' own (id) order, so reports do not depend on the screening order.
    const candidates = st.mutants.filter((m) => st.screened.has(m.id)).map((m) => st.screened.get(m.id)!);
    out.screening.candidates += st.mutants.length;
    out.screening.screened += candidates.length;
    const kept = keepWithProvided(
      opts.provided?.get(st.task.id) ?? [],
      candidates,
      opts.distractors,
      createRng(`${opts.seed}:keep:${st.task.id}`),
    );
    if (opts.distractors > 0 && kept.length === 0) {
      out.rejected.push(
        st.mutants.length === 0
          ? rejection(st.task.id, 'no-candidates')
          : rejection(st.task.id, 'no-kill', String(candidates.length)),
      );
      continue;
    }
    out.accepted.push({ task: st.task, candidates, generated: st.mutants.length, kept });
  }
  if (opts.balanced) out.balance = await balancePools(oracle, out.accepted, opts);
  return out;
}

/**
 * A task's kept distractors: its verified task-provided ones first (up to `n`, in the task's order), then the
 * engine's, chosen as ever (`chooseKept`) for the places left; an engine candidate with a provided one's text
 * is not taken twice. A task without provided distractors keeps exactly what it kept before.
 */
function keepWithProvided(
  provided: readonly Candidate[],
  candidates: Candidate[],
  n: number,
  rng: ReturnType<typeof createRng>,
): Candidate[] {
  if (provided.length === 0) return chooseKept(candidates, n, rng);
  const own = provided.slice(0, Math.max(0, n));
  const texts = new Set(own.map((c) => c.mutant.code));
  return [
    ...own,
    ...chooseKept(
      candidates.filter((c) => !texts.has(c.mutant.code)),
      n - own.length,
      rng,
    ),
  ];
}
