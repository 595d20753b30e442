// Where the open step's judging time goes (docs/open.md, "Where the time goes"): a plain evaluation of the release
// (its rankings), then the open step's judging (openLabels, as `eval --open` calls it) on an oracle wrapped to record
// every oracle.run call: its suites, tests, wall time, the tests' own time, the statuses, and the time limits of the
// suites that timed out. Optionally writes each query's open `passing` list (--passing FILE) so that two versions'
// verdicts can be compared (scripts/compare-open-passing.mjs).
//
// Usage: npx tsx bench/open-profile.ts [--release data/release] [--every 10] [--depth 100] [--sample 20]
//        [--passing FILE] [--calls FILE] [--dump FILE] [--no-cap] [--cap S]
//
// --no-cap: a time-out under the probe limit is final (as before the open step judged time-outs at the cap).
import { writeFileSync } from 'node:fs';
import { sandboxServersCpu, systemRankings } from './open-common.js';
import { evaluate } from '../src/evaluate/index.js';
import { loadRelease } from '../src/release/index.js';
import { createOracle } from '../src/execute/oracle.js';
import { withRun } from '../src/construct/oracle-wrap.js';
import { oracleJudge, openLimit } from '../src/evaluate/open/judge.js';
import {
  openLabels,
  readReleaseTasks,
  referenceTimes,
  resolveOpenOptions,
} from '../src/evaluate/open/index.js';
import { createLogger } from '../src/core/log.js';
import { releaseCap } from '../src/evaluate/open/step.js';
import type { Suite, SuiteResult } from '../src/execute/types.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const releaseDir = arg('release', 'data/release');
const every = Number(arg('every', '10'));
const depth = Number(arg('depth', '100'));
const sample = Number(arg('sample', '20'));
const passingFile = arg('passing', '');
const callsFile = arg('calls', '');
const dumpFile = arg('dump', '');
const dumped: Suite[][] = [];

const full = loadRelease(releaseDir);
const queries = full.queries.map((q) => q._id).filter((_, i) => i % every === 0);
const t0 = performance.now();
const plain = await evaluate({ release: releaseDir, queries, cache: false });
const plainS = (performance.now() - t0) / 1000;
const release = loadRelease(releaseDir);
release.queries = release.queries.filter((q) => queries.includes(q._id));
const tasks = readReleaseTasks(release);
const rankings = systemRankings(plain);

/** CPU seconds of every live sandbox server (the Python fork servers) and of the children it has reaped. */
const harnessCpu = (): number => [...sandboxServersCpu().values()].reduce((a, b) => a + b, 0);

interface Call {
  suites: number;
  tests: number;
  wallMs: number;
  testMs: number;
  statuses: Record<string, number>;
  timeoutLimits: number[];
  groups: number;
  groupRuns: number;
  testsPerSuite: number[];
  /** per status: [tests, ms] by ms bucket (0, 1, 2-4, 5-9, 10-49, 50-99, 100+) */
  msBuckets: Record<string, number[][]>;
}
const BUCKETS = [0, 1, 2, 5, 10, 50, 100];
const calls: Call[] = [];
const log = createLogger({ quiet: true });
const inner = await createOracle({ cache: false, log });
const oracle = withRun(inner, async (suites: readonly Suite[]): Promise<SuiteResult[]> => {
  if (dumpFile) {
    dumped.push([...suites]);
    if (dumped.length === 6) {
      writeFileSync(dumpFile, JSON.stringify(dumped));
      console.log(`dumped 6 calls to ${dumpFile}`);
      process.exit(0);
    }
  }
  const t = performance.now();
  if (process.argv.includes('--trace'))
    process.stderr.write(`${new Date().toISOString()} call ${calls.length}: ${suites.length} suites\n`);
  const res = await inner.run(suites);
  if (process.argv.includes('--trace'))
    process.stderr.write(`${new Date().toISOString()} call ${calls.length} done\n`);
  const statuses: Record<string, number> = {};
  const timeoutLimits: number[] = [];
  const msBuckets: Record<string, number[][]> = {};
  let tests = 0;
  let testMs = 0;
  res.forEach((r, i) => {
    tests += r.tests.length;
    let to = false;
    for (const x of r.tests) {
      statuses[x.status] = (statuses[x.status] ?? 0) + 1;
      const b = (msBuckets[x.status] ??= BUCKETS.map(() => [0, 0]));
      let k = BUCKETS.length - 1;
      while (x.ms < BUCKETS[k]) k--;
      b[k][0]++;
      b[k][1] += x.ms;
      testMs += x.ms;
      if (x.status === 'timeout') to = true;
    }
    if (to) timeoutLimits.push(suites[i].timeoutS ?? 0);
  });
  let groupRuns = 0;
  suites.forEach((s, i) => (i === 0 || s.group !== suites[i - 1].group) && groupRuns++);
  calls.push({
    suites: suites.length,
    tests,
    wallMs: performance.now() - t,
    testMs,
    statuses,
    timeoutLimits,
    groups: new Set(suites.map((s) => s.group)).size,
    groupRuns,
    testsPerSuite: suites.map((s) => s.tests.length),
    msBuckets,
  });
  return res;
});
// the open cap (--cap S; default: the open step's, a share of the release's variantTimeoutS)
const options = resolveOpenOptions(
  { depth, sample, cache: false, ...(arg('cap', '') && { capS: Number(arg('cap', '')) }) },
  42,
  releaseCap(release),
);
const capS = options.capS;
const t1 = performance.now();
const cpu0 = harnessCpu();
const run = await openLabels({
  release,
  tasks,
  rankings,
  referenceMs: referenceTimes(release, tasks),
  // in this thread, on the recording oracle
  judge: oracleJudge(oracle, openLimit(capS), {
    cache: false,
    ...(!process.argv.includes('--no-cap') && { capS }),
  }),
  options,
  log,
});
const openS = (performance.now() - t1) / 1000;
const cpu1 = harnessCpu();
await oracle.close();

