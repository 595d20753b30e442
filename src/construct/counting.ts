import type { Oracle, Suite, SuiteResult } from '../execute/types.js';
import { withRun } from './oracle-wrap.js';
import type { ExecutionCounts, ExecutionStep } from './types.js';

export function emptyCounts(): ExecutionCounts {
  return { suites: 0, executed: 0, tests: 0, timedOut: 0, timeoutS: 0 };
}

/** The build's steps that run suites, each counted on its own. */
export function emptyExecution(): Record<ExecutionStep, ExecutionCounts> {
  return {
    reference: emptyCounts(),
    screening: emptyCounts(),
    sweep: emptyCounts(),
    cross: emptyCounts(),
    matrix: emptyCounts(),
  };
}

/**
 * The same oracle, counting into `counts` what it executes: machine-independent figures (suites and tests run,
 * seconds lost to time-outs) to steer the build's speed by, where wall-clock time is noisy.
 */
export function countingOracle(oracle: Oracle, counts: ExecutionCounts): Oracle {
  return withRun(oracle, async (suites: readonly Suite[]): Promise<SuiteResult[]> => {
    const results = await oracle.run(suites);
    counts.suites += suites.length;
    results.forEach((r, i) => {
      if (r.cached) return;
      counts.executed++;
      counts.tests += r.tests.length;
      if (r.tests.some((t) => t.status === 'timeout')) {
        counts.timedOut++;
        counts.timeoutS += suites[i].timeoutS ?? oracle.limits.timeoutS;
      }
    });
    return results;
  });
}
