import { usageError } from '../../core/errors.js';
import type { OnProgress } from '../../core/progress.js';
import type { Doc, Query, Retriever, RetrieverFactory } from '../types.js';
import { checkOptions } from '../options.js';
import { rankEach } from '../rank.js';

/**
 * Character n-grams the way scikit-learn's `TfidfVectorizer(analyzer="char")` makes them: lower-case, collapse
 * each run of two or more whitespace characters to one space, then every n-gram of code points for n in
 * [nMin, nMax].
 */
export function charNgrams(text: string, nMin: number, nMax: number): string[] {
  const cps = Array.from(text.toLowerCase().replace(/\s\s+/gu, ' '));
  const out: string[] = [];
  for (let n = nMin; n <= Math.min(nMax, cps.length); n++) {
    for (let i = 0; i + n <= cps.length; i++) out.push(cps.slice(i, i + n).join(''));
  }
  return out;
}

/**
 * TF-IDF cosine over character n-grams, equal to scikit-learn's TfidfVectorizer(analyzer="char",
 * ngram_range=(nMin, nMax)) fitted on the documents (defaults: raw term counts, smooth idf, l2 norm):
 *
 *   w(t, x)  = count(t, x) · idf(t),  idf(t) = ln((1 + N) / (1 + df(t))) + 1,  x̂ = w / ‖w‖₂
 *   score    = x̂_query · x̂_doc   (n-grams never seen in a document are dropped from the query)
 *
 * Golden values: scripts/golden/tfidf.py (scikit-learn).
 */
export function tfidfScores(
  queries: readonly string[],
  docs: readonly string[],
  nMin: number,
  nMax: number,
  onProgress?: OnProgress,
): Float64Array[] {
  const score = tfidfIndex(docs, nMin, nMax);
  return queries.map((q, qi) => {
    onProgress?.({ label: 'scoring', done: qi + 1, total: queries.length });
    return score(q);
  });
}

/** The index behind tfidfScores: fitted on the documents once, then one query's score row at a time. */
export function tfidfIndex(
  docs: readonly string[],
  nMin: number,
  nMax: number,
): (query: string) => Float64Array {
  const n = docs.length;
  const vocab = new Map<string, number>();
  const docCounts = docs.map((d) => {
    const c = new Map<number, number>();
    for (const g of charNgrams(d, nMin, nMax)) {
      let id = vocab.get(g);
      if (id === undefined) vocab.set(g, (id = vocab.size));
      c.set(id, (c.get(id) ?? 0) + 1);
    }
    return c;
  });
  const df = new Float64Array(vocab.size);
  for (const c of docCounts) for (const id of c.keys()) df[id]++;
  const idf = df.map((v) => Math.log((1 + n) / (1 + v)) + 1);
  const postings: { doc: number[]; w: number[] }[] = Array.from({ length: vocab.size }, () => ({
    doc: [],
    w: [],
  }));
  docCounts.forEach((c, d) => {
    let ss = 0;
    for (const [id, tf] of c) ss += (tf * idf[id]) ** 2;
    const norm = Math.sqrt(ss);
    if (norm === 0) return;
    for (const [id, tf] of c) {
      postings[id].doc.push(d);
      postings[id].w.push((tf * idf[id]) / norm);
    }
  });
  return (q) => {
    const c = new Map<number, number>();
    for (const g of charNgrams(q, nMin, nMax)) {
      const id = vocab.get(g);
      if (id !== undefined) c.set(id, (c.get(id) ?? 0) + 1);
    }
    let ss = 0;
    for (const [id, tf] of c) ss += (tf * idf[id]) ** 2;
    const norm = Math.sqrt(ss);
    const s = new Float64Array(n);
    if (norm === 0) return s;
    for (const [id, tf] of c) {
      const qw = (tf * idf[id]) / norm;
      const p = postings[id];
      for (let i = 0; i < p.doc.length; i++) s[p.doc[i]] += qw * p.w[i];
    }
    return s;
  };
}

export function parseNgramRange(name: string, raw: string): [number, number] {
  const m = /^(\d+)(?:-(\d+))?$/.exec(raw.trim());
  const lo = m ? Number(m[1]) : NaN;
  const hi = m ? Number(m[2] ?? m[1]) : NaN;
  if (!m || lo < 1 || hi < lo || hi > 16) {
    throw usageError(
      `retriever ${name}: option ngram: expected a range such as "3-5" (1 <= min <= max <= 16), got "${raw}"`,
    );
  }
  return [lo, hi];
}

export const tfidfFactory: RetrieverFactory = {
  description:
    'TF-IDF cosine over character n-grams (scikit-learn TfidfVectorizer(analyzer="char") semantics)',
  options: { ngram: '3-5' },
  create(name, options) {
    checkOptions(name, options, ['ngram']);
    const [nMin, nMax] = parseNgramRange(name, options.ngram ?? '3-5');
    const r: Retriever = {
      name,
      config: { retriever: 'tfidf', analyzer: 'char', ngram: [nMin, nMax], idf: 'smooth', norm: 'l2' },
      async score(queries: readonly Query[], docs: readonly Doc[], ctx) {
        return tfidfScores(
          queries.map((q) => q.text),
          docs.map((d) => d.text),
          nMin,
          nMax,
          ctx.onProgress,
        );
      },
      async rank(pools, ctx) {
        return pools.map((p) => {
          const score = tfidfIndex(
            p.docs.map((d) => d.text),
            nMin,
            nMax,
          );
          return rankEach(p, (qi) => score(p.queries[qi].text), ctx.onProgress);
        });
      },
    };
    return r;
  },
};
