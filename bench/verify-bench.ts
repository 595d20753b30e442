// Throughput of the execution oracle against two baselines measured in the same invocation:
//  - naive: one fresh `python3 -I` process per suite (code + tests in one namespace, exit code = verdict);
//  - the oracle with --share 1 (a forked process per suite, no sharing), to show what sharing buys;
//  - the oracle with the suites in groups of --group (default 16) consecutive suites, as a build groups a task's
//    canonical and variants: only suites of one group may share a process (docs/sandbox.md); ungrouped suites, as
//    `verify` runs references of distinct tasks, get a fork each;
//  - with --baseline-src DIR: the oracle of another checkout's sources (DIR/src/execute, e.g. a copy of the commit
//    before a change), default settings and --share 1, in the same process and run, alternating with this one's;
//  - human-eval-style: bench/humaneval_style.py, a re-implementation of openai/human-eval's execution harness
//    (a multiprocessing Manager + Process per suite, thread pool of --jobs workers).
//  - the same suites in JavaScript, through the Node runner (shared runners, and --share 1: a runner process per
//    suite), and a naive one fresh `node` per suite; every test in a fresh node:vm context (--no-js skips them).
//  - with --baseline DIR: `execret verify` of another built checkout (DIR/bin/execret.js, e.g. a worktree of the
//    commit before a change), run alternately with this one's, so both see the same machine load.
// Usage: npx tsx bench/verify-bench.ts [--suites 820] [--runs 3] [--jobs N] [--sandbox auto|bwrap|unshare|none]
//        [--no-humaneval] [--no-js] [--no-cli] [--no-naive] [--group 16] [--baseline DIR] [--baseline-src DIR]
// --no-cli skips `execret verify` (it needs a built dist/, which a fresh worktree lacks).
// No cache for any of them. Prints the median suites/s of each and the ratios (also the median of per-run ratios,
// which a machine whose load changes between runs disturbs less).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { createOracle } from '../src/execute/index.js';
import type { Suite } from '../src/execute/types.js';
import { resolvePython } from '../src/lang/python/runtime.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const N = Number(arg('suites', '820'));
const RUNS = Number(arg('runs', '3'));
const JOBS = Number(arg('jobs', String(availableParallelism())));
const SANDBOX = arg('sandbox', 'auto') as 'auto';
const GROUP = Number(arg('group', '16'));
type CreateOracle = typeof createOracle;
/** the oracle of another checkout (--baseline-src), loaded once */
let baselineOracle: CreateOracle | undefined;

/** HumanEval-like suites: a small function with imports and helpers, seven assert tests, all distinct. */
function makeSuites(n: number): Suite[] {
  const out: Suite[] = [];
  for (let k = 0; k < n; k++) {
    const c = k % 97;
    const variant = k % 4;
    const bodies = [
      `from typing import List\n\ndef solve(xs: List[int]) -> int:\n    """Sum of elements greater than ${c}."""\n    total = 0\n    for x in xs:\n        if x > ${c}:\n            total += x\n    return total\n`,
      `import math\n\ndef solve(xs):\n    """Count elements divisible by ${(c % 7) + 1}."""\n    return sum(1 for x in xs if x % ${(c % 7) + 1} == 0) + 0 * math.floor(${c})\n`,
      `from collections import Counter\n\ndef helper(x):\n    return x * ${c}\n\ndef solve(xs):\n    counts = Counter(xs)\n    return sum(helper(v) for v in counts.values())\n`,
      `def solve(xs):\n    best = ${-c - 1}\n    for i in range(len(xs)):\n        for j in range(i, len(xs)):\n            best = max(best, sum(xs[i:j + 1]))\n    return best\n`,
    ];
    const code = bodies[variant];
    const ref = new Function(
      'xs',
      [
        `let t=0; for (const x of xs) if (x > ${c}) t += x; return t;`,
        `return xs.filter((x) => ((x % ${(c % 7) + 1}) + ${(c % 7) + 1}) % ${(c % 7) + 1} === 0).length;`,
        `const m = new Map(); for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1); let s = 0; for (const v of m.values()) s += v * ${c}; return s;`,
        `let best = ${-c - 1}; for (let i = 0; i < xs.length; i++) for (let j = i; j < xs.length; j++) { let s = 0; for (let q = i; q <= j; q++) s += xs[q]; best = Math.max(best, s); } return best;`,
      ][variant],
    ) as (xs: number[]) => number;
    const tests: string[] = [];
    for (let t = 0; t < 7; t++) {
      const xs = Array.from({ length: 3 + t }, (_, q) => ((q * 37 + t * 11 + k) % 41) - 10);
      tests.push(`assert solve(${JSON.stringify(xs)}) == ${ref(xs)}`);
    }
    out.push({ snippet: `s${k}`, task: `t${k}`, language: 'python', code, tests });
  }
  return out;
}

