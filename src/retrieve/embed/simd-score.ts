/**
 * Exact dense scoring on the WebAssembly SIMD kernel (simd-kernel.ts), optionally over worker threads.
 *
 * Vectors are packed into one shared WebAssembly memory: queries padded to a multiple of four rows, documents to
 * a multiple of two, the dimension to a multiple of four (zeros, which add exact zeros). Documents are taken in
 * tiles of DOC_TILE rows that stay in cache while every block of four queries passes over them. Threads split
 * the blocks of queries; every score is computed by the same operations whichever thread or block computes it,
 * so results are bit-identical for every number of threads.
 *
 * Precision: float32 products and float32 sums (four lanes over dim/4 terms each, then (l0 + l1) + (l2 + l3)).
 * Against the double-precision kernel (score.ts) the difference is bounded by about dim * 2^-24 * sum_k |q_k d_k|
 * (the float32 rounding of each partial sum); for unit vectors of 768 dimensions it is under 1e-5 and is tested
 * at that tolerance. Cosine rows are L2-normalised in double precision first, as in score.ts.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { MAX_PAGES, kernelModule } from './simd-kernel.js';
import { wasm, type WasmInstance, type WasmMemory } from './wasm.js';

/** Documents per tile: 128 x 768 float32 = 384 KiB. Even, so tiles hold whole pairs. */
const DOC_TILE = 128;
const PAGE = 65536;

/** The default number of threads: the machine's cores, at most 8. */
export function defaultThreads(): number {
  return Math.max(1, Math.min(8, availableParallelism()));
}

interface Layout {
  m: number;
  n: number;
  dim: number;
  /** padded sizes */
  mp: number;
  np: number;
  dp: number;
  qOff: number;
  dOff: number;
  oOff: number;
  bytes: number;
}

function layout(m: number, n: number, dim: number): Layout {
  const mp = Math.ceil(m / 4) * 4;
  const np = Math.ceil(n / 2) * 2;
  const dp = Math.max(4, Math.ceil(dim / 4) * 4);
  const qOff = 0;
  const dOff = qOff + mp * dp * 4;
  const oOff = dOff + np * dp * 4;
  const bytes = oOff + mp * np * 4;
  return { m, n, dim, mp, np, dp, qOff, dOff, oOff, bytes };
}

/** One shared memory and its kernel instance on this thread, grown as needed. */
let memory: WasmMemory | undefined;
const instances = new Map<number, WasmInstance>();

function ensureMemory(bytes: number): WasmMemory {
  const pages = Math.ceil(bytes / PAGE);
  if (pages > MAX_PAGES)
    throw new RangeError(
      `dense scoring needs ${(bytes / 2 ** 30).toFixed(2)} GiB in one block; score fewer queries at a time (topKStreaming)`,
    );
  if (!memory) {
    memory = new wasm.Memory({ initial: Math.max(pages, 1), maximum: MAX_PAGES, shared: true });
  } else if (memory.buffer.byteLength < pages * PAGE) {
    memory.grow(pages - memory.buffer.byteLength / PAGE);
  }
  return memory;
}

/** Rows (row-major, `dim` wide) L2-normalised exactly as dotsSimd does it (so normalising first changes no bit). */
export function normalizeRows(src: Float32Array, dim: number): Float32Array {
  const out = new Float32Array(src.length);
  for (let a = 0; a < src.length; a += dim) {
    let ss = 0;
    for (let k = 0; k < dim; k++) ss += src[a + k] * src[a + k];
    const scale = ss > 0 ? 1 / Math.sqrt(ss) : 0;
    for (let k = 0; k < dim; k++) out[a + k] = src[a + k] * scale;
  }
  return out;
}

/** Copy rows (m x dim, row-major) into the padded region at `off`, L2-normalising each when asked. */
function pack(
  mem: WasmMemory,
  off: number,
  src: Float32Array,
  rows: number,
  dim: number,
  dp: number,
  normalize: boolean,
): void {
  const f = new Float32Array(mem.buffer, off, rows * dp);
  f.fill(0);
  for (let i = 0; i < rows; i++) {
    const a = i * dim;
    let scale = 1;
    if (normalize) {
      let ss = 0;
      for (let k = 0; k < dim; k++) ss += src[a + k] * src[a + k];
      scale = ss > 0 ? 1 / Math.sqrt(ss) : 0;
    }
    const b = i * dp;
    if (scale === 1) f.set(src.subarray(a, a + dim), b);
    else for (let k = 0; k < dim; k++) f[b + k] = src[a + k] * scale;
  }
}

/** Query blocks [b0, b1) against every tile (runs on this thread; the worker code repeats this loop). */
function runBlocks(block: (...a: number[]) => void, L: Layout, b0: number, b1: number): void {
  const dbytes = L.dp * 4;
  const ostride = L.np * 4;
  for (let j0 = 0; j0 < L.np; j0 += DOC_TILE) {
    const pairs = Math.min(DOC_TILE, L.np - j0) / 2;
    for (let b = b0; b < b1; b++) {
      block(
        L.qOff + b * 4 * dbytes,
        L.dOff + j0 * dbytes,
        L.oOff + (b * 4 * L.np + j0) * 4,
        pairs,
        dbytes,
        ostride,
      );
    }
  }
}

