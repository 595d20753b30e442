/**
 * Exact top k over a corpus too large for a score matrix: the corpus is read in chunks of rows (an .npy file read
 * piece by piece, or any row source), each chunk is scored against a batch of queries by the exact kernel
 * (exact.ts: onnxruntime's GEMM + TopK when installed, else the SIMD kernel and select.ts), and each query keeps
 * its running k best. Memory is the queries, one corpus chunk, one batch x chunk block of float32 scores and the
 * k best per query: never queries x corpus. The order is the release's
 * rule (src/retrieve/rank.ts): score descending, ties broken by `ord` (the documents' positions in descending id
 * order), so the result equals topK over the full score rows of the same kernel.
 */
import { dotsExact, resolveKernel, type ExactKernel } from './exact.js';
import { topKOrt, type OrtModule } from './onnx-score.js';
import { defaultThreads } from './simd-score.js';
import { MAX_SELECT_K, TopKSelector } from './select.js';
import { normalizeRows } from './simd-score.js';

/** Where corpus rows come from: `rows` in all, read `count` rows from `start` (row-major float32, `dim` wide). */
export interface RowSource {
  rows: number;
  dim: number;
  read(start: number, count: number): Float32Array;
}

export interface StreamOptions {
  k: number;
  /** L2-normalise both sides (cosine) */
  normalize?: boolean;
  threads?: number;
  /** the exact kernel (exact.ts; default auto) */
  kernel?: ExactKernel;
  ortPackage?: string;
  /** corpus rows per chunk (default 16,384) */
  chunkRows?: number;
  /** queries per batch (default 1,024) */
  batchQueries?: number;
  /** tie-break positions of the corpus rows (idOrder of their ids); default: a higher row index ranks first */
  ord?: Int32Array;
  onChunk?: (done: number, total: number) => void;
}

export interface StreamTopK {
  /** per query, its top k corpus row indices in rank order */
  indices: Int32Array[];
  /** per query, their scores (float32 values) */
  scores: Float32Array[];
}

/** A bounded heap of (score, doc) with the worst at the root. */
class Heap {
  size = 0;
  readonly doc: Int32Array;
  readonly score: Float32Array;
  constructor(
    readonly k: number,
    private readonly ord: (d: number) => number,
  ) {
    this.doc = new Int32Array(k);
    this.score = new Float32Array(k);
  }
  /** a ranks above b */
  private above(sa: number, da: number, sb: number, db: number): boolean {
    return sa > sb || (sa === sb && this.ord(da) < this.ord(db));
  }
  push(s: number, d: number): void {
    const { doc, score } = this;
    if (this.size < this.k) {
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.above(score[p], doc[p], s, d)) break; // parent is worse than the new one: stop
        doc[i] = doc[p];
        score[i] = score[p];
        i = p;
      }
      doc[i] = d;
      score[i] = s;
      return;
    }
    if (!this.above(s, d, score[0], doc[0])) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.size) break;
      const r = l + 1;
      let w = l;
      if (r < this.size && this.above(score[l], doc[l], score[r], doc[r])) w = r;
      if (!this.above(s, d, score[w], doc[w])) break;
      doc[i] = doc[w];
      score[i] = score[w];
      i = w;
    }
    doc[i] = d;
    score[i] = s;
  }
  /** Offer scores[off + j] for documents doc0 + j, j < count. */
  offer(s: Float32Array, off: number, count: number, doc0: number): void {
    for (let j = 0; j < count; j++) {
      const v = s[off + j];
      // below the worst kept score, it cannot enter (equal scores go to push for the tie rule)
      if (this.size === this.k && v < this.score[0]) continue;
      this.push(v, doc0 + j);
    }
  }
  /** best first */
  result(): { doc: Int32Array; score: Float32Array } {
    const idx = Array.from({ length: this.size }, (_, i) => i).sort((a, b) =>
      this.above(this.score[a], this.doc[a], this.score[b], this.doc[b]) ? -1 : 1,
    );
    return {
      doc: Int32Array.from(idx, (i) => this.doc[i]),
      score: Float32Array.from(idx, (i) => this.score[i]),
    };
  }
}

/** The exact top k of every query over the corpus, streamed. `queries` is row-major, `corpus.dim` wide. */
export async function topKStreaming(
  queries: Float32Array,
  corpus: RowSource,
  opts: StreamOptions,
): Promise<StreamTopK> {
  const dim = corpus.dim;
  const nq = queries.length / dim;
  const k = Math.max(0, Math.min(opts.k, corpus.rows));
  const ordArr = opts.ord;
  const ord = ordArr ? (d: number): number => ordArr[d] : (d: number): number => -d;
  const kernel = resolveKernel(opts.kernel, opts.ortPackage);
  if (kernel.ort && k > 0) return topKStreamingOrt(kernel.ort, queries, corpus, { ...opts, k }, ord);
  // the selector (select.ts) for any usual k; a bounded heap beyond the k it can sort by native keys
  const sel = Array.from({ length: nq }, () =>
    k <= MAX_SELECT_K ? new TopKSelector(k, ord) : new Heap(k, ord),
  );
  if (k > 0) {
    await forEachBlock(queries, corpus, opts, (q0, qn, c0, count, s) => {
      for (let i = 0; i < qn; i++) sel[q0 + i].offer(s, i * count, count, c0);
    });
  }
  const indices: Int32Array[] = [];
  const scores: Float32Array[] = [];
  for (const h of sel) {
    const s = h.result();
    indices.push(s.doc);
    scores.push(s.score);
  }
  return { indices, scores };
}

/**
 * Score every query against every corpus row, one chunk of rows and one batch of queries at a time, and hand
 * each block of float32 scores (qn x count, row-major) to `take`. Queries and each chunk are normalised once, the
 * same bits the kernels would give them.
 */
