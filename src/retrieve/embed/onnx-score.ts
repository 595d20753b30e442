/**
 * Exact dense scoring on onnxruntime's CPU GEMM (MLAS), when the optional package onnxruntime-node is installed
 * (it comes with @huggingface/transformers, the local embedders' optional dependency). Without it, exact.ts falls
 * back to the WebAssembly SIMD kernel (simd-score.ts).
 *
 * The graph is one Gemm (onnx-model.ts): scores = queries x corpus^T, float32 products accumulated in float32 with
 * fused multiply-adds, the dimension taken in fixed blocks. Rows are L2-normalised first exactly as
 * simd-score.ts does it (double-precision norm, float32 result), so both kernels see the same inputs.
 *
 * Same bits whatever the blocking and the thread count. MLAS computes every output value as one chain of fused
 * multiply-adds over each block of the dimension, the blocks added in order; what could change the result is the
 * block length and the kernel, which MLAS picks per thread from the shape of that thread's share of the output
 * (MLAS 1.21, sgemm.cpp: a share of 64 columns or fewer doubles the dimension block from 128; a share of one row
 * takes the M = 1 kernel, which sums in another order). Threads split the output by columns when it has more
 * columns than rows (in strips of 16), else by rows. So every call is padded with zero rows (their scores are
 * dropped): the corpus to a multiple of 16 rows and at least 128 per thread, so that every column share is over
 * 64; the queries to at least 2 per thread (and MIN_QUERIES), so that every row share is over 1. The tests check
 * the result on the installed version: scores of sub-blocks of every shape and position, and at 1 to 4 threads,
 * equal the full product's bit for bit.
 *
 * Precision: against float64 the error of each score is below about dim * 2^-24 * sum_k |q_k d_k| (for unit
 * vectors of 768 dimensions, under 1e-5: tested at that tolerance).
 */
import { createRequire } from 'node:module';
import { normalizeRows } from './simd-score.js';
import { gemmModelBytes, gemmTopKModelBytes } from './onnx-model.js';

/** The package, imported by name so that its absence is a fallback, never an error. */
export const ORT_PACKAGE = 'onnxruntime-node';
/** Calls are padded to at least this many query rows, and corpus rows per thread (see above). */
export const MIN_QUERIES = 4;
export const MIN_CORPUS_PER_THREAD = 128;

/** The padded row counts of a call: queries, corpus. */
function padded(m: number, n: number, threads: number): [number, number] {
  return [
    Math.max(m, MIN_QUERIES, 2 * threads),
    Math.max(Math.ceil(n / 16) * 16, MIN_CORPUS_PER_THREAD * threads),
  ];
}

interface OrtTensor {
  readonly data: unknown;
}
type OrtTensorType = 'float32' | 'int64';
interface OrtSession {
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
  release?(): Promise<void>;
}
export interface OrtModule {
  Tensor: new (type: OrtTensorType, data: Float32Array | BigInt64Array, dims: readonly number[]) => OrtTensor;
  InferenceSession: { create(model: Uint8Array, options: Record<string, unknown>): Promise<OrtSession> };
}

/** onnxruntime-node or why it is not used: not installed, or installed but failing to load. */
export type OrtLoad = { ort: OrtModule } | { ort: undefined; reason: string };

const loads = new Map<string, OrtLoad>();

/** Load the optional package once (synchronously: it is CommonJS). */
export function loadOrt(pkg = ORT_PACKAGE): OrtLoad {
  let got = loads.get(pkg);
  if (got) return got;
  const require = createRequire(import.meta.url);
  try {
    const ort = require(pkg) as OrtModule;
    got =
      typeof ort?.InferenceSession?.create === 'function'
        ? { ort }
        : { ort: undefined, reason: `${pkg} has no InferenceSession` };
  } catch (e) {
    const err = e as { code?: string; message?: string };
    got = {
      ort: undefined,
      reason:
        err.code === 'MODULE_NOT_FOUND' && String(err.message).includes(pkg)
          ? `${pkg} is not installed`
          : `${pkg} failed to load: ${String(err.message).split('\n')[0]}`,
    };
  }
  loads.set(pkg, got);
  return got;
}

/** One session per (package, dimension, threads), created on first use. */
const sessions = new Map<string, Promise<OrtSession>>();

function session(ort: OrtModule, pkg: string, dim: number, threads: number): Promise<OrtSession> {
  const key = `${pkg}\0${dim}\0${threads}`;
  let s = sessions.get(key);
  if (!s) {
    s = ort.InferenceSession.create(gemmModelBytes(dim), sessionOptions(threads));
    sessions.set(key, s);
  }
  return s;
}

function sessionOptions(threads: number): Record<string, unknown> {
  return {
    executionProviders: ['cpu'],
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    // threads sleep between calls instead of spinning: the machine is often shared
    extra: { session: { intra_op: { allow_spinning: '0' } } },
  };
}