/** The same suites in JavaScript: the four bodies translated, seven `assert.strictEqual` tests each. */
function makeJsSuites(python: readonly Suite[]): Suite[] {
  return python.map((s, k) => {
    const c = k % 97;
    const d = (c % 7) + 1;
    const bodies = [
      `function solve(xs) {\n  // sum of elements greater than ${c}\n  let total = 0;\n  for (const x of xs) {\n    if (x > ${c}) total += x;\n  }\n  return total;\n}\n`,
      `const solve = (xs) => xs.filter((x) => ((x % ${d}) + ${d}) % ${d} === 0).length + 0 * Math.floor(${c});\n`,
      `function helper(x) {\n  return x * ${c};\n}\nfunction solve(xs) {\n  const counts = new Map();\n  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);\n  let s = 0;\n  for (const v of counts.values()) s += helper(v);\n  return s;\n}\n`,
      `function solve(xs) {\n  let best = ${-c - 1};\n  for (let i = 0; i < xs.length; i++) {\n    for (let j = i; j < xs.length; j++) {\n      best = Math.max(best, xs.slice(i, j + 1).reduce((a, b) => a + b, 0));\n    }\n  }\n  return best;\n}\n`,
    ];
    const tests = s.tests.map((t) => {
      const m = /^assert solve\((.*)\) == (-?\d+)$/.exec(t)!;
      return `assert.strictEqual(solve(${m[1]}), ${m[2]});`;
    });
    return { ...s, language: 'javascript' as const, code: bodies[k % 4], tests };
  });
}

/** The naive JavaScript baseline: one fresh `node` per suite, no sandbox, exit code = verdict. */
async function naiveNode(suites: Suite[], jobs: number): Promise<number> {
  let next = 0;
  let passed = 0;
  const lane = async () => {
    while (next < suites.length) {
      const s = suites[next++];
      const program = `const assert = require('node:assert');\n${s.code}\n${s.tests.join('\n')}\n`;
      const code = await new Promise<number>((resolve) => {
        const p = spawn(process.execPath, ['-e', program], {
          stdio: 'ignore',
          env: { PATH: '/usr/bin:/bin' },
        });
        const timer = setTimeout(() => p.kill('SIGKILL'), 5000);
        p.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c ?? 1);
        });
      });
      if (code === 0) passed++;
    }
  };
  await Promise.all(Array.from({ length: jobs }, lane));
  return passed;
}

/** The naive baseline: one fresh `python3 -I` per suite, code and all tests in one namespace, exit code = verdict. */
async function naive(python: string, suites: Suite[], jobs: number): Promise<number> {
  let next = 0;
  let passed = 0;
  const lane = async () => {
    while (next < suites.length) {
      const s = suites[next++];
      const program = `${s.code}\n${s.tests.join('\n')}\n`;
      const code = await new Promise<number>((resolve) => {
        const p = spawn(python, ['-I', '-c', program], { stdio: 'ignore', env: { PATH: '/usr/bin:/bin' } });
        const timer = setTimeout(() => p.kill('SIGKILL'), 5000);
        p.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c ?? 1);
        });
      });
      if (code === 0) passed++;
    }
  };
  await Promise.all(Array.from({ length: jobs }, lane));
  return passed;
}

/**
 * The whole command, as a user runs it: `execret verify tasks.jsonl` with a cold outcome cache (process start,
 * task loading and validation, the cache's writes and the summary included). The suites become tasks whose
 * entry point is `solve`.
 */