async function forEachBlock(
  queries: Float32Array,
  corpus: RowSource,
  opts: StreamOptions,
  take: (q0: number, qn: number, c0: number, count: number, scores: Float32Array) => void,
): Promise<void> {
  const dim = corpus.dim;
  const nq = queries.length / dim;
  const chunkRows = opts.chunkRows ?? 16384;
  const batch = opts.batchQueries ?? 1024;
  const qs = opts.normalize ? normalizeRows(queries, dim) : queries;
  for (let c0 = 0; c0 < corpus.rows; c0 += chunkRows) {
    const count = Math.min(chunkRows, corpus.rows - c0);
    const raw = corpus.read(c0, count);
    const chunk = opts.normalize ? normalizeRows(raw, dim) : raw;
    for (let q0 = 0; q0 < nq; q0 += batch) {
      const qn = Math.min(batch, nq - q0);
      const s = await dotsExact(qs.subarray(q0 * dim, (q0 + qn) * dim), chunk, dim, {
        normalize: false,
        threads: opts.threads,
        kernel: opts.kernel,
        ortPackage: opts.ortPackage,
      });
      take(q0, qn, c0, count, s);
    }
    opts.onChunk?.(c0 + count, corpus.rows);
  }
}

/**
 * Full score rows (one Float64Array per query, the Retriever shape) with the corpus streamed: corpus row r's
 * scores go to column `column[r]` of every row (-1: not wanted), `columns` wide. Memory is the rows asked for,
 * the queries and one chunk: the corpus matrix is never held whole.
 */
export async function scoreRowsStreaming(
  queries: Float32Array,
  corpus: RowSource,
  column: Int32Array,
  columns: number,
  opts: Omit<StreamOptions, 'k' | 'ord'>,
): Promise<Float64Array[]> {
  const nq = queries.length / corpus.dim;
  const rows = Array.from({ length: nq }, () => new Float64Array(columns));
  await forEachBlock(queries, corpus, { ...opts, k: 0 }, (q0, qn, c0, count, s) => {
    for (let i = 0; i < qn; i++) {
      const r = rows[q0 + i];
      const off = i * count;
      for (let j = 0; j < count; j++) {
        const c = column[c0 + j];
        if (c >= 0) r[c] = s[off + j];
      }
    }
  });
  return rows;
}

/**
 * topKStreaming on onnxruntime: each chunk's rows are put in tie order (ascending `ord`) so that TopK's rule for
 * equal scores (the lower index first) is the release's; each query's sorted top k of the chunk is then merged
 * with its running top k by (score descending, ord ascending). The same documents and order as the selector.
 */
async function topKStreamingOrt(
  ort: OrtModule,
  queries: Float32Array,
  corpus: RowSource,
  opts: StreamOptions,
  ord: (d: number) => number,
): Promise<StreamTopK> {
  const dim = corpus.dim;
  const nq = queries.length / dim;
  const k = opts.k;
  const chunkRows = opts.chunkRows ?? 16384;
  const batch = opts.batchQueries ?? 1024;
  const threads = Math.max(1, opts.threads ?? defaultThreads());
  const qs = opts.normalize ? normalizeRows(queries, dim) : queries;
  const run = Array.from({ length: nq }, () => ({
    len: 0,
    doc: new Int32Array(k),
    score: new Float32Array(k),
  }));
  const spare = Array.from({ length: nq }, () => ({
    len: 0,
    doc: new Int32Array(k),
    score: new Float32Array(k),
  }));
  for (let c0 = 0; c0 < corpus.rows; c0 += chunkRows) {
    const count = Math.min(chunkRows, corpus.rows - c0);
    const raw = corpus.read(c0, count);
    const perm = Array.from({ length: count }, (_, j) => j).sort((a, b) => ord(c0 + a) - ord(c0 + b));
    const chunk = new Float32Array(count * dim);
    perm.forEach((j, p) => chunk.set(raw.subarray(j * dim, (j + 1) * dim), p * dim));
    const ready = opts.normalize ? normalizeRows(chunk, dim) : chunk;
    for (let q0 = 0; q0 < nq; q0 += batch) {
      const qn = Math.min(batch, nq - q0);
      const got = await topKOrt(ort, qs.subarray(q0 * dim, (q0 + qn) * dim), ready, dim, k, {
        threads,
        pkg: opts.ortPackage,
      });
      for (let i = 0; i < qn; i++) {
        const a = run[q0 + i];
        const out = spare[q0 + i];
        // merge a (sorted) with the chunk's sorted list
        let x = 0;
        let y = 0;
        let w = 0;
        const off = i * got.kk;
        while (w < k && (x < a.len || y < got.kk)) {
          let takeA: boolean;
          if (y >= got.kk) takeA = true;
          else if (x >= a.len) takeA = false;
          else {
            const sa = a.score[x];
            const sb = got.values[off + y];
            takeA = sa > sb || (sa === sb && ord(a.doc[x]) < ord(c0 + perm[got.indices[off + y]]));
          }
          if (takeA) {
            out.score[w] = a.score[x];
            out.doc[w++] = a.doc[x++];
          } else {
            out.score[w] = got.values[off + y];
            out.doc[w++] = c0 + perm[got.indices[off + y++]];
          }
        }
        out.len = w;
      }
      for (let i = 0; i < qn; i++) [run[q0 + i], spare[q0 + i]] = [spare[q0 + i], run[q0 + i]];
    }
    opts.onChunk?.(c0 + count, corpus.rows);
  }
  return {
    indices: run.map((r) => r.doc.slice(0, r.len)),
    scores: run.map((r) => r.score.slice(0, r.len)),
  };
}
