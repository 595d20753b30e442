import type { Rng } from '../core/rng.js';
import type { Mutant, Task, TestStatus } from '../core/types.js';
import { selectDiverse } from '../mutate/index.js';
import type { Suite, SuiteResult } from '../execute/types.js';
import type { Candidate, FailureKind } from './types.js';

/**
 * How long a candidate mutant may run while screening: max(floorS, factor x the reference suite's time), rounded
 * up to a multiple of stepS and capped by `variantTimeoutS`.
 *
 * - The reference suites of the bundled tasks take 0-75 ms summed over their tests (median 1 ms, 90th percentile
 *   5 ms). A mutant that ends takes about as long as its reference; one that loops would use any limit up.
 *   Looping candidates are a few percent of all, but under a flat 1 s limit they took most of the screening time.
 * - floorS 0.1 s is far above a typical reference suite, and the oracle does not count the time a suite waits
 *   for a CPU that other processes hold (a shared machine does not turn slow-but-ending mutants into time-outs);
 *   factor 10 keeps a margin for slow references. A mutant that is 10x slower than its reference on the same
 *   input is a distractor worth dropping anyway (it is kept only as a `timeout` kill, the least preferred kind,
 *   and the final sweep re-checks it under the full limit).
 * - stepS: limits are rounded up to 0.05 s steps, so small differences in a cold reference run's measured time
 *   give the same limit (the limit is part of the outcome cache key) and the same verdicts.
 */
export const SCREEN_TIME_LIMIT = { floorS: 0.1, factor: 10, stepS: 0.05 } as const;

export function screeningTimeLimit(
  referenceMs: number,
  capS: number,
  rule: { floorS: number; factor: number; stepS: number } = SCREEN_TIME_LIMIT,
): number {
  const raw = Math.max(rule.floorS, (rule.factor * referenceMs) / 1000);
  const stepped = Math.ceil(raw / rule.stepS - 1e-9) * rule.stepS;
  return Math.min(capS, Math.round(stepped * 1000) / 1000);
}

/** A candidate's suite while screening: its own time limit, stopping at the first test that does not pass. */
export function mutantSuite(task: Task, m: Mutant, screen?: { timeoutS: number }): Suite {
  return {
    snippet: m.id,
    task: task.id,
    language: task.language,
    code: m.code,
    setup: task.setup,
    ...(task.context ? { context: task.context } : {}),
    tests: task.tests,
    // its code, setup and tests are all the task's own: it may share a process with the task's other suites
    group: task.id,
    ...(screen ? { timeoutS: screen.timeoutS, failFast: true } : {}),
  };
}

/**
 * The failure kind of a killed candidate: the kind of its first test that does not pass (screening stops there).
 * A wrong answer (an assertion failing) is the distractor we want: it looks plausible and runs. Errors,
 * timeouts and crashes are kept only when there are not enough of those.
 */
export function failureKind(statuses: readonly TestStatus[]): FailureKind | null {
  const first = statuses.find((s) => s !== 'passed');
  if (first === undefined) return null;
  return first === 'failed'
    ? 'assertion'
    : first === 'error'
      ? 'error'
      : first === 'timeout'
        ? 'timeout'
        : 'crashed';
}

export function toCandidate(m: Mutant, result: SuiteResult): Candidate {
  const statuses = result.tests.map((t) => t.status);
  const failure = failureKind(statuses);
  return { mutant: m, result, statuses, killed: failure !== null, failure };
}

/**
 * A candidate that may be kept: it fails a test, and, when it is stacked, each of its edits fails a test on its
 * own (a stacked mutant whose one edit is equivalent is really a mutant of fewer edits).
 */
export function usable(c: Candidate): boolean {
  return c.killed && (c.components ?? []).every((k) => k.killed);
}

/** A usable candidate that fails by a wrong answer (an assertion), the kind of distractor preferred. */
export function isWrongAnswer(c: Candidate): boolean {
  return usable(c) && c.failure === 'assertion';
}

/**
 * The distractors a task keeps: up to `n` usable candidates, the wrong answers first, spread over bug types (the
 * six core types first) and lines (`selectDiverse`), in id order.
 */
export function chooseKept(candidates: Candidate[], n: number, rng: Rng): Candidate[] {
  if (n <= 0) return [];
  const killed = candidates.filter(usable);
  const wrongAnswer = killed.filter((c) => c.failure === 'assertion');
  const other = killed.filter((c) => c.failure !== 'assertion');
  const byId = new Map(killed.map((c) => [c.mutant.id, c]));
  const first = selectDiverse(
    wrongAnswer.map((c) => c.mutant),
    n,
    rng,
  );
  const rest =
    first.length < n
      ? selectDiverse(
          other.map((c) => c.mutant),
          n - first.length,
          rng,
        )
      : [];
  return [...first, ...rest].map((m) => byId.get(m.id)!).sort((a, b) => (a.mutant.id < b.mutant.id ? -1 : 1));
}