const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const blocks = new Map();
parentPort.on('message', (m) => {
  if (m.module) {
    blocks.set(m.dp, new WebAssembly.Instance(m.module, { env: { mem: m.memory } }).exports.block);
    return;
  }
  const { L, b0, b1, tile } = m;
  const block = blocks.get(L.dp);
  const dbytes = L.dp * 4, ostride = L.np * 4;
  for (let j0 = 0; j0 < L.np; j0 += tile) {
    const pairs = Math.min(tile, L.np - j0) / 2;
    for (let b = b0; b < b1; b++)
      block(L.qOff + b * 4 * dbytes, L.dOff + j0 * dbytes, L.oOff + (b * 4 * L.np + j0) * 4, pairs, dbytes, ostride);
  }
  parentPort.postMessage(m.id);
});
`;

interface PoolWorker {
  worker: Worker;
  /** the kernels (by row width) it has instantiated on `memory` */
  memory?: WasmMemory;
  widths: Set<number>;
}
const pool: PoolWorker[] = [];
let nextId = 0;

function poolWorker(i: number, mem: WasmMemory, dp: number): PoolWorker {
  let w = pool[i];
  if (!w) {
    const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
    worker.unref();
    w = pool[i] = { worker, widths: new Set() };
  }
  if (w.memory !== mem) {
    w.memory = mem;
    w.widths.clear();
  }
  if (!w.widths.has(dp)) {
    w.worker.postMessage({ module: kernelModule(dp), memory: mem, dp });
    w.widths.add(dp);
  }
  return w;
}

/** Run blocks [b0, b1) on pool worker i; resolves when done. */
function onWorker(i: number, mem: WasmMemory, L: Layout, b0: number, b1: number): Promise<void> {
  const { worker } = poolWorker(i, mem, L.dp);
  const id = nextId++;
  worker.ref();
  return new Promise((resolve, reject) => {
    const done = (got: number): void => {
      if (got !== id) return;
      worker.off('message', done);
      worker.off('error', reject);
      worker.unref();
      resolve();
    };
    worker.on('message', done);
    worker.once('error', reject);
    worker.postMessage({ L, b0, b1, tile: DOC_TILE, id });
  });
}

/**
 * Score every query row against every document row (both row-major, `dim` wide): out[i * n + j]. Same bits for
 * every `threads`.
 */
export function dotsSimd(
  q: Float32Array,
  d: Float32Array,
  dim: number,
  opts: { normalize?: boolean; normalizeQueries?: boolean; threads?: number } = {},
): Promise<Float32Array> {
  // one shared memory per thread: calls run one after another, never interleaved
  const run = queue.then(() => dotsNow(q, d, dim, opts));
  queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}
let queue: Promise<void> = Promise.resolve();

async function dotsNow(
  q: Float32Array,
  d: Float32Array,
  dim: number,
  opts: { normalize?: boolean; normalizeQueries?: boolean; threads?: number },
): Promise<Float32Array> {
  const m = dim > 0 ? q.length / dim : 0;
  const n = dim > 0 ? d.length / dim : 0;
  if (!Number.isInteger(m) || !Number.isInteger(n))
    throw new Error(`dotsSimd: ${q.length} and ${d.length} values are not whole rows of ${dim}`);
  if (m === 0 || n === 0) return new Float32Array(m * n);
  const L = layout(m, n, dim);
  const mem = ensureMemory(L.bytes);
  const normalize = opts.normalize ?? false;
  pack(mem, L.qOff, q, m, dim, L.dp, opts.normalizeQueries ?? normalize);
  pack(mem, L.dOff, d, n, dim, L.dp, normalize);
  const blocks = L.mp / 4;
  const threads = Math.max(1, Math.min(opts.threads ?? defaultThreads(), blocks));
  let inst = instances.get(L.dp);
  if (!inst || (inst as { mem?: WasmMemory }).mem !== mem) {
    inst = new wasm.Instance(kernelModule(L.dp), { env: { mem } });
    (inst as { mem?: WasmMemory }).mem = mem;
    instances.set(L.dp, inst);
  }
  const block = inst.exports.block as (...a: number[]) => void;
  // thread t takes blocks [t * blocks / threads, (t + 1) * blocks / threads); this thread takes the first share
  const cut = (t: number): number => Math.floor((t * blocks) / threads);
  const others: Promise<void>[] = [];
  for (let t = 1; t < threads; t++) others.push(onWorker(t - 1, mem, L, cut(t), cut(t + 1)));
  runBlocks(block, L, 0, cut(1));
  await Promise.all(others);
  // copy out the unpadded scores
  const all = new Float32Array(mem.buffer, L.oOff, L.mp * L.np);
  const out = new Float32Array(m * n);
  if (L.np === n) out.set(all.subarray(0, m * n));
  else for (let i = 0; i < m; i++) out.set(all.subarray(i * L.np, i * L.np + n), i * n);
  return out;
}

/** dotsSimd as score rows (one Float64Array per query), the Retriever shape. */
export async function scoreRowsSimd(
  q: Float32Array,
  d: Float32Array,
  dim: number,
  opts: { normalize?: boolean; threads?: number } = {},
): Promise<Float64Array[]> {
  const flat = await dotsSimd(q, d, dim, opts);
  const m = dim > 0 ? q.length / dim : 0;
  const n = dim > 0 ? d.length / dim : 0;
  const rows: Float64Array[] = [];
  for (let i = 0; i < m; i++) rows.push(Float64Array.from(flat.subarray(i * n, (i + 1) * n)));
  return rows;
}

/** Stop the pool's worker threads (tests and benches; they never keep the process alive anyway). */
export async function closeSimdPool(): Promise<void> {
  const ws = pool.splice(0);
  await Promise.all(ws.map((w) => w.worker.terminate()));
}
