import type { Doc, Query, Retriever, RetrieverFactory } from '../types.js';
import { tokenize } from '../tokenize.js';
import { floatOption, checkOptions } from '../options.js';

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
  const score = bm25Index(docTokens, params);
  return queryTokens.map(score);
}

/**
 * The index behind bm25Scores: postings built once, then one query at a time (so a large corpus is scored
 * without holding every query's score row at once).
 */
export function bm25Index(
  docTokens: readonly (readonly string[])[],
  { k1, b }: Bm25Params,
): (query: readonly string[]) => Float64Array {
  const n = docTokens.length;
  const postings = new Map<string, { doc: number[]; tf: number[] }>();
  const len = new Float64Array(n);
  let total = 0;
  for (let d = 0; d < n; d++) {
    const counts = new Map<string, number>();
    for (const t of docTokens[d]) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, c] of counts) {
      let p = postings.get(t);
      if (!p) postings.set(t, (p = { doc: [], tf: [] }));
      p.doc.push(d);
      p.tf.push(c);
    }
    len[d] = docTokens[d].length;
    total += len[d];
  }
  const avgdl = n > 0 ? total / n : 0;
  const norm = new Float64Array(n);
  for (let d = 0; d < n; d++) norm[d] = k1 * (1 - b + (avgdl > 0 ? (b * len[d]) / avgdl : 0));
  return (q) => {
    const s = new Float64Array(n);
    for (const t of q) {
      const p = postings.get(t);
      if (!p) continue;
      const df = p.doc.length;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      for (let i = 0; i < p.doc.length; i++) {
        const tf = p.tf[i];
        s[p.doc[i]] += (idf * (tf * (k1 + 1))) / (tf + norm[p.doc[i]]);
      }
    }
    return s;
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
    };
    return r;
  },
};
