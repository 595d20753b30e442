"""Golden values for the tie-aware metrics and statistics, by brute force: no closed form is used.

Run: /usr/bin/python3 scripts/golden/tie_aware.py   (writes test/fixtures/golden/tie-aware-golden.json)

1. Tie-aware metrics. Seeded random pools of 3-8 documents whose scores come from a few values (so ties are
   common), with passing and relevant sets. For every case the script lists EVERY ranking consistent with the
   scores (the product of the permutations of each tie group, at most 8! = 40,320 orders), computes the plain
   trec_eval-style metric on each ranking (success.k with the passing set = exec@k, P.k = exec_precision@k,
   ndcg_cut.k, recall.k, recip_rank cut at a depth) and averages them with equal weights. `relevant_total` may
   exceed the relevant documents in the pool (a canonical the pool does not hold), which changes IDCG and recall.

2. Tie-aware McNemar. Per query, the probability that each of two systems succeeds (0, 1, or a fraction from
   a tie). The script enumerates every joint outcome of the fractional queries (2^(2r) outcomes for r fractional
   queries, r <= 7), weights each by its probability (the two systems' tie orders independent), and averages
   scipy.stats.binomtest(n10, n01 + n10, 0.5).pvalue (1 when n01 + n10 = 0). It also gives the expected
   discordant counts.

3. Rank intervals. A seeded matrix of replicate means (systems x replicates, with exact ties), the rank of each
   system in each replicate (1 + systems strictly above), and the 2.5% / 97.5% quantiles of each system's ranks
   by the inverted empirical CDF, computed with exact fractions (numpy's method="inverted_cdf" is printed beside
   it: it agrees except where q * R lands on an integer in floating point).
"""
import itertools, json, math, os, random
from fractions import Fraction

import numpy as np
import scipy
from scipy.stats import binomtest

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "test", "fixtures", "golden", "tie-aware-golden.json")
rng = random.Random(20261201)
KS = [1, 2, 3, 5, 10]


def orders(scores):
    """Every ranking consistent with the scores: groups by score descending, each group in every order."""
    values = sorted(set(scores), reverse=True)
    groups = [[i for i, s in enumerate(scores) if s == v] for v in values]
    for combo in itertools.product(*(itertools.permutations(g) for g in groups)):
        yield [d for g in combo for d in g]


def success(rank, passing, k):
    return 1.0 if any(d in passing for d in rank[:k]) else 0.0


def precision(rank, passing, k):
    return sum(1 for d in rank[:k] if d in passing) / k


def ndcg(rank, rel, k, rel_total):
    idcg = sum(1 / math.log2(i + 2) for i in range(min(k, rel_total)))
    if idcg == 0:
        return 0.0
    return sum(1 / math.log2(i + 2) for i, d in enumerate(rank[:k]) if d in rel) / idcg


def recall(rank, rel, k, rel_total):
    return sum(1 for d in rank[:k] if d in rel) / rel_total if rel_total else 0.0


def rr(rank, rel, depth):
    for i, d in enumerate(rank[:depth]):
        if d in rel:
            return 1 / (i + 1)
    return 0.0


def metric_cases():
    cases = []
    for c in range(60):
        n = rng.randint(3, 8)
        levels = rng.choice([[1.0], [1.0, 0.5], [2.0, 1.0, 0.5], [3.0, 2.0, 1.0, 0.0]])
        scores = [rng.choice(levels) for _ in range(n)]
        passing = sorted(rng.sample(range(n), rng.randint(0, min(3, n))))
        relevant = sorted(rng.sample(range(n), rng.randint(0, min(2, n))))
        rel_total = len(relevant) + (1 if c % 7 == 3 else 0)
        sums, count = {}, 0
        for rank in orders(scores):
            count += 1
            vals = {}
            for k in KS:
                vals[f"exec@{k}"] = success(rank, set(passing), k)
                vals[f"exec_precision@{k}"] = precision(rank, set(passing), k)
                vals[f"ndcg@{k}"] = ndcg(rank, set(relevant), k, rel_total)
                vals[f"recall@{k}"] = recall(rank, set(relevant), k, rel_total)
            vals["mrr"] = rr(rank, set(relevant), 100)
            vals["rr@depth2"] = rr(rank, set(relevant), 2)
            for key, v in vals.items():
                sums[key] = sums.get(key, 0.0) + v
        cases.append({
            "scores": scores, "passing": passing, "relevant": relevant, "relevant_total": rel_total,
            "orders": count, "expected": {k: v / count for k, v in sums.items()},
        })
    # hand-made: the whole pool tied (the top group is everything), and no ties at all
    for scores, passing, relevant in [([0.0] * 7, [2], [2]), ([5.0, 4.0, 3.0, 2.0], [1], [1])]:
        sums, count = {}, 0
        for rank in orders(scores):
            count += 1
            for k in KS:
                sums[f"exec@{k}"] = sums.get(f"exec@{k}", 0) + success(rank, set(passing), k)
            sums["mrr"] = sums.get("mrr", 0) + rr(rank, set(relevant), 100)
        cases.append({"scores": scores, "passing": passing, "relevant": relevant, "relevant_total": len(relevant),
                      "orders": count, "expected": {k: v / count for k, v in sums.items()}})
    return cases


