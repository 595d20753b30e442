/**
 * The WebAssembly SIMD kernel of exact dense scoring, emitted as bytes here (no build step, nothing to
 * download). One exported function,
 *
 *   block(qa, da, oa, pairs, dbytes, ostride)
 *
 * scores four consecutive query rows (at byte address qa, each `dbytes` long) against `pairs` pairs of
 * consecutive document rows (from da) and stores the float32 results at oa (row stride `ostride` bytes): a 4x2
 * register block of eight f32x4 accumulators over the dimension, four lanes at a time. Each score is computed by
 * the same sequence of operations wherever its pair sits in a block, a tile or a thread: lane l sums
 * q[k]*d[k] for k = l, l+4, l+8, ... in order (a float32 multiply, then a float32 add; no fused multiply-add),
 * then the lanes are added as (l0 + l1) + (l2 + l3). The loop over the dimension is unrolled for the row width
 * (one module per width), so every load is a base address plus a constant offset. So the same inputs give the same bits on every run and
 * for every number of threads (tested). The memory is imported as a shared memory ("env" "mem") so worker
 * threads can run the same code on the same vectors.
 */

import { wasm, type WasmModule } from './wasm.js';

const u32 = (n: number): number[] => {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n !== 0) b |= 0x80;
    out.push(b);
  } while (n !== 0);
  return out;
};
const str = (s: string): number[] => [...u32(s.length), ...Buffer.from(s, 'utf8')];
const section = (id: number, body: number[]): number[] => [id, ...u32(body.length), ...body];
const vec = (items: number[][]): number[] => [...u32(items.length), ...items.flat()];

// opcodes
const I32 = 0x7f;
const V128 = 0x7b;
const get = (i: number): number[] => [0x20, ...u32(i)];
const set = (i: number): number[] => [0x21, ...u32(i)];
/** i32.const with a non-negative value, as signed LEB128 */
const i32Const = (v: number): number[] => {
  const out = [0x41];
  for (;;) {
    const b = v & 0x7f;
    v >>>= 7;
    if (v === 0 && (b & 0x40) === 0) return [...out, b];
    out.push(b | 0x80);
  }
};
const i32LtU = [0x49];
const i32Add = [0x6a];
const i32Sub = [0x6b];
const i32Eqz = [0x45];
const brIf = (depth: number): number[] => [0x0d, depth];
const end = [0x0b];
const loop = [0x03, 0x40];
const block = [0x02, 0x40];
const v128LoadAt = (offset: number): number[] => [0xfd, ...u32(0x00), 4, ...u32(offset)]; // align 2^4
const v128Zero = [0xfd, ...u32(0x0c), ...new Array<number>(16).fill(0)];
const f32x4Add = [0xfd, ...u32(0xe4)];
const f32x4Mul = [0xfd, ...u32(0xe6)];
const lane = (l: number): number[] => [0xfd, ...u32(0x1f), l];
const f32Add = [0x92];
const f32Store = (offset: number): number[] => [0x38, 2, ...u32(offset)];

// locals: params, then i32s, then v128s
const QA = 0,
  DA = 1,
  OA = 2,
  PAIRS = 3,
  DBYTES = 4,
  OSTRIDE = 5;
const KQ = 6,
  KD = 7,
  KEND = 8,
  O1 = 11,
  O2 = 12,
  O3 = 13;
const ACC = 14; // 8 accumulators: ACC + 2 * query + doc
const X0 = 22,
  X1 = 23,
  Y = 24;

/** hsum(a) = (l0 + l1) + (l2 + l3) */
const hsum = (a: number): number[] => [
  ...get(a),
  ...lane(0),
  ...get(a),
  ...lane(1),
  ...f32Add,
  ...get(a),
  ...lane(2),
  ...get(a),
  ...lane(3),
  ...f32Add,
  ...f32Add,
];

