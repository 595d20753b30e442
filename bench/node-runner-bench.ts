// Throughput of the Node runner (assets/node/harness.js) against the harness of another commit, in the same
// invocation: each run measures both, alternately, through the real worker pool and sandbox plan, on the same
// HumanEval-like JavaScript suites (a small function, seven assert tests each, all distinct), at the default
// sharing (runners shared by up to 16 suites) and with --share 1 (a runner per suite).
// Usage: npx tsx bench/node-runner-bench.ts [--suites 400] [--runs 5] [--jobs 2] [--baseline-rev HEAD]
//        [--sandbox auto|bwrap|unshare|none]
// Prints the median suites/s of each harness and setting, and the median of the per-run ratios.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nodeRuntime, type RuntimeDescription } from '../src/execute/runtime.js';
import { planSandbox } from '../src/execute/sandbox.js';
import { WorkerPool } from '../src/execute/pool.js';
import { SANDBOX_DEFAULTS } from '../src/execute/options.js';
import type { Job } from '../src/execute/worker.js';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

const N = Number(arg('suites', '400'));
const RUNS = Number(arg('runs', '5'));
const JOBS = Number(arg('jobs', '2'));
const REV = arg('baseline-rev', 'HEAD');
const SANDBOX = arg('sandbox', 'auto') as 'auto';
const ROOT = join(fileURLToPath(import.meta.url), '..', '..');

function jobs(n: number): Job[] {
  return Array.from({ length: n }, (_, k) => {
    const c = k % 97;
    const code = `function solve(xs) {\n  let t = 0;\n  for (const x of xs) if (x > ${c}) t += x;\n  return t;\n}\n`;
    const ref = (xs: number[]) => xs.reduce((t, x) => (x > c ? t + x : t), 0);
    const tests = Array.from({ length: 7 }, (_, t) => {
      const xs = Array.from({ length: 3 + t }, (_, q) => ((q * 37 + t * 11 + k) % 41) - 10 + c);
      return t === 6
        ? `assert.deepStrictEqual([solve(${JSON.stringify(xs)})], [${ref(xs)}]);`
        : `assert.strictEqual(solve(${JSON.stringify(xs)}), ${ref(xs)});`;
    });
    return { code, tests };
  });
}

function withHarness(source: string): RuntimeDescription {
  const base = nodeRuntime();
  const version = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return { ...base, harness: { source, version } };
}

async function rate(runtime: RuntimeDescription, share: number, js: Job[]): Promise<number> {
  const plan = planSandbox(SANDBOX, runtime);
  const pool = new WorkerPool({
    runtime,
    plan,
    jobs: JOBS,
    tmpMb: SANDBOX_DEFAULTS.tmpMb,
    fdCloser: undefined,
    limits: {
      timeoutS: 5,
      memoryMb: 1024,
      maxProcs: 256,
      share,
      uid: plan.uid,
      gid: plan.gid,
      pidNamespace: plan.pidNamespace,
      ipcNamespace: plan.ipcNamespace,
      workroot: '/tmp',
    },
  });
  let passed = 0;
  const t0 = performance.now();
  try {
    await pool.run(js, (_, outcomes) => {
      if (outcomes.every((o) => o.status === 'passed')) passed++;
    });
  } finally {
    await pool.close();
  }
  const s = (performance.now() - t0) / 1000;
  if (passed !== js.length) throw new Error(`only ${passed} of ${js.length} suites passed`);
  return js.length / s;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function main(): Promise<void> {
  const current = withHarness(readFileSync(join(ROOT, 'assets', 'node', 'harness.js'), 'utf8'));
  const old = withHarness(
    execFileSync('git', ['show', `${REV}:assets/node/harness.js`], { cwd: ROOT, encoding: 'utf8' }),
  );
  const js = jobs(N);
  const rows: Record<string, number[]> = { old16: [], new16: [], old1: [], new1: [] };
  for (let r = 0; r < RUNS; r++) {
    rows.old16.push(await rate(old, 16, js));
    rows.new16.push(await rate(current, 16, js));
    rows.old1.push(await rate(old, 1, js));
    rows.new1.push(await rate(current, 1, js));
    console.error(
      `run ${r + 1}/${RUNS}: ${Object.values(rows)
        .map((v) => v[r].toFixed(1))
        .join(' ')}`,
    );
  }
  const ratio = (a: string, b: string) => median(rows[a].map((x, i) => x / rows[b][i])).toFixed(2);
  const f = (k: string) => median(rows[k]).toFixed(1);
  console.log(`${N} JavaScript suites x 7 tests, ${JOBS} workers, ${RUNS} runs, baseline ${REV}`);
  console.log(
    `default sharing: ${REV} ${f('old16')} suites/s, this tree ${f('new16')} suites/s (ratio ${ratio('new16', 'old16')})`,
  );
  console.log(
    `--share 1:       ${REV} ${f('old1')} suites/s, this tree ${f('new1')} suites/s (ratio ${ratio('new1', 'old1')})`,
  );
}

await main();
