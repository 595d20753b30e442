/**
 * Exact top k of a stream of float32 scores, by the release's rule (src/retrieve/rank.ts): score descending, equal
 * scores broken by `ord` ascending (the documents' positions in descending id order). The same documents, in the
 * same order, as rank.ts topK over the whole row; built for speed on blocks of scores:
 *
 * - a floor (the k-th best score kept so far) rejects most values with one comparison;
 * - values at or above it are appended to a buffer; when the buffer is full (and at the end) the k best of kept
 *   and buffered are found by a quickselect on plain numbers (no comparator calls), then the ties at the k-th
 *   score are settled by `ord`;
 * - the final k are sorted by one native sort of exact integer keys (the score's order-preserving 32-bit code
 *   times 2^21 plus a local index, all below 2^53), and runs of equal scores re-sorted by `ord`.
 *
 * -0 and +0 count as equal (as `===` does in rank.ts). Scores must not be NaN.
 */

const TWO21 = 2 ** 21;
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** shared by every selector (compactions never interleave: JavaScript runs them one at a time) */
let scratch = new Float64Array(1024);

/** A code that orders as the float32 value does (larger value, larger code), in [0, 2^32). */
function orderCode(v: number): number {
  f32[0] = v + 0; // -0 becomes +0
  const b = u32[0];
  return b & 0x80000000 ? ~b >>> 0 : (b | 0x80000000) >>> 0;
}

/** The k-th largest (1-based) of a[0..n), rearranging a (Hoare quickselect, middle pivot). */
function kthLargest(a: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  const want = k - 1; // index in descending order
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i] > pivot) i++;
      while (a[j] < pivot) j--;
      if (i <= j) {
        const t = a[i];
        a[i] = a[j];
        a[j] = t;
        i++;
        j--;
      }
    }
    if (want <= j) hi = j;
    else if (want >= i) lo = i;
    else return a[want];
  }
  return a[want];
}

export class TopKSelector {
  /** kept (size <= k) and buffered candidates, kept first */
  private readonly score: Float64Array;
  private readonly doc: Int32Array;
  private size = 0;
  /** values below this cannot enter (the k-th best kept, once k are kept) */
  floor = -Infinity;

  constructor(
    readonly k: number,
    private readonly ord: (doc: number) => number,
    capacity = Math.max(k, 128),
  ) {
    this.score = new Float64Array(k + capacity);
    this.doc = new Int32Array(k + capacity);
  }

  /** Offer scores[off + j] for documents doc0 + j, j < count. */
  offer(scores: Float32Array, off: number, count: number, doc0: number): void {
    if (this.k === 0) return;
    const { score, doc } = this;
    const cap = score.length;
    let floor = this.floor;
    let size = this.size;
    for (let j = 0; j < count; j++) {
      const v = scores[off + j];
      if (v < floor) continue;
      score[size] = v;
      doc[size] = doc0 + j;
      if (++size === cap) {
        this.size = size;
        this.compact();
        size = this.size;
        floor = this.floor;
      }
    }
    this.size = size;
  }

  /** Keep the k best of kept and buffered. */
  private compact(): void {
    const { k, score, doc, ord } = this;
    const n = this.size;
    if (n <= k) {
      if (n === k) {
        let min = Infinity;
        for (let i = 0; i < n; i++) if (score[i] < min) min = score[i];
        this.floor = min;
      }
      return;
    }
    if (scratch.length < n) scratch = new Float64Array(n);
    scratch.set(score.subarray(0, n));
    const thr = kthLargest(scratch, n, k) + 0;
    // everything above the threshold stays; of the ties at it, those first by ord fill the rest (each keeps its
    // own score: -0 and +0 tie but stay what they were)
    let w = 0;
    const ties: number[] = [];
    const tieScores = new Map<number, number>();
    for (let i = 0; i < n; i++) {
      const s = score[i];
      if (s > thr) {
        score[w] = s;
        doc[w] = doc[i];
        w++;
      } else if (s === thr) {
        ties.push(doc[i]);
        tieScores.set(doc[i], s);
      }
    }
    const need = k - w;
    if (ties.length > need) ties.sort((a, b) => ord(a) - ord(b));
    for (let t = 0; t < need; t++) {
      score[w] = tieScores.get(ties[t])!;
      doc[w] = ties[t];
      w++;
    }
    this.size = w;
    this.floor = thr;
  }

  /** The top k, best first: documents and their scores. */
  result(): { doc: Int32Array; score: Float32Array } {
    if (this.size > this.k) this.compact();
    const n = this.size;
    const { score, doc, ord } = this;
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = (0xffffffff - orderCode(score[i])) * TWO21 + i;
    keys.sort();
    const outDoc = new Int32Array(n);
    const outScore = new Float32Array(n);
    for (let t = 0; t < n; t++) {
      const i = keys[t] % TWO21;
      outDoc[t] = doc[i];
      outScore[t] = score[i];
    }
    // runs of equal scores: by ord
    for (let a = 0; a < n;) {
      let b = a + 1;
      while (b < n && outScore[b] === outScore[a]) b++;
      if (b - a > 1) {
        // re-sorted as (doc, score) pairs: -0 and +0 tie, and each keeps its own
        const run = Array.from({ length: b - a }, (_, t) => a + t).sort(
          (x, y) => ord(outDoc[x]) - ord(outDoc[y]),
        );
        const docs = run.map((t) => outDoc[t]);
        const vals = run.map((t) => outScore[t]);
        outDoc.set(docs, a);
        outScore.set(vals, a);
      }
      a = b;
    }
    return { doc: outDoc, score: outScore };
  }
}

/** The largest k this selector sorts by native keys (local indices stay below 2^21). */
export const MAX_SELECT_K = TWO21 - 1;
