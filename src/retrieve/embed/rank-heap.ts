/**
 * One query's ranking built while its scores stream past (block by block, never a whole row), with what
 * evaluation reads of the row beyond the top (types.ts QueryRanking): the top k under the release's rule (score
 * descending, ties by `ord` ascending, src/retrieve/rank.ts), how many documents share the score of the last of
 * the top, the lowest score, and how many documents rank above each watched document, whose score is known before
 * the pass.
 *
 * The ties of the last score are counted as the heap runs: every document outside the heap left it (or was
 * refused) with a score at or below the heap's worst, and that worst only rises; so the documents outside that
 * tie with the worst are those that left at exactly that score since it last rose.
 */
export class RankHeap {
  private size = 0;
  private readonly doc: Int32Array;
  private readonly score: Float32Array;
  /** documents outside the heap with the heap's worst score */
  private tiedOut = 0;
  private min = Infinity;
  private readonly above: Int32Array;
  private readonly lowestWatched: number;

  constructor(
    private readonly k: number,
    private readonly ord: Int32Array,
    private readonly watchDocs: readonly number[],
    private readonly watchScores: Float32Array,
  ) {
    this.doc = new Int32Array(k);
    this.score = new Float32Array(k);
    this.above = new Int32Array(watchDocs.length);
    this.lowestWatched = watchScores.reduce((m, v) => Math.min(m, v), Infinity);
  }

  /** document a ranks above document b */
  private better(sa: number, da: number, sb: number, db: number): boolean {
    return sa > sb || (sa === sb && this.ord[da] < this.ord[db]);
  }

  /** Offer scores[off + j] for the pool documents docs[j], j < count. */
  offer(scores: Float32Array, off: number, count: number, docs: Int32Array): void {
    const { k, watchDocs, watchScores, above } = this;
    for (let j = 0; j < count; j++) {
      const v = scores[off + j];
      const d = docs[j];
      if (v < this.min) this.min = v;
      if (v >= this.lowestWatched)
        for (let w = 0; w < watchDocs.length; w++)
          if (this.better(v, d, watchScores[w], watchDocs[w])) above[w]++;
      if (k === 0) continue;
      if (this.size < k) this.insert(v, d);
      else if (v >= this.score[0]) this.replace(v, d);
    }
  }

  private insert(s: number, d: number): void {
    const { doc, score } = this;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.better(score[p], doc[p], s, d)) break;
      doc[i] = doc[p];
      score[i] = score[p];
      i = p;
    }
    doc[i] = d;
    score[i] = s;
  }

  /** The heap is full: d enters in place of the worst, or is refused. */
  private replace(s: number, d: number): void {
    const { doc, score } = this;
    const worst = score[0];
    if (!this.better(s, d, worst, doc[0])) {
      if (s === worst) this.tiedOut++;
      return;
    }
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.size) break;
      const r = l + 1;
      let w = l;
      if (r < this.size && this.better(score[l], doc[l], score[r], doc[r])) w = r;
      if (!this.better(s, d, score[w], doc[w])) break;
      doc[i] = doc[w];
      score[i] = score[w];
      i = w;
    }
    doc[i] = d;
    score[i] = s;
    // the evicted document left at `worst`: it ties with the new worst only if that did not rise
    this.tiedOut = score[0] === worst ? this.tiedOut + 1 : 0;
  }

  /** The score of watched document w (known before the pass) */
  watchScore(w: number): number {
    return this.watchScores[w];
  }

  /** The ranking: top in rank order with scores, the ties of the last score, the lowest, each watched rank. */
  result(): { top: Int32Array; scores: Float32Array; lastTies: number; min: number; ranks: Int32Array } {
    const idx = Array.from({ length: this.size }, (_, i) => i).sort((a, b) =>
      this.better(this.score[a], this.doc[a], this.score[b], this.doc[b]) ? -1 : 1,
    );
    const top = Int32Array.from(idx, (i) => this.doc[i]);
    const scores = Float32Array.from(idx, (i) => this.score[i]);
    const last = scores.length > 0 ? scores[scores.length - 1] : NaN;
    let inTop = 0;
    for (const v of scores) if (v === last) inTop++;
    return {
      top,
      scores,
      lastTies: scores.length > 0 ? inTop + this.tiedOut : 0,
      min: this.min,
      ranks: this.above.map((n) => n + 1),
    };
  }
}
