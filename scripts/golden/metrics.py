"""Golden values for src/metrics, with trec_eval's formulas (trec_eval 9.0.x is not packaged for Debian 12).

Run: /usr/bin/python3 scripts/golden/metrics.py   (writes test/fixtures/golden/metrics-*.{trec,tsv,json})

A seeded random fixture: 25 queries over a pool of 40 documents, 1-3 relevant (qrels) documents per query, a
passing set that holds the relevant documents and sometimes others, and scores rounded to one decimal so that
ties are common. The run file is written in execret's order (score descending, ties by docno ascending) with
that rank in its rank column; the metrics are computed from the rank column, as trec_eval's formulas:

  ndcg_cut.k   DCG over ranks 1..k with gain rel / log2(rank + 1); ideal DCG over the relevance levels sorted
               descending, cut at k (m_ndcg_cut.c)
  P.k          relevant retrieved in the top k / k (m_P.c), used here with the passing set (exec_precision@k)
  recall.k     relevant retrieved in the top k / number relevant (m_recall.c)
  recip_rank   1 / rank of the first relevant document retrieved (m_recip_rank.c), over the 100-deep run
  success.k    1 if a relevant document is in the top k (m_success.c), with the passing set (exec@k)

trec_eval itself would re-sort tied scores by docno DESCENDING; `trec_eval_order_differs` lists the queries
where that changes the order, to show why execret's rank column is the contract (docs/metrics.md).
"""
import json, math, os, random, sys

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "test", "fixtures", "golden")
KS = [1, 3, 5, 10]
rng = random.Random(20261130)
docs = [f"d{i:02d}" for i in range(40)] + ["D-upper", "d_x"]  # mixed case/underscore exercise code-unit order
queries = [f"q{i:02d}" for i in range(25)]
qrels, passing, run = {}, {}, {}
for q in queries:
    rel = rng.sample(docs, rng.randint(1, 3))
    qrels[q] = {d: 1 for d in rel}
    extra = rng.sample([d for d in docs if d not in rel], rng.randint(0, 3))
    passing[q] = sorted(rel + extra) if rng.random() < 0.8 else sorted(extra)
    depth = len(docs) if q != "q03" else 4  # one short ranking: fewer documents than k
    boost = set(passing[q]) | set(rel)  # relevant and passing documents tend to score higher
    scores = {d: round(rng.random() * 3 + (1.2 if d in boost else 0), 1) for d in rng.sample(docs, depth)}
    run[q] = scores


def execret_order(scores):
    # execret's rule is trec_eval's: score descending, then docno descending (code-unit order for ASCII ids)
    return sorted(scores, key=lambda d: (-scores[d], [-ord(c) for c in d] + [1]))


def trec_eval_order(scores):
    # trec_eval form_res_rels.c: sim descending, then strcmp(docno) descending
    return sorted(scores, key=lambda d: (scores[d], d), reverse=True)


def ndcg_cut(ranking, rels, k):
    dcg = sum(rels.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranking[:k]) if rels.get(d, 0) > 0)
    ideal = sorted((g for g in rels.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
    return dcg / idcg if idcg > 0 else 0.0


def p_at(ranking, relset, k):
    return sum(1 for d in ranking[:k] if d in relset) / k


def recall_at(ranking, relset, k):
    return sum(1 for d in ranking[:k] if d in relset) / len(relset) if relset else 0.0


def recip_rank(ranking, relset, depth=100):
    for i, d in enumerate(ranking[:depth]):
        if d in relset:
            return 1.0 / (i + 1)
    return 0.0


def success(ranking, relset, k):
    return 1.0 if any(d in relset for d in ranking[:k]) else 0.0


out = {"queries": {}, "mean": {}, "trec_eval_order_differs": []}
with open(os.path.join(OUT, "metrics-run.trec"), "w") as f:
    for q in queries:
        ranking = execret_order(run[q])[:100]
        for i, d in enumerate(ranking):
            f.write(f"{q} Q0 {d} {i + 1} {run[q][d]!r} golden\n")
with open(os.path.join(OUT, "metrics-qrels.tsv"), "w") as f:
    f.write("query-id\tcorpus-id\tscore\n")
    for q in queries:
        for d, g in qrels[q].items():
            f.write(f"{q}\t{d}\t{g}\n")
with open(os.path.join(OUT, "metrics-passing.json"), "w") as f:
    json.dump(passing, f, indent=1, sort_keys=True)
    f.write("\n")

# read the run back from the file, ordering each query by its rank column
ranked = {}
with open(os.path.join(OUT, "metrics-run.trec")) as f:
    rows = [line.split() for line in f]
for q in queries:
    rs = sorted((int(r[3]), r[2]) for r in rows if r[0] == q)
    ranked[q] = [d for _, d in rs]
for q in queries:
    rel = qrels[q]
    relset = {d for d, g in rel.items() if g > 0}
    pas = set(passing[q])
    m = {}
    for k in KS:
        m[f"exec@{k}"] = success(ranked[q], pas, k)
    for k in KS:
        m[f"exec_precision@{k}"] = p_at(ranked[q], pas, k)
    for k in KS:
        m[f"ndcg@{k}"] = ndcg_cut(ranked[q], rel, k)
    for k in KS:
        m[f"recall@{k}"] = recall_at(ranked[q], relset, k)
    m["mrr"] = recip_rank(ranked[q], relset)
    out["queries"][q] = m
    if trec_eval_order(run[q]) != execret_order(run[q]):
        out["trec_eval_order_differs"].append(q)
for key in out["queries"][queries[0]]:
    out["mean"][key] = sum(out["queries"][q][key] for q in queries) / len(queries)
out["produced_by"] = f"scripts/golden/metrics.py with Python {sys.version.split()[0]}"
with open(os.path.join(OUT, "metrics-golden.json"), "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print(f"wrote metrics golden values for {len(queries)} queries")
