// Of the open step's pairs judged "timeout" without the cap, how many fail another of the query's tests outright
// (an assertion, an error, a crash: a verdict that needs no re-run under the cap)? Decides whether a time-out below
// the cap is best re-run under it at once or after the pair's other tests. Usage:
// npx tsx bench/open-timeouts.ts [--every 4] [--depth 100] [--sample 20]
import { evaluate } from '../src/evaluate/index.js';
import { loadRelease } from '../src/release/index.js';
import { createOracle } from '../src/execute/oracle.js';
import { PROBE_TIME_LIMIT, runProbes, type Probe } from '../src/construct/cross/probes.js';
import { screeningTimeLimit } from '../src/construct/suites.js';
import {
  openPairs,
  readReleaseTasks,
  referenceTimes,
  resolveOpenOptions,
} from '../src/evaluate/open/index.js';
import { systemRankings } from './open-common.js';
import { planCandidates } from '../src/evaluate/open/candidates.js';
import { runPairs, candidateCode } from '../src/evaluate/open/execute.js';
import { createLogger } from '../src/core/log.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const dir = 'data/release';
const every = Number(arg('every', '4'));
const full = loadRelease(dir);
const queries = full.queries.map((q) => q._id).filter((_, i) => i % every === 0);
const plain = await evaluate({ release: dir, queries, cache: false });
const release = loadRelease(dir);
release.queries = release.queries.filter((q) => queries.includes(q._id));
const tasks = readReleaseTasks(release);
const rankings = systemRankings(plain);
const options = resolveOpenOptions(
  { depth: Number(arg('depth', '100')), sample: Number(arg('sample', '20')), cache: false },
  42,
);
const plan = await planCandidates(release, tasks, rankings, options);
const refMs = referenceTimes(release, tasks);
const { pairs } = openPairs(plan, release, tasks, refMs);
const oracle = await createOracle({ cache: false, log: createLogger({ quiet: true }) });
const limit = (ms: number) => screeningTimeLimit(ms, 1, PROBE_TIME_LIMIT);
const out = await runPairs(oracle, pairs, limit, { cache: false });
const timedOut = pairs.flatMap((p, i) =>
  out[i].failure?.status === 'timeout' ? [{ p, test: out[i].failure!.test }] : [],
);
// each timed-out pair again, without the test that timed out: does some other test fail outright?
const probes: Probe[] = timedOut.map(({ p, test }) => ({
  snippet: { id: p.snippet.id, task: p.snippet.task, code: candidateCode(p.snippet) },
  target: { ...p.target, tests: p.target.tests.filter((_, k) => k !== test) },
  referenceMs: p.referenceMs.filter((_, k) => k !== test),
  ...(p.snippet.entry !== p.target.entry_point && { alias: p.snippet.entry }),
}));
const t = performance.now();
const again = await runProbes(oracle, probes, limit, { phases: 3, contextFirst: true });
await oracle.close();
const by: Record<string, number> = {};
for (const r of again) {
  const k = r.passed ? 'passes the others' : r.failure!.status;
  by[k] = (by[k] ?? 0) + 1;
}
const js = timedOut.filter(({ p }) => p.target.language !== 'python').length;
console.log(
  `${queries.length} queries, ${pairs.length} pairs; ${timedOut.length} judged timeout (${js} JavaScript); without that test, their first other failure: ${JSON.stringify(by)} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
);
