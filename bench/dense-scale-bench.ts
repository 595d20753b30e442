// Exact dense top k over a corpus streamed from an .npy file, in bounded memory, beside numpy on the same file.
// Run: npx tsx bench/dense-scale-bench.ts [--docs 1000000] [--queries 10000] [--dim 768] [--k 100] [--runs 1]
//      [--threads N] [--chunk 16384] [--kernel auto|onnx|wasm] [--no-numpy] [--numpy-queries N]
// Writes a seeded float32 corpus.npy (docs x dim, streamed to a temporary folder, deleted at the end), then
//   - execret: topKStreaming (src/retrieve/embed/topk-stream.ts) reading the file in chunks of rows (readRows),
//     the exact kernel (exact.ts: onnxruntime's GEMM + TopK when installed, else WASM SIMD) over N threads, each
//     query's running top k; prints seconds (wall and CPU), peak RSS and RSS beyond the process before scoring;
//   - numpy (scripts/bench/dense_topk.py, /usr/bin/python3): np.load(mmap_mode='r'), the same chunks, float32
//     matmul + argpartition, merged; its seconds (wall and CPU) and peak RSS;
// and the ratio of the medians. --numpy-queries N runs numpy on the first N queries only (when its run at the full
// count would not fit in the time at hand); the ratio is then of seconds per query, and top 1 is compared on those N. Memory does not grow with the corpus: the queries, one chunk, one batch x chunk
// block of float32 scores and the heaps (the corpus file is read, never held).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { npyBytes, npyHeader } from '../src/retrieve/embed/npy.js';
import { closeExact, resolveKernel, type ExactKernel } from '../src/retrieve/embed/exact.js';
import { defaultThreads } from '../src/retrieve/embed/simd-score.js';
import { topKStreaming } from '../src/retrieve/embed/topk-stream.js';
import { readNpyHeader, readRows } from '../src/retrieve/files/npy-read.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ND = arg('docs', 1_000_000);
const NQ = arg('queries', 10_000);
const DIM = arg('dim', 768);
const K = arg('k', 100);
const RUNS = arg('runs', 1);
const THREADS = arg('threads', defaultThreads());
const CHUNK = arg('chunk', 16384);
const withNumpy = !process.argv.includes('--no-numpy');
const NQN = Math.min(NQ, arg('numpy-queries', NQ));
const ki = process.argv.indexOf('--kernel');
const KERNEL = (ki > 0 ? process.argv[ki + 1] : 'auto') as ExactKernel;
const kernel = resolveKernel(KERNEL);

/** xorshift32 uniform in [-0.5, 0.5): fast enough to write gigabytes */
function filler(seed: number): (out: Float32Array) => void {
  let s = seed >>> 0 || 1;
  return (out) => {
    for (let i = 0; i < out.length; i++) {
      s ^= s << 13;
      s >>>= 0;
      s ^= s >>> 17;
      s ^= s << 5;
      s >>>= 0;
      out[i] = s / 4294967296 - 0.5;
    }
  };
}

const dir = mkdtempSync(join(tmpdir(), 'execret-dense-scale-'));
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
const gib = (b: number): string => `${(b / 2 ** 30).toFixed(2)} GiB`;
try {
  const t0 = performance.now();
  const file = join(dir, 'corpus.npy');
  const fd = openSync(file, 'w');
  writeSync(fd, npyHeader([ND, DIM]));
  const fill = filler(7);
  const rowsPer = 16384;
  const buf = new Float32Array(rowsPer * DIM);
  for (let r = 0; r < ND; r += rowsPer) {
    const n = Math.min(rowsPer, ND - r);
    const part = buf.subarray(0, n * DIM);
    fill(part);
    writeSync(fd, new Uint8Array(part.buffer, 0, part.byteLength));
  }
  closeSync(fd);
  const q = new Float32Array(NQ * DIM);
  filler(11)(q);
  const qfile = join(dir, 'queries.npy');
  const qfd = openSync(qfile, 'w');
  writeSync(qfd, npyBytes(q, [NQ, DIM]));
  closeSync(qfd);
  const nqfile = NQN < NQ ? join(dir, 'queries-numpy.npy') : qfile;
  if (NQN < NQ) {
    const nfd = openSync(nqfile, 'w');
    writeSync(nfd, npyBytes(q.subarray(0, NQN * DIM), [NQN, DIM]));
    closeSync(nfd);
  }
  const npy = readNpyHeader(file);
  console.log(
    `corpus ${ND} x ${DIM} float32 (${gib(ND * DIM * 4)} on disk) written in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${NQ} queries, top ${K}, ${THREADS} threads, chunks of ${CHUNK} rows, kernel ${kernel.name}`,
  );

  const base = process.memoryUsage().rss;
  const times: number[] = [];
  const cpus: number[] = [];
  let top1: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const rfd = openSync(file, 'r');
    const t = performance.now();
    const c0 = process.cpuUsage();
    const res = await topKStreaming(
      q,
      { rows: ND, dim: DIM, read: (start, count) => readRows(npy, start, count, rfd) },
      { k: K, normalize: true, threads: THREADS, chunkRows: CHUNK, kernel: KERNEL },
    );
    times.push((performance.now() - t) / 1000);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1e6);
    closeSync(rfd);
    top1 = res.indices.map((x) => x[0]);
  }
  await closeExact();
  const peak = process.resourceUsage().maxRSS * 1024;
  const te = median(times);
  const gmac = (NQ * ND * DIM) / 1e9;
  console.log(
    `  execret: ${te.toFixed(2)} s (median of ${RUNS}; ${(gmac / te).toFixed(2)} GMAC/s; CPU ${median(cpus).toFixed(2)} s); peak RSS ${gib(peak)}, ${gib(peak - base)} beyond the process before scoring (queries ${gib(NQ * DIM * 4)})`,
  );
  if (withNumpy) {
    const py = spawnSync(
      '/usr/bin/python3',
      [
        '-I',
        join(import.meta.dirname, '..', 'scripts', 'bench', 'dense_topk.py'),
        nqfile,
        file,
        String(K),
        String(RUNS),
        String(CHUNK),
      ],
      { encoding: 'utf8', maxBuffer: 256 << 20 },
    );
    if (py.status !== 0) console.log(`  numpy unavailable: ${(py.stderr || '').trim().split('\n').pop()}`);
    else {
      const n = JSON.parse(py.stdout.trim().split('\n').pop()!) as {
        seconds: number[];
        cpuSeconds: number[];
        numpy: string;
        top1: number[];
        peakRssBytes: number;
      };
      const tn = median(n.seconds);
      const cn = median(n.cpuSeconds);
      const agree = n.top1.filter((x, i) => x === top1[i]).length;
      const share = NQN / NQ;
      console.log(
        `  numpy ${n.numpy}: ${tn.toFixed(2)} s for ${NQN} queries (median of ${RUNS}; ${((gmac * share) / tn).toFixed(2)} GMAC/s; CPU ${cn.toFixed(2)} s); peak RSS ${gib(n.peakRssBytes)}`,
      );
      console.log(
        `  ratio execret / numpy${NQN < NQ ? ' per query' : ''}: ${(te / (tn / share)).toFixed(2)} wall, ${(median(cpus) / (cn / share)).toFixed(2)} CPU; top 1 equal to numpy's for ${agree} of ${NQN} queries`,
      );
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
