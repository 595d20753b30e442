/**
 * Token edit similarity between two snippets: 1 − d / max(|a|, |b|), d the Levenshtein distance between their
 * token sequences (src/retrieve/tokenize.ts, the sparse retrievers' tokenizer), 1 for two empty texts. The best
 * match among many pairs is found exactly but cheaply: d ≥ max(|a|, |b|) − |a ∩ b| (as multisets), so
 * |a ∩ b| / max(|a|, |b|) bounds the similarity from above, and pairs are tried in descending bound until the bound
 * falls to the best similarity found.
 */
import { tokenize } from '../../retrieve/tokenize.js';

/** A snippet's tokens as integers, and the same sorted (for the multiset bound). */
export interface TokenForm {
  seq: Int32Array;
  sorted: Int32Array;
  /** distances to other forms, once computed exactly (the same pair is asked for under several subsets) */
  known?: Map<TokenForm, number>;
}

export class TokenForms {
  private readonly vocab = new Map<string, number>();
  private readonly forms = new Map<string, TokenForm>();

  of(text: string): TokenForm {
    let f = this.forms.get(text);
    if (f) return f;
    const seq = Int32Array.from(tokenize(text), (t) => {
      let id = this.vocab.get(t);
      if (id === undefined) this.vocab.set(t, (id = this.vocab.size));
      return id;
    });
    f = { seq, sorted: seq.slice().sort() };
    this.forms.set(text, f);
    return f;
  }
}

/**
 * Levenshtein distance between two integer sequences (two rows). With `max`, gives up as soon as every cell of a
 * row exceeds it (a row's minimum never decreases) and returns max + 1: the distance is then known to exceed max.
 */
export function levenshtein(a: ArrayLike<number>, b: ArrayLike<number>, max = Infinity): number {
  if (a.length < b.length) [a, b] = [b, a];
  const n = b.length;
  if (a.length - n > max) return max + 1;
  let prev = new Int32Array(n + 1);
  let cur = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let low = i;
    const ai = a[i - 1];
    for (let j = 1; j <= n; j++) {
      const sub = prev[j - 1] + (ai === b[j - 1] ? 0 : 1);
      const del = prev[j] + 1;
      const ins = cur[j - 1] + 1;
      const v = sub < del ? (sub < ins ? sub : ins) : del < ins ? del : ins;
      cur[j] = v;
      if (v < low) low = v;
    }
    if (low > max) return max + 1;
    [prev, cur] = [cur, prev];
  }
  return prev[n];
}

export function tokenSimilarity(a: TokenForm, b: TokenForm): number {
  const m = Math.max(a.seq.length, b.seq.length);
  return m === 0 ? 1 : 1 - levenshtein(a.seq, b.seq) / m;
}

/** The multiset bound: |a ∩ b| / max(|a|, |b|) ≥ tokenSimilarity(a, b). */
export function similarityBound(a: TokenForm, b: TokenForm): number {
  const m = Math.max(a.seq.length, b.seq.length);
  if (m === 0) return 1;
  let i = 0,
    j = 0,
    common = 0;
  const x = a.sorted,
    y = b.sorted;
  while (i < x.length && j < y.length) {
    if (x[i] === y[j]) {
      common++;
      i++;
      j++;
    } else if (x[i] < y[j]) i++;
    else j++;
  }
  return common / m;
}

/**
 * The most similar (candidate, target) pair by token edit similarity: the best value and the candidate's index,
 * or null when either list is empty or no pair reaches `floor`. Exact at or above `floor`; only pairs whose bound
 * beats the best so far (and the floor) are computed, each abandoned once its distance must exceed what would
 * beat the best.
 */
export function nearestByTokens(
  candidates: readonly TokenForm[],
  targets: readonly TokenForm[],
  floor = 0,
): { value: number; index: number } | null {
  if (candidates.length === 0 || targets.length === 0) return null;
  const pairs: { bound: number; c: number; t: number }[] = [];
  candidates.forEach((c, ci) =>
    targets.forEach((t, ti) => {
      const bound = similarityBound(c, t);
      if (bound >= floor) pairs.push({ bound, c: ci, t: ti });
    }),
  );
  pairs.sort((p, q) => q.bound - p.bound || p.c - q.c || p.t - q.t);
  let best = { value: -1, index: -1 };
  for (const p of pairs) {
    if (p.bound <= best.value) break;
    const a = candidates[p.c],
      b = targets[p.t];
    const m = Math.max(a.seq.length, b.seq.length);
    if (m === 0) return { value: 1, index: p.c };
    // a distance above this cannot beat the best so far nor reach the floor
    const max = Math.floor((1 - Math.max(floor, best.value)) * m + 1e-9);
    let d = a.known?.get(b);
    if (d === undefined) {
      d = levenshtein(a.seq, b.seq, max);
      if (d <= max) (a.known ??= new Map()).set(b, d);
    }
    if (d > max) continue;
    const v = 1 - d / m;
    if (v > best.value || (v === best.value && p.c < best.index)) best = { value: v, index: p.c };
  }
  return best.index < 0 ? null : best;
}
