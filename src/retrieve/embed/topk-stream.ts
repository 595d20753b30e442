/**
 * Exact top k over a corpus too large for a score matrix: the corpus is read in chunks of rows (an .npy file read
 * piece by piece, or any row source), each chunk is scored against a batch of queries by the SIMD kernel
 * (simd-score.ts), and each query keeps a bounded heap of its k best. Memory is the queries, one corpus chunk,
 * one batch x chunk block of float32 scores and the heaps: never queries x corpus. The order is the release's
 * rule (src/retrieve/rank.ts): score descending, ties broken by `ord` (the documents' positions in descending id
 * order), so the result equals topK over the full score rows of the same kernel.
 */
import { dotsSimd, normalizeRows } from './simd-score.js';

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
  /** best first */
  sorted(): { doc: Int32Array; score: Float32Array } {
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
  const heaps = Array.from({ length: nq }, () => new Heap(k, ord));
  const chunkRows = opts.chunkRows ?? 16384;
  const batch = opts.batchQueries ?? 1024;
  // queries are normalised once (the same bits dotsSimd would give them), each chunk as it is scored
  const qs = opts.normalize ? normalizeRows(queries, dim) : queries;
  if (k > 0) {
    for (let c0 = 0; c0 < corpus.rows; c0 += chunkRows) {
      const count = Math.min(chunkRows, corpus.rows - c0);
      const chunk = corpus.read(c0, count);
      for (let q0 = 0; q0 < nq; q0 += batch) {
        const qn = Math.min(batch, nq - q0);
        const s = await dotsSimd(qs.subarray(q0 * dim, (q0 + qn) * dim), chunk, dim, {
          normalize: opts.normalize,
          normalizeQueries: false,
          threads: opts.threads,
        });
        for (let i = 0; i < qn; i++) {
          const h = heaps[q0 + i];
          const row = i * count;
          for (let j = 0; j < count; j++) h.push(s[row + j], c0 + j);
        }
      }
      opts.onChunk?.(c0 + count, corpus.rows);
    }
  }
  const indices: Int32Array[] = [];
  const scores: Float32Array[] = [];
  for (const h of heaps) {
    const s = h.sorted();
    indices.push(s.doc);
    scores.push(s.score);
  }
  return { indices, scores };
}
