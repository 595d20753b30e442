import type { Task } from '../../core/types.js';
import type { Oracle, Suite, SuiteResult } from '../../execute/types.js';
import { rejection } from '../rejections.js';
import type { StageOutcome } from '../types.js';

export function referenceSuite(task: Task): Suite {
  return {
    snippet: task.id,
    task: task.id,
    language: task.language,
    code: task.code,
    setup: task.setup,
    ...(task.context ? { context: task.context } : {}),
    tests: task.tests,
  };
}

/** Stage 3, reference execution: every test of the reference passes, or the task is rejected with the reason. */
export async function runReferences(
  oracle: Oracle,
  tasks: readonly Task[],
): Promise<StageOutcome<Task> & { results: Map<string, SuiteResult> }> {
  const results = await oracle.run(tasks.map(referenceSuite));
  const accepted: Task[] = [];
  const rejected: StageOutcome<Task>['rejected'] = [];
  const byTask = new Map<string, SuiteResult>();
  tasks.forEach((task, i) => {
    const r = results[i];
    byTask.set(task.id, r);
    const bad = r.tests.findIndex((t) => t.status !== 'passed');
    if (bad < 0) accepted.push(task);
    else {
      const t = r.tests[bad];
      const msg = t.message ? `: ${t.message.split('\n')[0].slice(0, 160)}` : '';
      rejected.push(rejection(task.id, 'reference-fails', `${bad} ${t.status}${msg}`));
    }
  });
  return { accepted, rejected, results: byTask };
}
