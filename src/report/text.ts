import type { Report } from './report.js';

/** The report's explanatory sentences, written once for both renderings (Markdown and HTML escape them alike). */
export const TEXT = {
  leaderboard: (r: Report): string => {
    const lb = r.comparison.leaderboard;
    return (
      `Systems by significance tier on ${lb.metric}${lb.tieAware ? ' (tie-aware values; McNemar as its expectation over tie orders)' : ''}: tier 1 holds the best system and every system that exact McNemar ` +
      `tests with Holm correction (alpha ${lb.alpha}) cannot tell from it; tier 2 the same among the rest, and so on. ` +
      `Rank: 1 + the systems with a higher mean; its 95% range over ${lb.replicates} bootstrap resamples of the queries ` +
      `(seed ${lb.seed}). 95% percentile bootstrap CIs in brackets; "tie-aware" is the expectation over every order of tied scores.`
    );
  },
  ties:
    "Ties in score are broken by snippet id (trec_eval's rule), a convention that decides rank 1 whenever the canonical " +
    'and a clone score the same. Each metric is shown by the id rule and tie-aware (its expectation over every order of ' +
    'the tied snippets, in closed form, McSherry & Najork 2008). "Ties across k=1": queries whose first two snippets tie.',
  pairs:
    'Every pair of systems: exact McNemar on the discordant queries (a fails and b passes / the reverse) for exec@k at every ' +
    'k, and a paired bootstrap for nDCG@10; diff = a − b with its paired bootstrap 95% CI; Holm over every test listed.',
  misses: "Rank-1 misses that are the query's own buggy clones, against snippets written for other queries.",
  canonicalBelow:
    'Per query with at least one clone in scope: gap = canonical score − best clone score; below = gap < 0 (a tie is not ' +
    'below). Median and mean over all those queries: a negative median means the canonical usually loses to a clone. ' +
    'Core = the six bug types of the paper (off_by_one, wrong_operator, swap_arguments, remove_edge_case_check, ' +
    'wrong_comparison, off_by_one_boundary).',
  sources:
    'Model free-form rewrites (`free_form`) and earlier versions from the repository history (`history`) are not ' +
    'single edits of the six core types: they are reported here apart, and never counted in the core scope.',
  deception:
    'Over (query, canonical, distractor) triples: strict = the distractor scores above its canonical; ties are counted ' +
    'apart; evaluable = triples − ties; rate = strict / evaluable. Spearman (average ranks for ties) between the edit ' +
    'span and a strict win, over the evaluable triples.',
  span: 'Characters an edit touches, max(|original|, |replacement|) summed over the edits; rate (strict/evaluable, ties).',
  poolDensity: (r: Report): string =>
    `exec@1 when each query keeps k of its buggy clones (mean of ${r.systems[0].poolDensity.draws} seeded random ` +
    'draws). The drop from k=0 to k=1 is the cost of one clone.',
  languages: (r: Report): string =>
    `The release holds ${Object.entries(r.languages?.queries ?? {})
      .map(([l, n]) => `${n} ${l}`)
      .join(
        ' and ',
      )} queries. The rule: ${r.languages?.rule ?? ''}. "all" weighs every query the same, so it is the ` +
    'query-weighted mean of the languages; 95% percentile bootstrap CIs in brackets.',
  domain: (r: Report): string =>
    `exec@1 per domain and system, and its mean across systems.` +
    (r.perDomain.hardestDomain
      ? ` Hardest domain: ${r.perDomain.hardestDomain.domain} (mean exec@1 ${r.perDomain.hardestDomain.mean.toFixed(3)}).`
      : ''),
  execVsIdentity: (r: Report): string => {
    const n = r.execVsIdentity.reduce((s, e) => s + e.flips.length, 0);
    const pairs = r.execVsIdentity[0]?.pairs ?? 0;
    return (
      'Pairs of systems whose order by exec@k (a passing snippet in the top k) differs from their order by nDCG@k ' +
      `(the canonical's id), with the McNemar p of the exec@k difference: ${n} flips over ${pairs} pairs and ` +
      `k = ${r.execVsIdentity.map((e) => e.k).join(', ')}.`
    );
  },
};
