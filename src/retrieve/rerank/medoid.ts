/**
 * `medoid`: the structure-only diagnostic. It reads neither the query nor runs anything. Candidates are grouped
 * by the function they define (the first top-level `def NAME` / `function NAME`); within each group the snippets
 * are put back into the positions the group holds, ordered by their total edit distance to the other members
 * (smallest first, ties in the order of the stage before).
 *
 * Why it works on execret's pools: each pool is a star of single edits around the canonical. A clone is one edit
 * from the canonical and two edits (its own and the other's) from every other clone, so the canonical has the
 * smallest total distance whenever the group holds it and two or more clones. It ships as a diagnostic, not as
 * advice: a listwise reranker that compares candidates can exploit the same structure without understanding the
 * code, which is why the report shows every listwise reranker beside it and at pool density 1.
 */
import type { Reranker, RerankerFactory, RerankList } from './types.js';
import { emptyRerankUsage } from './types.js';

/** The function a snippet defines first at top level (Python or JavaScript), or null. */
export function definedFunction(text: string): string | null {
  const m =
    /^(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)/m.exec(text) ??
    /^(?:export[ \t]+)?(?:async[ \t]+)?function[ \t]*\*?[ \t]*([A-Za-z_$][\w$]*)/m.exec(text) ??
    /^(?:export[ \t]+)?(?:const|let|var)[ \t]+([A-Za-z_$][\w$]*)[ \t]*=/m.exec(text);
  return m ? m[1] : null;
}

/**
 * Levenshtein distance over UTF-16 code units (insert, delete, substitute: cost 1), after trimming the common
 * prefix and suffix, which is most of a single-edit clone. What is left is computed in a diagonal band that
 * doubles until the distance fits inside it (Ukkonen's cut-off), so near-identical snippets cost O(n d).
 */
export function editDistance(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a.charCodeAt(start) === b.charCodeAt(start)) start++;
  let ea = a.length;
  let eb = b.length;
  while (ea > start && eb > start && a.charCodeAt(ea - 1) === b.charCodeAt(eb - 1)) {
    ea--;
    eb--;
  }
  const s = a.slice(start, ea);
  const t = b.slice(start, eb);
  if (s.length === 0 || t.length === 0) return s.length + t.length;
  for (let band = Math.max(8, Math.abs(s.length - t.length)); ; band *= 2) {
    const d = bandedDistance(s, t, band);
    if (d <= band || band >= Math.max(s.length, t.length)) return d;
  }
}

/** Levenshtein restricted to |i - j| <= band: exact whenever the true distance is at most `band`. */
function bandedDistance(s: string, t: string, band: number): number {
  const n = s.length;
  const m = t.length;
  const INF = n + m + 1;
  let prev = new Int32Array(m + 1).fill(INF);
  let cur = new Int32Array(m + 1).fill(INF);
  for (let j = 0; j <= Math.min(m, band); j++) prev[j] = j;
  for (let i = 1; i <= n; i++) {
    const lo = Math.max(1, i - band);
    const hi = Math.min(m, i + band);
    cur.fill(INF, Math.max(0, lo - 1), Math.min(m, hi + 1) + 1);
    if (i <= band) cur[0] = i;
    const si = s.charCodeAt(i - 1);
    for (let j = lo; j <= hi; j++) {
      const sub = prev[j - 1] + (si === t.charCodeAt(j - 1) ? 0 : 1);
      cur[j] = Math.min(sub, prev[j] + 1, cur[j - 1] + 1);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[m];
}

/**
 * The medoid order of one list: positions (indices into `texts`) after each function group has been reordered in
 * place by total edit distance to its other members. Texts whose function is unknown stay where they are.
 */
export function medoidOrder(
  texts: readonly string[],
  distance: (i: number, j: number) => number = (i, j) => editDistance(texts[i], texts[j]),
): number[] {
  const groups = new Map<string, number[]>();
  texts.forEach((t, i) => {
    const name = definedFunction(t);
    if (name === null) return;
    const g = groups.get(name);
    if (g) g.push(i);
    else groups.set(name, [i]);
  });
  const order = texts.map((_, i) => i);
  for (const members of groups.values()) {
    if (members.length < 3) continue; // with two, both are at the same distance: nothing to learn
    const total = members.map((i) => members.reduce((s, j) => (i === j ? s : s + distance(i, j)), 0));
    const ranked = members
      .map((i, k) => ({ i, d: total[k], k }))
      .sort((x, y) => x.d - y.d || x.k - y.k)
      .map((x) => x.i);
    members.forEach((slot, k) => (order[slot] = ranked[k]));
  }
  return order;
}

/**
 * Scores that put the candidates in medoid order: n for the first, n - 1 for the next ... Distances are memoised
 * by the pair of ids, since the same function groups come back in many queries' lists.
 */
function medoidScores(list: RerankList, memo: Map<string, number>): Float64Array {
  const c = list.candidates;
  const order = medoidOrder(
    c.map((x) => x.text),
    (i, j) => {
      const key = c[i].id < c[j].id ? `${c[i].id}\0${c[j].id}` : `${c[j].id}\0${c[i].id}`;
      let d = memo.get(key);
      if (d === undefined) memo.set(key, (d = editDistance(c[i].text, c[j].text)));
      return d;
    },
  );
  const scores = new Float64Array(order.length);
  order.forEach((cand, pos) => (scores[cand] = order.length - pos));
  return scores;
}

export const medoid: RerankerFactory = {
  description:
    'diagnostic: each function group reordered in place by total edit distance (no query, no execution)',
  kind: 'listwise',
  options: {},
  example: {
    query: { id: 'q', text: 'add two numbers', language: 'python', entryPoint: 'add' },
    candidates: [
      { id: 'clone-a', text: 'def add(a, b):\n    return a - b\n' },
      { id: 'canonical', text: 'def add(a, b):\n    return a + b\n' },
      { id: 'other', text: 'def mul(a, b):\n    return a * b\n' },
      { id: 'clone-b', text: 'def add(a, b):\n    return a + b + 1\n' },
      { id: 'clone-c', text: 'def add(a, b):\n    return b + b\n' },
    ],
    expected: ['canonical', 'clone-a', 'other', 'clone-c', 'clone-b'],
  },
  create(name): Reranker {
    return {
      name,
      kind: 'listwise',
      config: { reranker: 'medoid', distance: 'levenshtein (UTF-16 code units)', group: 'defined function' },
      rerank: async (lists) => {
        const memo = new Map<string, number>();
        return lists.map((l) => medoidScores(l, memo));
      },
      usage: emptyRerankUsage,
    };
  },
};
