// Exact dense scoring speed: 5,000 queries x 1,000 documents, 768-d vectors, top 100 per query.
// Run: npx tsx bench/score-bench.ts [runs=3] [--threads N] [--no-f64] [--no-wasm]
// Prints, each as the median of `runs` runs in this one invocation:
//   - execret's exact top 100 (src/retrieve/embed/topk-stream.ts) on its default kernel (exact.ts: onnxruntime's
//     GEMM when onnxruntime-node is installed), at the default thread count and at 1 thread, and whether the two
//     give identical top 100 and scores;
//   - the same on the fallback kernel, WebAssembly SIMD (src/retrieve/embed/simd-score.ts), unless --no-wasm;
//   - the double-precision blocked kernel (src/retrieve/embed/score.ts) with top-100 selection (rank.ts topK),
//     unless --no-f64 (it takes 15x longer than the rest);
//   - numpy (run with /usr/bin/python3 when it imports numpy): float32 matrix product, argpartition, sort
//     (scripts/bench/dense_topk.py), one run per round interleaved with execret's (so both see the same load),
//     and the ratio execret / numpy.
// Every timing includes L2 normalisation. Inputs are seeded random vectors; all systems score the same ones.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRng } from '../src/core/rng.js';
import { idOrder, topK } from '../src/retrieve/rank.js';
import { npyBytes } from '../src/retrieve/embed/npy.js';
import { dotAll, packRows } from '../src/retrieve/embed/score.js';
import { closeExact, resolveKernel, type ExactKernel } from '../src/retrieve/embed/exact.js';
import { defaultThreads } from '../src/retrieve/embed/simd-score.js';
import { topKStreaming } from '../src/retrieve/embed/topk-stream.js';

const NQ = 5000;
const ND = 1000;
const DIM = 768;
const K = 100;
const runs = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 3);
const ti = process.argv.indexOf('--threads');
const threads = ti > 0 ? Number(process.argv[ti + 1]) : defaultThreads();
const withBlocked = !process.argv.includes('--no-f64');
const withWasm = !process.argv.includes('--no-wasm');
const kernel = resolveKernel('auto');

const rng = createRng(42);
const q = Float32Array.from({ length: NQ * DIM }, () => rng.normal());
const d = Float32Array.from({ length: ND * DIM }, () => rng.normal());
const ids = Array.from({ length: ND }, (_, i) => `d${String(i).padStart(6, '0')}`);
const ord = idOrder(ids);

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
/** wall and CPU milliseconds (CPU: every thread of this process, onnxruntime's and the workers' included) */
async function time<T>(f: () => Promise<T> | T): Promise<{ ms: number; cpuMs: number; out: T }> {
  const t0 = process.hrtime.bigint();
  const c0 = process.cpuUsage();
  const out = await f();
  const c = process.cpuUsage(c0);
  return { ms: Number(process.hrtime.bigint() - t0) / 1e6, cpuMs: (c.user + c.system) / 1000, out };
}

const exact =
  (t: number, kern: ExactKernel = 'auto') =>
  () =>
    topKStreaming(
      q,
      { rows: ND, dim: DIM, read: () => d },
      { k: K, normalize: true, threads: t, ord, kernel: kern },
    );
const blocked = (): Int32Array[] => {
  const rowsOf = (x: Float32Array, n: number) =>
    Array.from({ length: n }, (_, i) => x.subarray(i * DIM, (i + 1) * DIM));
  const scores = dotAll(packRows(rowsOf(q, NQ), true, DIM), packRows(rowsOf(d, ND), true, DIM));
  return scores.map((row) => topK(row, ord, K));
};

