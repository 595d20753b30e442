// The Python server imports numpy and scipy once, when a suite's code or context names them, so that every fork after
// inherits them (assets/python/harness.py, WARM_ON_DEMAND); never under a --memory below 512 MiB, and never a module a
// snippet could choose beyond those two packages and their public subpackages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createOracle } from '../../src/execute/index.js';
import type { Suite } from '../../src/execute/types.js';
import { createLogger } from '../../src/core/log.js';

const suite = (snippet: string, extra: Partial<Suite>): Suite => ({
  snippet,
  task: `task-${snippet}`,
  language: 'python',
  code: 'x = 1',
  tests: ['assert x == 1'],
  ...extra,
});

// a test that imports nothing and reports what its process already holds
const holds = (module: string) =>
  `import sys\nassert ${JSON.stringify(module)} in sys.modules, 'not inherited'`;

async function run(memoryMb: number, suites: Suite[]) {
  const oracle = await createOracle({ cache: false, jobs: 1, memoryMb, log: createLogger({ quiet: true }) });
  try {
    const out = [];
    // one at a time: each suite is sent after the one before has run, so the order of the server's work is fixed
    for (const s of suites) out.push((await oracle.run([s]))[0].tests.map((t) => t.status));
    return out;
  } finally {
    await oracle.close();
  }
}

test('a context that imports numpy has the server import it: later forks inherit numpy and scipy.special; other names, and a small --memory, do not', async () => {
  const before = suite('before', { tests: [holds('numpy')] });
  const numpy = suite('numpy', {
    context: 'import numpy as np\nfrom scipy.special import comb\n',
    tests: ['assert np.array([1, 2]).sum() == 3 and comb(4, 2) == 6'],
  });
  const after = suite('after', { tests: [holds('numpy'), holds('scipy.special')] });
  // a name that merely starts like one (numpyx), and a module outside the two packages, are not imported
  const others = suite('others', { code: 'import numpyx_not_a_module  # noqa\n', tests: ['pass'] });
  const unwarmed = suite('unwarmed', { tests: [holds('numpyx_not_a_module'), holds('sklearn')] });
  const warm = await run(1024, [before, numpy, after, others, unwarmed]);
  assert.deepEqual(warm, [['failed'], ['passed'], ['passed', 'passed'], ['error'], ['failed', 'failed']]);
  // under --memory 256 the server keeps its address space: the import stays in the fork that asked for it
  const small = await run(256, [numpy, after]);
  assert.deepEqual(small, [['passed'], ['failed', 'failed']]);
});

test("a name that would run a program on import (numpy.f2py.__main__) warms only its package; the server's stdout, the jobs' channel, stays clean for the other tasks' suites in the same call", async () => {
  const ok = (n: number) => suite(`ok${n}`, {});
  const f2py = suite('f2py', { code: 'import numpy.f2py.__main__\nx = 1' });
  const scipyMain = suite('scipy-deep', { code: 'from scipy.optimize._shgo_lib import _complex\nx = 1' });
  const after = suite('after-f2py', {
    tests: [holds('numpy'), `import sys\nassert 'numpy.f2py' not in sys.modules, 'the server imported it'`],
  });
  const oracle = await createOracle({
    cache: false,
    jobs: 1,
    memoryMb: 1024,
    log: createLogger({ quiet: true }),
  });
  try {
    // one call: a worker killed by a malformed message would take every suite of the call with it
    const out = await oracle.run([ok(1), f2py, ok(2), scipyMain, ok(3)]);
    for (const i of [0, 2, 4])
      assert.deepEqual(
        out[i].tests.map((t) => t.status),
        ['passed'],
        out[i].snippet,
      );
    assert.notEqual(out[1].tests[0].status, 'crashed', out[1].tests[0].message);
    const [later] = await oracle.run([after]);
    assert.deepEqual(
      later.tests.map((t) => t.status),
      ['passed', 'passed'],
    );
  } finally {
    await oracle.close();
  }
});
