// Replays oracle.run calls dumped by bench/open-profile.ts (--dump FILE) under other oracle settings, to see what a
// call's wall time is made of. Usage: npx tsx bench/open-replay.ts FILE [--call 0] [--share 16] [--jobs 2] [--order asis|group]
import { readFileSync } from 'node:fs';
import { createOracle } from '../src/execute/oracle.js';
import { createLogger } from '../src/core/log.js';
import type { Suite } from '../src/execute/types.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}
const calls = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Suite[][];
const suites = calls[Number(arg('call', '0'))];
const share = Number(arg('share', '16'));
const jobs = Number(arg('jobs', '2'));
const timeoutScale = Number(arg('timeout-scale', '1'));
function cpuChildren(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[13]) + Number(f[14])) / 100;
}
const mode = arg('mode', 'asis');
const oracle = await createOracle({ cache: false, log: createLogger({ quiet: true }), share, jobs });
// warm the workers
await oracle.run([{ snippet: 'w', task: 'w', language: 'python', code: 'x = 1', tests: ['assert x == 1'] }]);
const run = suites.map((s) => ({
  ...s,
  ...(s.timeoutS && { timeoutS: s.timeoutS * timeoutScale }),
  // empty: every test is `pass` (the fixed cost of a suite and a test); nogroup: no suite shares a process
  ...(mode === 'empty' && { tests: s.tests.map(() => 'pass') }),
  ...(mode === 'nogroup' && { group: undefined }),
}));
const t = performance.now();
const res = await oracle.run(run);
const ms = performance.now() - t;
await oracle.close();
const cpu = cpuChildren();
const tests = res.reduce((n, r) => n + r.tests.length, 0);
const testMs = res.reduce((n, r) => n + r.tests.reduce((m, x) => m + x.ms, 0), 0);
const to = res.filter((r) => r.tests.some((x) => x.status === 'timeout')).length;
console.log(
  `share ${share} jobs ${jobs}: ${suites.length} suites, ${tests} tests in ${(ms / 1000).toFixed(2)} s (${((1000 * suites.length) / ms).toFixed(1)} suites/s); tests' own ${(testMs / 1000).toFixed(2)} s; ${to} suites timed out; sandbox CPU (reaped) ${cpu.toFixed(2)} s; mode ${mode}`,
);
