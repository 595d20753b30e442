import type { Doc, Query, Retriever, RetrieverFactory } from '../types.js';
import { tokenize } from '../tokenize.js';
import { floatOption, checkOptions } from '../options.js';
import { rankEach } from '../rank.js';

export interface Bm25Params {
  k1: number;
  b: number;
}

/**
 * Okapi BM25 over the code-aware tokenizer (src/retrieve/tokenize.ts).
 *
 *   score(q, d) = Σ_{t in q} idf(t) · tf(t,d)·(k1+1) / (tf(t,d) + k1·(1 − b + b·|d|/avgdl))
 *   idf(t)      = ln(1 + (N − df(t) + 0.5) / (df(t) + 0.5))
 *
 * The IDF is Lucene's (always positive), not Robertson-Sparck Jones' ln((N − df + 0.5)/(df + 0.5)), which turns
 * negative for terms in more than half the documents: in a pool where every task has near-identical variants,
 * that is most of a snippet's own identifiers. Query terms count with repetition (as rank_bm25 does). Document
 * statistics (N, df, avgdl) come from the documents only. Golden values: scripts/golden/bm25.py.
 */
export function bm25Scores(
  queryTokens: readonly (readonly string[])[],
  docTokens: readonly (readonly string[])[],
  params: Bm25Params,
): Float64Array[] {
  const { score } = buildBm25Index(docTokens.length, (d) => docTokens[d], params);
  return queryTokens.map(score);
}

/**
 * The index behind bm25Scores: postings built once, then one query at a time (so a large corpus is scored
 * without holding every query's score row at once).
 */
export function bm25Index(
  docTokens: readonly (readonly string[])[],
  params: Bm25Params,
): (query: readonly string[]) => Float64Array {
  return buildBm25Index(docTokens.length, (d) => docTokens[d], params).score;
}

/** A built BM25 index: its size, and the scorer of one tokenised query. */
export interface Bm25Index {
  docs: number;
  terms: number;
  postings: number;
  score(query: readonly string[]): Float64Array;
}

/** A growable Int32Array. */
class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

/**
 * Build the index from `n` documents, asking for each one's tokens once (`tokensOf(d)`, d = 0..n-1), so the tokens
 * of a large corpus never need to be held together. Postings are typed arrays in CSR form: for term t, documents
 * postDoc[start[t] .. start[t + 1]) in ascending order with their term frequencies. Scoring adds, for each query
 * term in query order, idf · tf·(k1+1) / (tf + norm[d]) to each posting's document, in document order: the same
 * operations in the same order as the Map-of-arrays index it replaces, so the scores are bit-identical (golden
 * tests).
 */
export function buildBm25Index(
  n: number,
  tokensOf: (d: number) => readonly string[],
  { k1, b }: Bm25Params,
): Bm25Index {
  const termId = new Map<string, number>();
  // pass 1: per document, its distinct terms (first-seen order) and counts
  const pairTerm = new IntList();
  const pairTf = new IntList();
  const docEnd = new Int32Array(n);
  const len = new Float64Array(n);
  let df = new Int32Array(1024);
  const counts = new Map<number, number>();
  let total = 0;
  for (let d = 0; d < n; d++) {
    const tokens = tokensOf(d);
    counts.clear();
    for (const t of tokens) {
      let id = termId.get(t);
      if (id === undefined) termId.set(t, (id = termId.size));
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    for (const [id, c] of counts) {
      pairTerm.push(id);
      pairTf.push(c);
      if (id >= df.length) {
        const next = new Int32Array(Math.max(df.length * 2, id + 1));
        next.set(df);
        df = next;
      }
      df[id]++;
    }
    docEnd[d] = pairTerm.length;
    len[d] = tokens.length;
    total += len[d];
  }
  // pass 2: CSR by term, documents ascending within each term
  const terms = termId.size;
  const start = new Int32Array(terms + 1);
  for (let t = 0; t < terms; t++) start[t + 1] = start[t] + df[t];
  const fill = start.slice(0, terms);
  const postDoc = new Int32Array(pairTerm.length);
  const postTf = new Int32Array(pairTerm.length);
  for (let d = 0, p = 0; d < n; d++) {
    for (; p < docEnd[d]; p++) {
      const t = pairTerm.data[p];
      const at = fill[t]++;
      postDoc[at] = d;
      postTf[at] = pairTf.data[p];
    }
  }
  const avgdl = n > 0 ? total / n : 0;
  const norm = new Float64Array(n);
  for (let d = 0; d < n; d++) norm[d] = k1 * (1 - b + (avgdl > 0 ? (b * len[d]) / avgdl : 0));
  return {
    docs: n,
    terms,
    postings: postDoc.length,
    score(q) {
      const s = new Float64Array(n);
      for (const term of q) {
        const t = termId.get(term);
        if (t === undefined) continue;
        const p0 = start[t];
        const p1 = start[t + 1];
        const dft = p1 - p0;
        const idf = Math.log(1 + (n - dft + 0.5) / (dft + 0.5));
        for (let i = p0; i < p1; i++) {
          const tf = postTf[i];
          const d = postDoc[i];
          s[d] += (idf * (tf * (k1 + 1))) / (tf + norm[d]);
        }
      }
      return s;
    },
  };
}

export const bm25Factory: RetrieverFactory = {
  description:
    'Okapi BM25 (Lucene idf) over a code-aware tokenizer (snake_case, camelCase, digits, operators)',
  options: { k1: '1.2', b: '0.75' },
  create(name, options) {
    checkOptions(name, options, ['k1', 'b']);
    const k1 = floatOption(name, options, 'k1', 1.2, 0);
    const b = floatOption(name, options, 'b', 0.75, 0, 1);
    const r: Retriever = {
      name,
      config: { retriever: 'bm25', k1, b, tokenizer: 'code-v1', idf: 'lucene' },
      async score(queries: readonly Query[], docs: readonly Doc[]) {
        return bm25Scores(
          queries.map((q) => tokenize(q.text)),
          docs.map((d) => tokenize(d.text)),
          { k1, b },
        );
      },
      async rank(pools, ctx) {
        return pools.map((p) => {
          const index = buildBm25Index(p.docs.length, (d) => tokenize(p.docs[d].text), { k1, b });
          return rankEach(p, (qi) => index.score(tokenize(p.queries[qi].text)), ctx.onProgress);
        });
      },
    };
    return r;
  },
};