def mcnemar_p(n01, n10):
    n = n01 + n10
    return 1.0 if n == 0 else binomtest(n10, n, 0.5).pvalue


def mcnemar_cases():
    cases = []
    fracs = [0.5, 1 / 3, 2 / 3, 0.25, 0.2, 0.75, 1 / 7]
    for c in range(16):
        n = rng.randint(4, 30)
        a = [float(rng.random() < 0.5) for _ in range(n)]
        b = [float(rng.random() < (0.3 if c % 2 else 0.6)) for _ in range(n)]
        r = rng.randint(0, 7)
        for i in rng.sample(range(n), r):
            which = rng.random()
            if which < 0.4:
                a[i] = rng.choice(fracs)
            elif which < 0.8:
                b[i] = rng.choice(fracs)
            else:
                a[i], b[i] = rng.choice(fracs), rng.choice(fracs)
        random_idx = [i for i in range(n) if a[i] not in (0.0, 1.0) or b[i] not in (0.0, 1.0)]
        fixed01 = sum(1 for i in range(n) if i not in random_idx and a[i] == 0 and b[i] == 1)
        fixed10 = sum(1 for i in range(n) if i not in random_idx and a[i] == 1 and b[i] == 0)
        ep = 0.0
        for outcome in itertools.product([0, 1], repeat=2 * len(random_idx)):
            w, n01, n10 = 1.0, fixed01, fixed10
            for j, i in enumerate(random_idx):
                oa, ob = outcome[2 * j], outcome[2 * j + 1]
                w *= (a[i] if oa else 1 - a[i]) * (b[i] if ob else 1 - b[i])
                n01 += (1 - oa) * ob
                n10 += oa * (1 - ob)
            if w:
                ep += w * mcnemar_p(n01, n10)
        cases.append({
            "a": a, "b": b, "p": ep,
            "n01": sum((1 - x) * y for x, y in zip(a, b)), "n10": sum(x * (1 - y) for x, y in zip(a, b)),
        })
    return cases


def inverted_cdf(values, q):
    v = sorted(values)
    need = Fraction(q).limit_denominator(10**6) * len(v)
    for i, x in enumerate(v):
        if i + 1 >= need:
            return x
    return v[-1]


def rank_interval_case():
    systems, reps = 5, 400
    base = [0.30, 0.31, 0.31, 0.20, 0.45]
    means = [[round(base[s] + rng.gauss(0, 0.04), 2) for _ in range(reps)] for s in range(systems)]
    means[2] = list(means[1])  # two systems identical in every replicate: tied ranks
    ranks = [[1 + sum(1 for o in range(systems) if means[o][r] > means[s][r]) for r in range(reps)]
             for s in range(systems)]
    exact = [[inverted_cdf(ranks[s], Fraction(25, 1000)), inverted_cdf(ranks[s], Fraction(975, 1000))]
             for s in range(systems)]
    npq = [[int(np.percentile(ranks[s], 2.5, method="inverted_cdf")),
            int(np.percentile(ranks[s], 97.5, method="inverted_cdf"))] for s in range(systems)]
    return {"means": means, "intervals": exact, "numpy_inverted_cdf": npq}


doc = {
    "generator": f"scripts/golden/tie_aware.py (python {'.'.join(map(str, __import__('sys').version_info[:3]))}, "
                 f"numpy {np.__version__}, scipy {scipy.__version__})",
    "metrics": metric_cases(),
    "mcnemar": mcnemar_cases(),
    "rank_intervals": rank_interval_case(),
}
with open(OUT, "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")
print(f"wrote {OUT}: {len(doc['metrics'])} metric cases, {len(doc['mcnemar'])} McNemar cases")
