import type { Oracle, Suite, SuiteResult } from '../execute/types.js';

/**
 * The same oracle with another `run` (a decorator: counting, judging at the cap). Everything else it describes
 * (isolation, file-system view, runtimes, limits) and its `close` are the wrapped oracle's.
 */
export function withRun(oracle: Oracle, run: (suites: readonly Suite[]) => Promise<SuiteResult[]>): Oracle {
  return {
    isolation: oracle.isolation,
    ...(oracle.view !== undefined && { view: oracle.view }),
    runtimes: oracle.runtimes,
    limits: oracle.limits,
    close: () => oracle.close(),
    run,
  };
}