function cliVerify(
  suites: Suite[],
  jobs: number,
  root = fileURLToPath(new URL('..', import.meta.url)),
): number {
  const dir = mkdtempSync(join(tmpdir(), 'execret-verify-bench-'));
  try {
    const file = join(dir, 'tasks.jsonl');
    writeFileSync(
      file,
      suites
        .map((s, i) =>
          JSON.stringify({
            id: `t${i}`,
            language: 'python',
            domain: 'bench',
            query: 'sum or count elements',
            entry_point: 'solve',
            code: s.code,
            tests: s.tests,
          }),
        )
        .join('\n') + '\n',
    );
    const bin = join(root, 'bin', 'execret.js');
    const t0 = performance.now();
    const r = spawnSync(
      process.execPath,
      [bin, 'verify', file, '--jobs', String(jobs), '--cache', join(dir, 'cache.sqlite'), '--json'],
      { encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    const s = (performance.now() - t0) / 1000;
    if (r.status !== 0) throw new Error(`execret verify failed (${r.status}): ${r.stderr.slice(-2000)}`);
    return s;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** openai/human-eval's harness design, re-implemented in bench/humaneval_style.py. */
function humanEvalStyle(python: string, suites: Suite[], jobs: number): { passed: number; seconds: number } {
  const script = join(fileURLToPath(new URL('.', import.meta.url)), 'humaneval_style.py');
  const input = JSON.stringify({
    suites: suites.map((s) => ({ code: s.code, tests: s.tests })),
    workers: jobs,
    timeout: 5,
  });
  const r = spawnSync(python, ['-I', script], {
    input,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    env: { PATH: '/usr/bin:/bin' },
  });
  if (r.status !== 0) throw new Error(`human-eval-style baseline failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as { passed: number; seconds: number };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

/** Suites per second of each contender in one run. */
interface Rates {
  oracle: number;
  alone: number;
  grouped: number;
  baseOracle?: number;
  baseAlone?: number;
  cli: number;
  naive: number;
  humanEval?: number;
  baselineCli?: number;
  node?: number;
  nodeAlone?: number;
  nodeNaive?: number;
  /** suites per CPU-second (this process and every process under it) */
  oracleCpu: number;
  nodeCpu?: number;
}

/**
 * CPU seconds this process and its reaped descendants have used (/proc/self/stat: utime, stime, cutime,
 * cstime). Suites per CPU-second do not depend on how loaded the machine is; on an idle machine of C cores the
 * rate is at most C times that. Measured without the sandbox: bubblewrap does not pass on the CPU time of the
 * processes it reaps, so under it only execret's own time would count.
 */
function cpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / CLK_TCK;
}
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

async function oracleRate(
  suites: Suite[],
  share?: number,
  sandbox: 'auto' | 'none' = SANDBOX,
  create: CreateOracle = createOracle,
): Promise<{ rate: number; perCpu: number; isolation: string }> {
  // a fresh oracle each run (workers start cold, no cache), every test in a fresh namespace
  const cpu0 = cpuSeconds();
  const t0 = performance.now();
  const languages = [suites[0].language];
  const oracle = await create({ jobs: JOBS, cache: false, sandbox, share, languages });
  const res = await oracle.run(suites);
  await oracle.close();
  const dt = (performance.now() - t0) / 1000;
  const ok = res.filter((x) => x.passed).length;
  if (ok !== suites.length)
    throw new Error(`oracle (share ${share ?? 'default'}): only ${ok}/${suites.length} passed`);
  return {
    rate: suites.length / dt,
    perCpu: suites.length / Math.max(1e-9, cpuSeconds() - cpu0),
    isolation: `${oracle.isolation.level} (${oracle.isolation.mechanisms.join(', ')})`,
  };
}

async function runOnce(
  suites: Suite[],
  jsSuites: Suite[] | undefined,
  python: string,
  baseline: string | undefined,
): Promise<Rates & { isolation: string }> {
  // the JavaScript contenders first and the Python ones right after, so that both see the same machine load
  let node: number | undefined, nodeAlone: number | undefined, nodeNaive: number | undefined;
  let nodeCpu: number | undefined;
  if (jsSuites) {
    node = (await oracleRate(jsSuites)).rate;
    nodeCpu = (await oracleRate(jsSuites, undefined, 'none')).perCpu;
    nodeAlone = (await oracleRate(jsSuites, 1)).rate;
    const t0 = performance.now();
    const ok = await naiveNode(jsSuites, JOBS);
    nodeNaive = N / ((performance.now() - t0) / 1000);
    if (ok !== N) throw new Error(`naive node: only ${ok}/${N} suites passed`);
  }
  const baseOracle = baselineOracle && (await oracleRate(suites, undefined, SANDBOX, baselineOracle)).rate;
  const shared = await oracleRate(suites);
  const baseAlone = baselineOracle && (await oracleRate(suites, 1, SANDBOX, baselineOracle)).rate;
  const alone = await oracleRate(suites, 1);
  const grouped = (await oracleRate(suites.map((s, i) => ({ ...s, group: `g${Math.floor(i / GROUP)}` }))))
    .rate;
  // the two commands alternate, so that both see the same machine load
  const baselineCli = baseline ? N / cliVerify(suites, JOBS, baseline) : undefined;
  const cli = process.argv.includes('--no-cli') ? NaN : N / cliVerify(suites, JOBS);
  let naiveRate = NaN;
  if (!process.argv.includes('--no-naive')) {
    const t1 = performance.now();
    const nok = await naive(python, suites, JOBS);
    naiveRate = N / ((performance.now() - t1) / 1000);
    if (nok !== N) throw new Error(`naive: only ${nok}/${N} suites passed`);
  }
  let humanEval: number | undefined;
  if (!process.argv.includes('--no-humaneval')) {
    const h = humanEvalStyle(python, suites, JOBS);
    if (h.passed !== N) throw new Error(`human-eval-style: only ${h.passed}/${N} suites passed`);
    humanEval = N / h.seconds;
  }
  return {
    oracle: shared.rate,
    alone: alone.rate,
    grouped,
    baseOracle,
    baseAlone,
    cli,
    naive: naiveRate,
    humanEval,
    baselineCli,
    node,
    nodeAlone,
    nodeNaive,
    oracleCpu: (await oracleRate(suites, undefined, 'none')).perCpu,
    nodeCpu,
    isolation: shared.isolation,
  };
}

const f1 = (x: number) => x.toFixed(1);

/** The median of each contender's rates, and of its per-run ratio to a baseline measured in the same run. */
function printSummary(runs: Rates[], python: string, isolation: string): void {
  const med = (k: keyof Rates) => median(runs.map((r) => r[k] ?? NaN));
  const ratio = (a: keyof Rates, b: keyof Rates) =>
    `${(med(a) / med(b)).toFixed(2)}x (median of per-run ratios ${median(runs.map((r) => (r[a] ?? NaN) / (r[b] ?? NaN))).toFixed(2)}x)`;
  console.log(`suites: ${N} (7 tests each), jobs: ${JOBS}, runs: ${RUNS}, python: ${python}`);
  console.log(`isolation: ${isolation}`);
  console.log(
    `oracle (default settings; suites of distinct tasks, no group: a fork each, fresh namespace per test): median ${f1(med('oracle'))} suites/s`,
  );
  console.log(
    `oracle --share 1 (a forked process per suite): median ${f1(med('alone'))} suites/s (default / --share 1: ${ratio('oracle', 'alone')})`,
  );
  console.log(
    `oracle, suites in groups of ${GROUP} (as a build's variants of one task; shared within a group): median ${f1(med('grouped'))} suites/s (grouped / --share 1: ${ratio('grouped', 'alone')})`,
  );
  if (runs[0].baseOracle !== undefined) {
    console.log(
      `baseline sources, default settings: median ${f1(med('baseOracle'))} suites/s; --share 1: median ${f1(med('baseAlone'))} suites/s`,
    );
    console.log(`oracle / baseline, default settings: ${ratio('oracle', 'baseOracle')}`);
    console.log(`oracle / baseline, --share 1: ${ratio('alone', 'baseAlone')}`);
    console.log(`oracle grouped / baseline default: ${ratio('grouped', 'baseOracle')}`);
  }
  console.log(
    `execret verify (the command, cold cache, process start included): median ${f1(med('cli'))} suites/s`,
  );
  console.log(`naive (one python process per suite, no sandbox): median ${f1(med('naive'))} suites/s`);
  console.log(`oracle / naive: ${ratio('oracle', 'naive')}`);
  if (runs[0].humanEval !== undefined) {
    console.log(
      `human-eval-style (Manager + Process per suite, one namespace per suite): median ${f1(med('humanEval'))} suites/s`,
    );
    console.log(`oracle / human-eval-style: ${ratio('oracle', 'humanEval')}`);
    console.log(`oracle --share 1 / human-eval-style: ${ratio('alone', 'humanEval')}`);
    console.log(`execret verify / human-eval-style: ${ratio('cli', 'humanEval')}`);
  }
  if (runs[0].node !== undefined) {
    console.log(
      `node oracle (a Node server, runners shared by up to 16 suites, fresh vm context per test): median ${f1(med('node'))} suites/s`,
    );
    console.log(
      `node oracle --share 1 (a runner process per suite): median ${f1(med('nodeAlone'))} suites/s (sharing: ${ratio('node', 'nodeAlone')})`,
    );
    console.log(
      `naive node (one node process per suite, no sandbox): median ${f1(med('nodeNaive'))} suites/s`,
    );
    console.log(`node oracle / python oracle: ${ratio('node', 'oracle')}`);
    console.log(
      `per CPU-second (load-independent; --sandbox none, same harnesses): python oracle median ${f1(med('oracleCpu'))} suites, node oracle ${f1(med('nodeCpu'))} suites (ratio ${ratio('nodeCpu', 'oracleCpu')})`,
    );
    console.log(`node oracle / naive node: ${ratio('node', 'nodeNaive')}`);
  }
  if (runs[0].baselineCli !== undefined) {
    console.log(`execret verify of the baseline checkout: median ${f1(med('baselineCli'))} suites/s`);
    console.log(`execret verify / baseline: ${ratio('cli', 'baselineCli')}`);
  }
}

async function main(): Promise<void> {
  const suites = makeSuites(N);
  const jsSuites = process.argv.includes('--no-js') ? undefined : makeJsSuites(suites);
  const python = resolvePython(undefined, process.env.EXECRET_PYTHON).executable;
  const baseline = process.argv.includes('--baseline') ? arg('baseline', '') : undefined;
  if (process.argv.includes('--baseline-src')) {
    const mod = (await import(join(arg('baseline-src', ''), 'src', 'execute', 'index.ts'))) as {
      createOracle: CreateOracle;
    };
    baselineOracle = mod.createOracle;
  }
  const runs: Rates[] = [];
  let isolation = '';
  for (let r = 0; r < RUNS; r++) {
    const { isolation: iso, ...rates } = await runOnce(suites, jsSuites, python, baseline);
    isolation = iso;
    runs.push(rates);
    const he = rates.humanEval === undefined ? '' : `, human-eval-style ${f1(rates.humanEval)}`;
    const bl = rates.baselineCli === undefined ? '' : `, baseline execret verify ${f1(rates.baselineCli)}`;
    const js =
      rates.node === undefined
        ? ''
        : `, node oracle ${f1(rates.node)}, node --share 1 ${f1(rates.nodeAlone!)}, naive node ${f1(rates.nodeNaive!)}; per CPU-second: python oracle ${f1(rates.oracleCpu)}, node oracle ${f1(rates.nodeCpu!)}`;
    process.stderr.write(
      `run ${r + 1}/${RUNS}: oracle ${f1(rates.oracle)} suites/s, oracle --share 1 ${f1(rates.alone)}, grouped ${f1(rates.grouped)}${rates.baseOracle === undefined ? '' : `, baseline ${f1(rates.baseOracle)}, baseline --share 1 ${f1(rates.baseAlone!)}`}, execret verify ${f1(rates.cli)}, naive ${f1(rates.naive)}${he}${bl}${js}\n`,
    );
  }
  printSummary(runs, python, isolation);
}

void main();
