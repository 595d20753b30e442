import type { Task } from '../core/types.js';
import type { Oracle, SuiteResult } from '../execute/types.js';
import { mutantSuite } from './suites.js';
import type { TaskBuild } from './types.js';

/**
 * `build --full-oracle`: every released distractor against every test of its task, without stopping at the first
 * failure (the paper's full outcome matrix), under the limit its screening had. References already run every
 * test. Returns the results by candidate id; oracle.jsonl then holds these rows instead of the screening prefix.
 */
export async function fullOutcomeMatrix(
  oracle: Oracle,
  builds: readonly TaskBuild[],
  timeLimitS: (task: Task) => number,
): Promise<Map<string, SuiteResult>> {
  const all = builds.flatMap((b) => b.kept.map((c) => ({ b, c })));
  const results = await oracle.run(
    all.map(({ b, c }) => ({ ...mutantSuite(b.task, c.mutant), timeoutS: timeLimitS(b.task) })),
  );
  return new Map(all.map(({ c }, i) => [c.mutant.id, results[i]]));
}
