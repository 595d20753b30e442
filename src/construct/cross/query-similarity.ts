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
  // An inverted index: only pairs that share a term can have a cosine above zero.
  const postings = new Map<string, number[]>();
  rows.forEach((r, i) => {
    for (const t of r.keys()) (postings.get(t) ?? postings.set(t, []).get(t)!).push(i);
  });
  const out: { i: number; j: number; cosine: number }[] = [];
  rows.forEach((r, i) => {
    const dot = new Map<number, number>();
    for (const [t, w] of r)
      for (const j of postings.get(t)!) if (j > i) dot.set(j, (dot.get(j) ?? 0) + w * rows[j].get(t)!);
    for (const [j, cosine] of [...dot].sort(([a], [b]) => a - b))
      if (cosine > threshold) out.push({ i, j, cosine });
  });
  return out;
}