function body(dp: number): number[] {
  const orow = [OA, O1, O2, O3];
  const dbytes = dp * 4;
  const code: number[] = [];
  const emit = (...parts: number[][]): void => {
    for (const p of parts) code.push(...p);
  };
  emit(get(OA), get(OSTRIDE), i32Add, set(O1));
  emit(get(O1), get(OSTRIDE), i32Add, set(O2));
  emit(get(O2), get(OSTRIDE), i32Add, set(O3));
  emit(block, get(PAIRS), i32Eqz, brIf(0), loop);
  for (let a = 0; a < 8; a++) emit(v128Zero, set(ACC + a));
  // the loop over the dimension, UNROLL steps of four lanes per pass; the loads are a base (row start + k) plus
  // constant offsets (the row width is fixed per module)
  const steps = dp / 4;
  const unroll = [4, 3, 2, 1].find((u) => steps % u === 0)!;
  emit(get(DA), set(KD), get(QA), set(KQ), get(DA), get(DBYTES), i32Add, set(KEND));
  emit(loop);
  for (let u = 0; u < unroll; u++) {
    const k = 16 * u;
    emit(get(KD), v128LoadAt(k), set(X0));
    emit(get(KD), v128LoadAt(k + dbytes), set(X1));
    for (let r = 0; r < 4; r++) {
      emit(get(KQ), v128LoadAt(k + r * dbytes), set(Y));
      for (let c = 0; c < 2; c++) {
        const acc = ACC + 2 * r + c;
        emit(get(acc), get(Y), get(c === 0 ? X0 : X1), f32x4Mul, f32x4Add, set(acc));
      }
    }
  }
  emit(get(KD), i32Const(16 * unroll), i32Add, set(KD));
  emit(get(KQ), i32Const(16 * unroll), i32Add, set(KQ));
  emit(get(KD), get(KEND), i32LtU, brIf(0), end);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 2; c++) emit(get(orow[r]), hsum(ACC + 2 * r + c), f32Store(4 * c));
    emit(get(orow[r]), i32Const(8), i32Add, set(orow[r]));
  }
  emit(get(DA), get(DBYTES), i32Add, get(DBYTES), i32Add, set(DA));
  emit(get(PAIRS), i32Const(1), i32Sub, set(PAIRS));
  emit(get(PAIRS), brIf(0), end, end, end);
  const locals = vec([
    [...u32(8), I32],
    [...u32(11), V128],
  ]);
  return [...locals, ...code];
}

/**
 * The module's bytes for rows of `dp` floats (a multiple of 4; the dimension is unrolled); its memory is imported
 * as env.mem, shared, with at most `maxPages` 64 KiB pages.
 */
export function kernelBytes(maxPages: number, dp: number): Uint8Array {
  const type = section(1, vec([[0x60, ...vec(new Array(6).fill([I32])), 0]]));
  const imports = section(2, vec([[...str('env'), ...str('mem'), 0x02, 0x03, ...u32(1), ...u32(maxPages)]]));
  const funcs = section(3, vec([u32(0)]));
  const exports = section(7, vec([[...str('block'), 0x00, ...u32(0)]]));
  const b = body(dp);
  const code = section(10, vec([[...u32(b.length), ...b]]));
  return Uint8Array.from([
    0x00,
    0x61,
    0x73,
    0x6d,
    0x01,
    0,
    0,
    0,
    ...type,
    ...imports,
    ...funcs,
    ...exports,
    ...code,
  ]);
}

/** The largest memory the kernel may use: 2 GiB (typed-array offsets stay below 2^31). */
export const MAX_PAGES = 32768;

const compiled = new Map<number, WasmModule>();
/** The compiled module for rows of `dp` floats, once per process. */
export function kernelModule(dp: number): WasmModule {
  let m = compiled.get(dp);
  if (!m) compiled.set(dp, (m = new wasm.Module(kernelBytes(MAX_PAGES, dp))));
  return m;
}