/** `rows` x `dim` values, padded with zero rows to `min` rows when shorter. */
function padRows(x: Float32Array, rows: number, dim: number, min: number): Float32Array {
  if (rows >= min) return x;
  const out = new Float32Array(min * dim);
  out.set(x.subarray(0, rows * dim));
  return out;
}

/**
 * out[i * n + j] = queries[i] . corpus[j] (row-major, `dim` wide), on onnxruntime. `normalize`: L2-normalise the
 * corpus rows (and the query rows unless `normalizeQueries` is false).
 */
export async function dotsOrt(
  ort: OrtModule,
  q: Float32Array,
  d: Float32Array,
  dim: number,
  opts: { normalize?: boolean; normalizeQueries?: boolean; threads: number; pkg?: string },
): Promise<Float32Array> {
  const m = dim > 0 ? q.length / dim : 0;
  const n = dim > 0 ? d.length / dim : 0;
  if (!Number.isInteger(m) || !Number.isInteger(n))
    throw new Error(`dotsOrt: ${q.length} and ${d.length} values are not whole rows of ${dim}`);
  if (m === 0 || n === 0) return new Float32Array(m * n);
  const normalize = opts.normalize ?? false;
  const [pm, pn] = padded(m, n, opts.threads);
  const qs = padRows((opts.normalizeQueries ?? normalize) ? normalizeRows(q, dim) : q, m, dim, pm);
  const ds = padRows(normalize ? normalizeRows(d, dim) : d, n, dim, pn);
  const mp = qs.length / dim;
  const np = ds.length / dim;
  const s = await session(ort, opts.pkg ?? ORT_PACKAGE, dim, opts.threads);
  const out = await s.run({
    queries: new ort.Tensor('float32', qs, [mp, dim]),
    corpus: new ort.Tensor('float32', ds, [np, dim]),
  });
  const all = out.scores.data as Float32Array;
  if (np === n) return mp === m ? all : all.subarray(0, m * n);
  const trimmed = new Float32Array(m * n);
  for (let i = 0; i < m; i++) trimmed.set(all.subarray(i * np, i * np + n), i * n);
  return trimmed;
}

/** Release the sessions (tests and benches; they never keep the process alive anyway). */
export async function closeOrtSessions(): Promise<void> {
  const all = [...sessions.values(), ...topKSessions.values()];
  sessions.clear();
  topKSessions.clear();
  for (const s of all) await (await s).release?.();
}

/**
 * Each query's top k of `d`'s rows (both already normalised as wanted), on onnxruntime: the Gemm and TopK graph.
 * Equal scores: the lower row of `d` first. Returns, row-major per query, `kk = min(k, n)` values and row
 * indices. Padding rows (zeros, at the end) are asked for too and then dropped, so they never displace a real
 * row whose score is below zero.
 */
export async function topKOrt(
  ort: OrtModule,
  q: Float32Array,
  d: Float32Array,
  dim: number,
  k: number,
  opts: { threads: number; pkg?: string },
): Promise<{ kk: number; values: Float32Array; indices: Int32Array }> {
  const m = q.length / dim;
  const n = d.length / dim;
  const kk = Math.min(k, n);
  if (m === 0 || kk === 0) return { kk, values: new Float32Array(0), indices: new Int32Array(0) };
  const [pm, pn] = padded(m, n, opts.threads);
  const qs = padRows(q, m, dim, pm);
  const ds = padRows(d, n, dim, pn);
  const mp = qs.length / dim;
  const np = ds.length / dim;
  const ask = Math.min(np, kk + (np - n));
  const s = await topKSession(ort, opts.pkg ?? ORT_PACKAGE, dim, opts.threads);
  const out = await s.run({
    queries: new ort.Tensor('float32', qs, [mp, dim]),
    corpus: new ort.Tensor('float32', ds, [np, dim]),
    k: new ort.Tensor('int64', BigInt64Array.of(BigInt(ask)), [1]),
  });
  const values = out.values.data as Float32Array;
  const indices = out.indices.data as Int32Array;
  if (ask === kk) return { kk, values: values.subarray(0, m * kk), indices: indices.subarray(0, m * kk) };
  const v = new Float32Array(m * kk);
  const x = new Int32Array(m * kk);
  for (let i = 0; i < m; i++) {
    let w = i * kk;
    for (let t = i * ask; w < (i + 1) * kk; t++) {
      if (indices[t] >= n) continue;
      v[w] = values[t];
      x[w++] = indices[t];
    }
  }
  return { kk, values: v, indices: x };
}

const topKSessions = new Map<string, Promise<OrtSession>>();
function topKSession(ort: OrtModule, pkg: string, dim: number, threads: number): Promise<OrtSession> {
  const key = `${pkg}\0${dim}\0${threads}`;
  let s = topKSessions.get(key);
  if (!s)
    topKSessions.set(
      key,
      (s = ort.InferenceSession.create(gemmTopKModelBytes(dim), sessionOptions(threads))),
    );
  return s;
}
