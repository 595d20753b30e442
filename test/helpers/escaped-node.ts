import { tmpdir } from 'node:os';
import { nodeRuntime } from '../../src/execute/runtime.js';
import { planSandbox } from '../../src/execute/sandbox.js';
import { WorkerPool } from '../../src/execute/pool.js';
import { SANDBOX_DEFAULTS } from '../../src/execute/options.js';
import type { TestOutcome } from '../../src/execute/types.js';

// The Node runner as the oracle starts it (the real sandbox plan, a pool of Node servers), with one difference:
// each context is handed an object of the runner's realm (`__runnerRealm`, the test-only limit
// exposeRunnerRealmForTests), the hole node:vm has when a context is given host objects. A snippet that starts
// with ESCAPE has left its context: the hostile tests then check what holds around it (processes, uids, IPC,
// work directories, descriptors).

/** The way out of a context given a host object: P is the runner's process, R its require. */
export const ESCAPE =
  "const HOST = __runnerRealm.constructor.constructor; const P = HOST('return process')(); const R = HOST('return require')();";

export interface EscapedSuite {
  id: string;
  code: string;
  tests: string[];
}

export interface EscapedResult {
  id: string;
  passed: boolean;
  tests: TestOutcome[];
}

/** Run the suites, in order, on `jobs` workers with the given sharing; outcomes by suite. */
export async function runEscaped(
  suites: readonly EscapedSuite[],
  opts: { share?: number; jobs?: number; timeoutS?: number } = {},
): Promise<EscapedResult[]> {
  const runtime = nodeRuntime();
  const plan = planSandbox('auto', runtime);
  const pool = new WorkerPool({
    runtime,
    plan,
    jobs: opts.jobs ?? 1,
    tmpMb: SANDBOX_DEFAULTS.tmpMb,
    fdCloser: undefined,
    limits: {
      timeoutS: opts.timeoutS ?? 5,
      memoryMb: 256,
      maxProcs: 256,
      share: opts.share ?? 16,
      uid: plan.uid,
      gid: plan.gid,
      pidNamespace: plan.pidNamespace,
      ipcNamespace: plan.ipcNamespace,
      workroot: plan.privateTmp ? '/tmp' : tmpdir(),
      exposeRunnerRealmForTests: true,
    },
  });
  const out: EscapedResult[] = suites.map((s) => ({ id: s.id, passed: false, tests: [] }));
  try {
    await pool.run(
      suites.map((s) => ({ code: s.code, tests: s.tests })),
      (i, tests) => {
        out[i].tests = tests;
        out[i].passed = tests.length > 0 && tests.every((t) => t.status === 'passed');
      },
    );
  } finally {
    await pool.close();
  }
  return out;
}
