"""Independent check of an `execret eval --out DIR` folder: recompute every metric mean from the TREC run files,
qrels/test.tsv and oracle.jsonl (trec_eval formulas, ranks from the run file's rank column), and, when the folder
has two or more systems, the McNemar p-values of `execret compare DIR --json` with scipy.stats.binomtest.

Run: /usr/bin/python3 scripts/golden/check-results.py RESULTS_DIR RELEASE_DIR [COMPARE_JSON]
Exits 1 and lists the differences above 1e-9; prints "ok" otherwise.
"""
import json, math, os, sys
from collections import defaultdict

results, release = sys.argv[1], sys.argv[2]
compare_json = sys.argv[3] if len(sys.argv) > 3 else None
summary = json.load(open(os.path.join(results, "summary.json")))

rel = defaultdict(set)
with open(os.path.join(release, "qrels", "test.tsv")) as f:
    next(f)
    for line in f:
        if line.strip():
            q, d, s = line.rstrip("\n").split("\t")
            if float(s) > 0:
                rel[q].add(d)
task_of_doc = {}
with open(os.path.join(release, "corpus.jsonl")) as f:
    for line in f:
        if line.strip():
            r = json.loads(line)
            task_of_doc[r["_id"]] = r["task"]
ok = {}
with open(os.path.join(release, "oracle.jsonl")) as f:
    for line in f:
        if line.strip():
            r = json.loads(line)
            key = (r["task"], r["snippet"])
            ok[key] = ok.get(key, True) and r["status"] == "passed"
task_of_query = {q: task_of_doc[next(iter(ds))] for q, ds in rel.items()}

problems = []
for sys_ in summary["systems"]:
    ranked = defaultdict(list)
    with open(os.path.join(results, sys_["run"])) as f:
        for line in f:
            q, _, d, rank, score, _tag = line.split()
            ranked[q].append((int(rank), d))
    keys = [k for k in sys_["metrics"]]
    ks = sorted({int(k.split("@")[1]) for k in keys if "@" in k})
    sums = defaultdict(float)
    for q, rows in ranked.items():
        lst = [d for _, d in sorted(rows)]
        t = task_of_query[q]
        R = rel[q]
        for k in ks:
            top = lst[:k]
            npass = sum(1 for d in top if d in task_of_doc and ok.get((t, d), False))
            sums[f"exec@{k}"] += 1.0 if npass else 0.0
            sums[f"exec_precision@{k}"] += npass / k
            dcg = sum(1 / math.log2(i + 2) for i, d in enumerate(top) if d in R)
            idcg = sum(1 / math.log2(i + 2) for i in range(min(k, len(R))))
            sums[f"ndcg@{k}"] += dcg / idcg if idcg else 0.0
            sums[f"recall@{k}"] += sum(1 for d in top if d in R) / len(R)
        first = next((i for i, d in enumerate(lst[:100]) if d in R), None)
        sums["mrr"] += 0.0 if first is None else 1 / (first + 1)
    n = len(ranked)
    for k in keys:
        ours, ref = sys_["metrics"][k]["value"], sums[k] / n
        if abs(ours - ref) > 1e-9:
            problems.append(f"{sys_['name']} {k}: summary {ours} vs recomputed {ref}")

if compare_json:
    from scipy.stats import binomtest
    for p in json.load(open(compare_json))["pairs"]:
        if p.get("test", "mcnemar") != "mcnemar":
            continue  # the paired bootstrap of nDCG@10 uses execret's seeded generator: not recomputable here
        n = p["n01"] + p["n10"]
        ref = 1.0 if n == 0 else binomtest(p["n10"], n, 0.5).pvalue
        if abs(p["p"] - ref) > 1e-9 * max(1.0, ref):
            problems.append(f"{p['a']} vs {p['b']} {p['metric']}: p {p['p']} vs scipy {ref}")

print("\n".join(problems) if problems else "ok")
sys.exit(1 if problems else 0)