const t1: number[] = [];
const tn: number[] = [];
const tw: number[] = [];
let sameWasm = true;
let firstWasm: Int32Array[] = [];
const tb: number[] = [];
const tpy: number[] = [];
const cn: number[] = [];
const cpy: number[] = [];
let numpyVersion = '';
let numpyTop1: number[] = [];
let numpyNote = '';
let first: Int32Array[] = [];
let same = true;
let agreeBlocked = 0;
// numpy on the same vectors, one run per round, interleaved with execret's so both see the same machine load
const dir = mkdtempSync(join(tmpdir(), 'execret-score-bench-'));
writeFileSync(join(dir, 'q.npy'), npyBytes(q, [NQ, DIM]));
writeFileSync(join(dir, 'c.npy'), npyBytes(d, [ND, DIM]));
const numpyRun = (): boolean => {
  const script = join(import.meta.dirname, '..', 'scripts', 'bench', 'dense_topk.py');
  const py = spawnSync(
    '/usr/bin/python3',
    ['-I', script, join(dir, 'q.npy'), join(dir, 'c.npy'), String(K), '1'],
    {
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    },
  );
  if (py.status !== 0) {
    numpyNote = (py.stderr || py.error?.message || '').trim().split('\n').pop() ?? '';
    return false;
  }
  const got = JSON.parse(py.stdout.trim().split('\n').pop()!) as {
    seconds: number[];
    cpuSeconds: number[];
    numpy: string;
    top1: number[];
  };
  tpy.push(got.seconds[0] * 1000);
  cpy.push(got.cpuSeconds[0] * 1000);
  numpyVersion = got.numpy;
  numpyTop1 = got.top1;
  return true;
};
try {
  await exact(threads)(); // warm-up: load the kernel, start the workers
  await exact(1)();
  if (withWasm) await exact(threads, 'wasm')();
  let withNumpy = true;
  for (let r = 0; r < runs; r++) {
    const b = await time(exact(threads));
    tn.push(b.ms);
    cn.push(b.cpuMs);
    if (withNumpy) withNumpy = numpyRun();
    if (withWasm) {
      const w = await time(exact(threads, 'wasm'));
      tw.push(w.ms);
      if (r === 0) firstWasm = w.out.indices;
      else sameWasm &&= w.out.indices.every((row, i) => row.every((v, j) => v === firstWasm[i][j]));
    }
    const a = await time(exact(1));
    t1.push(a.ms);
    if (r === 0) first = a.out.indices;
    same &&= a.out.indices.every((row, i) =>
      row.every(
        (v, j) => v === b.out.indices[i][j] && a.out.scores[i][j] === b.out.scores[i][j] && v === first[i][j],
      ),
    );
    if (withBlocked) {
      const c = await time(blocked);
      tb.push(c.ms);
      if (r === 0) agreeBlocked = c.out.filter((row, i) => row[0] === first[i][0]).length;
    }
  }
} finally {
  await closeExact();
  rmSync(dir, { recursive: true, force: true });
}

const gmac = (NQ * ND * DIM) / 1e9;
const rate = (ms: number): string => `${(gmac / (ms / 1000)).toFixed(2)} GMAC/s`;
console.log(
  `scoring ${NQ} x ${ND} x ${DIM}-d + top ${K}, median of ${runs} runs, node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(`  default kernel: ${kernel.name}${kernel.fallback ? ` (${kernel.fallback})` : ''}`);
console.log(`  execret ${kernel.name}, 1 thread   : ${median(t1).toFixed(0)} ms  (${rate(median(t1))})`);
console.log(
  `  execret ${kernel.name}, ${threads} threads  : ${median(tn).toFixed(0)} ms  (${rate(median(tn))})`,
);
if (withWasm)
  console.log(
    `  execret simd-f32, ${threads} threads  : ${median(tw).toFixed(0)} ms  (${rate(median(tw))}); same top ${K} every run: ${sameWasm}`,
  );
if (withBlocked)
  console.log(`  execret f64 blocked kernel  : ${median(tb).toFixed(0)} ms  (${rate(median(tb))})`);
if (tpy.length) {
  const mn = median(tpy);
  const agree = numpyTop1.filter((x, i) => x === first[i][0]).length;
  console.log(`  numpy ${numpyVersion} (BLAS)        : ${mn.toFixed(0)} ms  (${rate(mn)})`);
  console.log(
    `  CPU time (all threads), median: execret ${kernel.name} ${median(cn).toFixed(0)} ms, numpy ${median(cpy).toFixed(0)} ms, ratio ${(median(cn) / median(cpy)).toFixed(2)}`,
  );
  console.log(`  ratio execret ${kernel.name} (${threads} threads) / numpy: ${(median(tn) / mn).toFixed(2)}`);
  if (withWasm)
    console.log(`  ratio execret simd-f32 (${threads} threads) / numpy: ${(median(tw) / mn).toFixed(2)}`);
  console.log(
    `  top 1 equal to numpy's: ${agree} of ${NQ} queries (float32 sums in another order differ in the last bits)`,
  );
} else console.log(`  numpy reference unavailable: ${numpyNote}`);
console.log(
  `  ${kernel.name} 1 thread and ${threads} threads, every run: identical top ${K} and scores: ${same}`,
);
if (withBlocked) console.log(`  top 1 equal to the f64 kernel's: ${agreeBlocked} of ${NQ}`);
