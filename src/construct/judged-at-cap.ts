import type { Oracle, Suite, SuiteResult } from '../execute/types.js';
import { withRun } from './oracle-wrap.js';

/**
 * The same oracle, where no verdict rests on a measured time: a suite that times out under a limit below `capS`
 * runs again under `capS` before it is judged, and that run's outcome is its result.
 *
 * Screening limits follow each reference's measured time (screeningTimeLimit), and a reference measured under
 * load, or in another process (a shard, a second cold build), can give another limit. A suite that ends under
 * one limit ends with the same outcome under any larger one, so with this rule every screening verdict is the
 * verdict under the cap, a constant of the build (`--variant-timeout`): the limit a task gets changes how soon a
 * looping candidate is found out, never what is kept. Only a suite whose own run takes about the cap can still go
 * either way (the harness already does not count time spent waiting for a CPU). The cost is one run under the cap
 * for each suite that timed out below it.
 */
export function judgedAtCap(oracle: Oracle, capS: number): Oracle {
  return withRun(oracle, async (suites: readonly Suite[]): Promise<SuiteResult[]> => {
    const results = await oracle.run(suites);
    const again = suites.flatMap((s, i) =>
      (s.timeoutS ?? oracle.limits.timeoutS) < capS && timedOut(results[i]) ? [i] : [],
    );
    if (again.length === 0) return results;
    const rerun = await oracle.run(again.map((i) => ({ ...suites[i], timeoutS: capS })));
    const out = [...results];
    again.forEach((i, k) => (out[i] = rerun[k]));
    return out;
  });
}

function timedOut(r: SuiteResult): boolean {
  return r.tests.some((t) => t.status === 'timeout');
}
