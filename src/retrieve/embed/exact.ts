/**
 * Exact dense scoring, one entry point over two kernels:
 *
 * - `onnx`: onnxruntime's CPU GEMM (onnx-score.ts), when the optional package onnxruntime-node loads;
 * - `wasm`: the WebAssembly SIMD kernel over worker threads (simd-score.ts), always available.
 *
 * `auto` (the default) takes `onnx` when it loads and `wasm` otherwise. Each kernel gives the same bits on every
 * run, for every number of threads and however the rows are blocked (tested); the two kernels sum in different
 * orders, so their scores may differ in the last bits (both are within about dim * 2^-24 * sum_k |q_k d_k| of the
 * float64 value, tested at 1e-5 for unit vectors of 768 dimensions). Which kernel scored a system is recorded in
 * its config (`kernel`), so a result says what computed it.
 */
import { ExecretError } from '../../core/errors.js';
import { closeOrtSessions, dotsOrt, loadOrt, ORT_PACKAGE, type OrtModule } from './onnx-score.js';
import { closeSimdPool, defaultThreads, dotsSimd } from './simd-score.js';

export type ExactKernel = 'auto' | 'onnx' | 'wasm';
export const EXACT_KERNELS: readonly ExactKernel[] = Object.freeze(['auto', 'onnx', 'wasm']);

export interface ExactOptions {
  /** L2-normalise the corpus rows (and the query rows unless normalizeQueries is false): cosine */
  normalize?: boolean;
  normalizeQueries?: boolean;
  /** threads (default: the machine's cores, at most 8) */
  threads?: number;
  kernel?: ExactKernel;
  /** the onnxruntime package to load (tests name a missing one to exercise the fallback) */
  ortPackage?: string;
}

/** The kernel a choice resolves to: its recorded name, and onnxruntime when that is the one. */
export interface ResolvedKernel {
  name: 'onnx-f32' | 'simd-f32';
  ort?: OrtModule;
  /** why `auto` fell back to the SIMD kernel */
  fallback?: string;
}

export function resolveKernel(kernel: ExactKernel = 'auto', pkg = ORT_PACKAGE): ResolvedKernel {
  if (kernel === 'wasm') return { name: 'simd-f32' };
  const load = loadOrt(pkg);
  if (load.ort) return { name: 'onnx-f32', ort: load.ort };
  if (kernel === 'onnx')
    throw new ExecretError('E_RUNTIME', `kernel=onnx: ${load.reason}`, {
      hint: `npm install ${pkg} (the CPU runtime is in the package; add "allowScripts": {"${pkg}": false} if its install script fails), or use kernel=wasm`,
    });
  return { name: 'simd-f32', fallback: load.reason };
}

/** out[i * n + j] = q[i] . d[j] (row-major, `dim` wide), on the chosen kernel. */
export function dotsExact(
  q: Float32Array,
  d: Float32Array,
  dim: number,
  opts: ExactOptions = {},
): Promise<Float32Array> {
  const k = resolveKernel(opts.kernel, opts.ortPackage);
  const threads = Math.max(1, opts.threads ?? defaultThreads());
  if (k.ort) return dotsOrt(k.ort, q, d, dim, { ...opts, threads, pkg: opts.ortPackage });
  return dotsSimd(q, d, dim, { ...opts, threads });
}

/** Stop the SIMD workers and release the onnxruntime sessions (tests and benches). */
export async function closeExact(): Promise<void> {
  await closeSimdPool();
  await closeOrtSessions();
}
