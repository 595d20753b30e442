/**
 * Exact ranking. The one rule, trec_eval's (form_res_rels.c): score descending; equal scores are broken by
 * document id DESCENDING in plain code-unit order (JavaScript's `<` on strings, which equals strcmp's byte order
 * for ASCII ids). So trec_eval, pytrec_eval and ranx re-sorting our run files get our order. It is deterministic
 * and independent of the document order in corpus.jsonl. See docs/metrics.md.
 */

import type { OnProgress } from '../core/progress.js';
import type { QueryRanking, RankPool } from './types.js';

/** ord[i] = position of ids[i] in descending code-unit order; lets ties compare as integers. */
export function idOrder(ids: readonly string[]): Int32Array {
  const idx = ids.map((_, i) => i).sort((a, b) => (ids[a] > ids[b] ? -1 : ids[a] < ids[b] ? 1 : 0));
  const ord = new Int32Array(ids.length);
  idx.forEach((doc, pos) => (ord[doc] = pos));
  return ord;
}

/** True when document a ranks above document b. */
function above(scores: Float64Array, ord: Int32Array, a: number, b: number): boolean {
  return scores[a] > scores[b] || (scores[a] === scores[b] && ord[a] < ord[b]);
}

/**
 * The indices of the top k documents in rank order (exact, O(n log k)). `ord` is idOrder(ids) of the same
 * documents. Scores must not be NaN.
 */
export function topK(scores: Float64Array, ord: Int32Array, k: number): Int32Array {
  const n = scores.length;
  k = Math.max(0, Math.min(k, n));
  if (k === 0) return new Int32Array(0);
  // a heap of the k best so far, the worst of them at the root
  const heap = new Int32Array(k);
  let size = 0;
  const worse = (a: number, b: number): boolean => above(scores, ord, b, a);
  const siftUp = (i: number): void => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!worse(heap[i], heap[p])) break;
      [heap[i], heap[p]] = [heap[p], heap[i]];
      i = p;
    }
  };
  const siftDown = (i: number): void => {
    while (true) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < size && worse(heap[l], heap[m])) m = l;
      if (r < size && worse(heap[r], heap[m])) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m], heap[i]];
      i = m;
    }
  };
  // `floor` is the score of the worst kept document: anything strictly below it cannot enter (a fast path only)
  let floor = -Infinity;
  for (let d = 0; d < n; d++) {
    if (size < k) {
      heap[size++] = d;
      siftUp(size - 1);
      if (size === k) floor = scores[heap[0]];
    } else if (scores[d] >= floor && above(scores, ord, d, heap[0])) {
      heap[0] = d;
      siftDown(0);
      floor = scores[heap[0]];
    }
  }
  return heap.sort((a, b) => (above(scores, ord, a, b) ? -1 : 1));
}

/** The 1-based rank of document `doc` over the whole pool: 1 + the number of documents ranked above it. */
export function rankOf(scores: Float64Array, ord: Int32Array, doc: number): number {
  let r = 1;
  for (let d = 0; d < scores.length; d++) if (d !== doc && above(scores, ord, d, doc)) r++;
  return r;
}

/** Convenience for tests and small pools: the full ranking as ids. */
export function rankIds(scores: Float64Array, ids: readonly string[], k = ids.length): string[] {
  return Array.from(topK(scores, idOrder(ids), k), (i) => ids[i]);
}

/**
 * The retrieved prefix of a ranking: the documents before the first with score -Infinity, the "not retrieved"
 * mark of a partial retriever (a run file). Rows of other retrievers hold finite scores only, so for them this is
 * `top` itself.
 */
export function retrievedPrefix(top: Int32Array, scores: Float64Array): Int32Array {
  for (let i = 0; i < top.length; i++) if (scores[top[i]] === -Infinity) return top.subarray(0, i);
  return top;
}

/**
 * What evaluation reads of one score row (types.ts QueryRanking): the retrieved prefix of its top `depth`, their
 * scores, each watched document's score and rank over the whole row, how many documents tie with the last of the
 * top, and the lowest retrieved score.
 */
export function rankRow(
  row: Float64Array,
  ord: Int32Array,
  depth: number,
  watch: readonly number[],
): QueryRanking {
  const top = retrievedPrefix(topK(row, ord, depth), row);
  const last = top.length > 0 ? row[top[top.length - 1]] : NaN;
  let lastTies = 0;
  let minRetrieved = Infinity;
  for (let d = 0; d < row.length; d++) {
    const v = row[d];
    if (v === last) lastTies++;
    if (v !== -Infinity && v < minRetrieved) minRetrieved = v;
  }
  return {
    top,
    scores: Float64Array.from(top, (d) => row[d]),
    watched: watch.map((d) => ({ score: row[d], rank: rankOf(row, ord, d) })),
    lastTies,
    minRetrieved,
  };
}

/**
 * Each query of a pool ranked from its row, one row at a time (`rowOf` may build it on demand and drop it), so a
 * retriever that scores one query at a time implements `rank` in memory of one row.
 */
export function rankEach(
  pool: RankPool,
  rowOf: (qi: number) => Float64Array,
  onProgress?: OnProgress,
): QueryRanking[] {
  return pool.queries.map((_, qi) => {
    const r = rankRow(rowOf(qi), pool.ord, pool.depth, pool.watch[qi]);
    onProgress?.({ label: 'scoring', done: qi + 1, total: pool.queries.length });
    return r;
  });
}
