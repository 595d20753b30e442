/**
 * Query similarity as scikit-learn's `TfidfVectorizer()` with its defaults measures it, fitted on the queries
 * given: lower-cased, tokens are runs of two or more word characters (`(?u)\b\w\w+\b`), raw counts, smooth idf,
 * rows l2-normalised; the similarity of two queries is the dot product of their rows (cosine).
 *
 *   idf(t) = ln((1 + N) / (1 + df(t))) + 1,   w(t, q) = count(t, q) · idf(t),   q̂ = w / ‖w‖₂
 *
 * Golden values: scripts/golden/query-tfidf.py (scikit-learn).
 */

/** Python's `\w` is a letter, a digit or an underscore (str.isalnum() or "_"). */
const WORD_RUN = /[\p{L}\p{N}_]+/gu;

export function queryTokens(text: string): string[] {
  return [...text.toLowerCase().matchAll(WORD_RUN)].map((m) => m[0]).filter((t) => [...t].length >= 2);
}

/** l2-normalised TF-IDF rows, one sparse map (term -> weight) per text. */
export function tfidfRows(texts: readonly string[]): Map<string, number>[] {
  const counts = texts.map((t) => {
    const c = new Map<string, number>();
    for (const tok of queryTokens(t)) c.set(tok, (c.get(tok) ?? 0) + 1);
    return c;
  });
  const df = new Map<string, number>();
  for (const c of counts) for (const t of c.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const n = texts.length;
  return counts.map((c) => {
    const row = new Map<string, number>();
    let ss = 0;
    for (const [t, tf] of c) {
      const w = tf * (Math.log((1 + n) / (1 + df.get(t)!)) + 1);
      row.set(t, w);
      ss += w * w;
    }
    const norm = Math.sqrt(ss);
    if (norm > 0) for (const [t, w] of row) row.set(t, w / norm);
    return row;
  });
}

/** Pairs (i < j) whose TF-IDF cosine exceeds `threshold`, with the cosine, in (i, j) order. */
export function similarPairs(
  texts: readonly string[],
  threshold: number,
): { i: number; j: number; cosine: number }[] {
  const rows = tfidfRows(texts);
  // Terms as numbers, rows as (term, weight) arrays, and an inverted index: only pairs that share a term can have
  // a cosine above zero; each row's dot products with the rows after it accumulate in one dense array.
  const ids = new Map<string, number>();
  const sparse = rows.map((r) =>
    [...r].map(([t, w]) => [ids.get(t) ?? ids.set(t, ids.size).get(t)!, w] as const),
  );
  const postings: { row: number[]; w: number[] }[] = Array.from({ length: ids.size }, () => ({
    row: [],
    w: [],
  }));
  sparse.forEach((r, i) => {
    for (const [t, w] of r) {
      postings[t].row.push(i);
      postings[t].w.push(w);
    }
  });
  const out: { i: number; j: number; cosine: number }[] = [];
  const dot = new Float64Array(texts.length);
  sparse.forEach((r, i) => {
    dot.fill(0, i + 1);
    for (const [t, w] of r) {
      const p = postings[t];
      for (let k = p.row.length - 1; k >= 0 && p.row[k] > i; k--) dot[p.row[k]] += w * p.w[k];
    }
    for (let j = i + 1; j < texts.length; j++) if (dot[j] > threshold) out.push({ i, j, cosine: dot[j] });
  });
  return out;
}
