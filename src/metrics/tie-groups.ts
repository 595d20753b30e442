/**
 * A ranking seen as its groups of tied scores, for the tie-aware metrics (McSherry & Najork 2008). The group
 * of each score value, in rank order, with how many of its documents pass (exec metrics) and how many are
 * relevant (nDCG, recall, MRR). Every order of the documents inside one group is taken as equally likely; the
 * tie-aware metrics are expectations over those orders, in closed form.
 */
export interface TieGroup {
  /** documents with this score */
  size: number;
  /** of which pass every test of the query's task */
  passing: number;
  /** of which are qrels-relevant (the canonical) */
  relevant: number;
}

/** What a tie-aware metric reads: the groups, in rank order, covering at least the ranks it looks at. */
export interface TieJudgements {
  groups: readonly TieGroup[];
  /** |Relevant(q)|, for nDCG's ideal DCG and recall's denominator (relevant documents may lie past the groups) */
  relevantTotal: number;
}

/**
 * The tie groups of a ranked pool. `top` holds document indices in rank order (the first `depth` of the
 * ranking, or all of it); `scores` the score of every document of the pool. Groups inside `top` are complete by
 * construction; the last one is completed from the whole pool, so a tie that straddles the end of `top` counts
 * every document that shares its score.
 */
export function tieGroups(
  scores: ArrayLike<number>,
  top: ArrayLike<number>,
  passing: ReadonlySet<number>,
  relevant: ReadonlySet<number>,
): TieGroup[] {
  return tieGroupsOfTop(
    Array.from(top, (d) => scores[d]),
    top,
    scores.length,
    (v) => {
      let n = 0;
      for (let d = 0; d < scores.length; d++) if (scores[d] === v) n++;
      return n;
    },
    (d) => scores[d],
    passing,
    relevant,
  );
}

/**
 * tieGroups from what a ranking keeps of its row (no full row): the top's documents and scores, the pool's size,
 * how many documents of the pool have a given score (asked only for the last group's, when the top does not
 * cover the pool), and the score of each passing and relevant document.
 */
export function tieGroupsOfTop(
  topScores: ArrayLike<number>,
  top: ArrayLike<number>,
  poolSize: number,
  tiesOf: (score: number) => number,
  scoreOf: (doc: number) => number,
  passing: ReadonlySet<number>,
  relevant: ReadonlySet<number>,
): TieGroup[] {
  const groups: TieGroup[] = [];
  let i = 0;
  while (i < top.length) {
    const v = topScores[i];
    const g: TieGroup = { size: 0, passing: 0, relevant: 0 };
    for (; i < top.length && topScores[i] === v; i++) {
      g.size++;
      if (passing.has(top[i])) g.passing++;
      if (relevant.has(top[i])) g.relevant++;
    }
    // the last group may continue past the ranked prefix: count every document of the pool with score v
    if (i === top.length && top.length < poolSize) {
      g.size = tiesOf(v);
      g.passing = [...passing].filter((d) => scoreOf(d) === v).length;
      g.relevant = [...relevant].filter((d) => scoreOf(d) === v).length;
    }
    groups.push(g);
  }
  return groups;
}

/**
 * Whether a tie straddles the cut-off k: the document at rank k shares its score with the one at rank k + 1,
 * so which of them is in the top k is decided by the id rule alone.
 */
export function tieAcrossCutoff(groups: readonly TieGroup[], k: number): boolean {
  let above = 0;
  for (const g of groups) {
    if (above + g.size > k) return above < k && g.size > 1;
    above += g.size;
  }
  return false;
}

/**
 * The slots of the top k that group g fills whatever the order inside it: with `above` documents ranked
 * before the group, c = clamp(k − above, 0, size).
 */
export function slotsInTopK(above: number, size: number, k: number): number {
  return Math.max(0, Math.min(size, k - above));
}
