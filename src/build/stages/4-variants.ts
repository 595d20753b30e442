import { createRng, type Rng } from '../../core/rng.js';
import type { Mutant, Task, TestStatus } from '../../core/types.js';
import type { Oracle, Suite } from '../../execute/types.js';
import { mutateTask, selectDiverse, stackMutants } from '../../mutate/index.js';
import type { Candidate, FailureKind, Rejection, TaskBuild } from '../types.js';

export interface VariantOptions {
  distractors: number;
  stack?: number;
  ops?: string[];
  /**
   * Every task draws from its own generator seeded by (seed, task id), so a task's distractors do not depend on
   * which other tasks are in the file: a subset rebuilds to the same records.
   */
  seed: number;
}

export function mutantSuite(task: Task, m: Mutant): Suite {
  return {
    snippet: m.id,
    task: task.id,
    language: task.language,
    code: m.code,
    setup: task.setup,
    tests: task.tests,
  };
}

/**
 * The failure kind of a killed candidate. A wrong answer (an assertion failing) is the distractor we want: it
 * looks plausible and runs. Errors, timeouts and crashes are kept only when there are not enough of those.
 */
export function failureKind(statuses: readonly TestStatus[]): FailureKind | null {
  if (statuses.every((s) => s === 'passed')) return null;
  if (statuses.includes('failed')) return 'assertion';
  const first = statuses.find((s) => s !== 'passed')!;
  return first === 'error' ? 'error' : first === 'timeout' ? 'timeout' : 'crashed';
}

/**
 * Stage 4, variant execution: every candidate mutant of every task is run against the task's tests; a candidate
 * is a usable distractor only if it fails at least one test. Up to `distractors` are kept per task, spread over
 * bug types and lines, preferring wrong-answer failures.
 */
export async function runVariants(
  oracle: Oracle,
  tasks: readonly Task[],
  opts: VariantOptions,
): Promise<{ builds: TaskBuild[]; rejected: Rejection[] }> {
  const perTask: { task: Task; mutants: Mutant[] }[] = [];
  for (const task of tasks) {
    let mutants = await mutateTask(task, { ops: opts.ops });
    if (opts.stack && opts.stack > 1) {
      // Enough stacked candidates that the kept ones can still be spread over lines after screening.
      mutants = await stackMutants(
        task,
        mutants,
        opts.stack,
        Math.max(8, opts.distractors * 4),
        createRng(`${opts.seed}:stack:${task.id}`),
      );
    }
    perTask.push({ task, mutants });
  }
  const suites = perTask.flatMap(({ task, mutants }) => mutants.map((m) => mutantSuite(task, m)));
  const results = await oracle.run(suites);
  let i = 0;
  const builds: TaskBuild[] = [];
  const rejected: Rejection[] = [];
  for (const { task, mutants } of perTask) {
    const candidates: Candidate[] = mutants.map((mutant) => {
      const result = results[i++];
      const statuses = result.tests.map((t) => t.status);
      const failure = failureKind(statuses);
      return { mutant, result, statuses, killed: failure !== null, failure };
    });
    const kept = choose(candidates, opts.distractors, createRng(`${opts.seed}:keep:${task.id}`));
    if (opts.distractors > 0 && kept.length === 0) {
      rejected.push({
        task: task.id,
        stage: 'variants',
        reason:
          candidates.length === 0
            ? 'no candidate mutants'
            : `none of ${candidates.length} candidates fails a test`,
      });
      continue;
    }
    builds.push({ task, candidates, kept });
  }
  return { builds, rejected };
}

function choose(candidates: Candidate[], n: number, rng: Rng): Candidate[] {
  if (n <= 0) return [];
  const killed = candidates.filter((c) => c.killed);
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
