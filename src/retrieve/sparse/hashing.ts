import type { Doc, Query, Retriever, RetrieverFactory } from '../types.js';
import { tokenize } from '../tokenize.js';
import { checkOptions, intOption } from '../options.js';
import { rankEach } from '../rank.js';

/** MurmurHash3 (x86, 32-bit) of the UTF-16 code units of `s`, with a seed. */
export function murmur3(s: string, seed: number): number {
  let h = seed >>> 0;
  const n = s.length;
  let i = 0;
  const mix = (k: number): void => {
    k = Math.imul(k, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
  };
  for (; i + 1 < n; i += 2) {
    mix(s.charCodeAt(i) | (s.charCodeAt(i + 1) << 16));
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
  }
  if (i < n) mix(s.charCodeAt(i));
  h ^= n * 2;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * Feature-hashing embedding: every token (code-aware tokenizer) and every pair of adjacent tokens adds ±1 to
 * dimension murmur3(feature, seed) mod dims, with the sign from a second hash (seed + 1), so collisions
 * cancel in expectation. Vectors are L2-normalised; the score is their cosine.
 */
export function hashingEmbed(text: string, dims: number, seed: number): Float64Array {
  const v = new Float64Array(dims);
  const toks = tokenize(text);
  const add = (f: string): void => {
    const idx = murmur3(f, seed) % dims;
    v[idx] += murmur3(f, seed + 1) & 1 ? 1 : -1;
  };
  for (let i = 0; i < toks.length; i++) {
    add(toks[i]);
    if (i + 1 < toks.length) add(`${toks[i]}\u0000${toks[i + 1]}`);
  }
  let ss = 0;
  for (let i = 0; i < dims; i++) ss += v[i] * v[i];
  if (ss > 0) {
    const inv = 1 / Math.sqrt(ss);
    for (let i = 0; i < dims; i++) v[i] *= inv;
  }
  return v;
}

/**
 * The documents embedded once, then one query's cosine row at a time. Documents are stored by dimension (dims x
 * docs, each row contiguous): a query touches few dimensions, and reading a row per non-zero is sequential, where
 * a doc-major layout costs a cache miss per product. Each score still sums over the query's non-zeros in
 * increasing dimension order, as a dot product would.
 */
function hashingIndex(docs: readonly Doc[], dims: number, seed: number): (query: string) => Float64Array {
  const n = docs.length;
  const byDim = new Float64Array(dims * n);
  docs.forEach((d, di) => {
    const v = hashingEmbed(d.text, dims, seed);
    for (let i = 0; i < dims; i++) if (v[i] !== 0) byDim[i * n + di] = v[i];
  });
  return (text) => {
    const qv = hashingEmbed(text, dims, seed);
    const s = new Float64Array(n);
    for (let i = 0; i < dims; i++) {
      const w = qv[i];
      if (w === 0) continue;
      const row = byDim.subarray(i * n, (i + 1) * n);
      for (let d = 0; d < n; d++) s[d] += w * row[d];
    }
    return s;
  };
}

export const hashingFactory: RetrieverFactory = {
  description: 'feature-hashing embedder (code tokens and token bigrams, signed), cosine similarity',
  options: { dims: '1024', seed: '0' },
  create(name, options) {
    checkOptions(name, options, ['dims', 'seed']);
    const dims = intOption(name, options, 'dims', 1024, 1, 1 << 20);
    const seed = intOption(name, options, 'seed', 0, 0, 0xfffffffe);
    const r: Retriever = {
      name,
      config: { retriever: 'hashing', dims, seed, features: 'code-v1 tokens+bigrams', similarity: 'cosine' },
      async score(queries: readonly Query[], docs: readonly Doc[], ctx) {
        const score = hashingIndex(docs, dims, seed);
        return queries.map((q, qi) => {
          ctx.onProgress?.({ label: 'scoring', done: qi + 1, total: queries.length });
          return score(q.text);
        });
      },
      async rank(pools, ctx) {
        return pools.map((p) => {
          const score = hashingIndex(p.docs, dims, seed);
          return rankEach(p, (qi) => score(p.queries[qi].text), ctx.onProgress);
        });
      },
    };
    return r;
  },
};