console.log(
  `sandbox CPU while judging (the live servers and the children they reaped): ${(cpu1 - cpu0).toFixed(1)} s`,
);
const all: Record<string, number[][]> = {};
for (const c of calls)
  for (const [st, b] of Object.entries(c.msBuckets)) {
    const a = (all[st] ??= BUCKETS.map(() => [0, 0]));
    b.forEach(([n, ms], k) => ((a[k][0] += n), (a[k][1] += ms)));
  }
for (const [st, b] of Object.entries(all))
  console.log(
    `  ${st}: ${b.map(([n, ms], k) => `>=${BUCKETS[k]}ms ${n} tests ${(ms / 1000).toFixed(1)} s`).join('; ')}`,
  );
const sum = (f: (c: Call) => number) => calls.reduce((s, c) => s + f(c), 0);
const statuses: Record<string, number> = {};
for (const c of calls) for (const [k, v] of Object.entries(c.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
const hist = new Map<number, number>();
for (const c of calls) for (const n of c.testsPerSuite) hist.set(n, (hist.get(n) ?? 0) + 1);
const limits = new Map<number, number>();
for (const c of calls) for (const l of c.timeoutLimits) limits.set(l, (limits.get(l) ?? 0) + 1);
console.log(
  `queries ${queries.length}, depth ${depth}, sample ${sample}; plain eval ${plainS.toFixed(1)} s; judging ${openS.toFixed(1)} s (candidates ${run.seconds.candidates.toFixed(1)}, execute ${run.seconds.execute.toFixed(1)})`,
);
console.log(
  `pairs run ${run.executed}; oracle.run calls ${calls.length}; suites ${sum((c) => c.suites)}; tests ${sum((c) => c.tests)}; wall in run() ${(sum((c) => c.wallMs) / 1000).toFixed(1)} s; tests' own time ${(sum((c) => c.testMs) / 1000).toFixed(1)} s`,
);
console.log(`statuses ${JSON.stringify(statuses)}`);
console.log(
  `suites that timed out: ${sum((c) => c.timeoutLimits.length)}, by limit: ${JSON.stringify([...limits].sort((a, b) => a[0] - b[0]))}`,
);
console.log(
  `tests per suite: ${JSON.stringify([...hist].sort((a, b) => a[0] - b[0]))}; groups per call (sum) ${sum((c) => c.groups)}, group runs ${sum((c) => c.groupRuns)}`,
);
const small = calls.filter((c) => c.suites <= 4);
console.log(
  `calls of <= 4 suites: ${small.length}, their wall ${(small.reduce((s, c) => s + c.wallMs, 0) / 1000).toFixed(1)} s`,
);
if (callsFile) writeFileSync(callsFile, JSON.stringify(calls));
if (passingFile) {
  const out: Record<string, string[]> = {};
  for (const [q, l] of [...run.labels].sort((a, b) => (a[0] < b[0] ? -1 : 1))) out[q] = l.passing;
  writeFileSync(passingFile, JSON.stringify(out, null, 1) + '\n');
}
