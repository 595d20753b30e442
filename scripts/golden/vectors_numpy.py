"""Vectors for `execret eval -r vectors:DIR` written with numpy, and numpy's own ranking and metrics of them
(test/retrieve/files/vectors.test.ts runs this at test time into a temporary folder). Nothing here reads execret's
code.

Run: /usr/bin/python3 -I scripts/golden/vectors_numpy.py RELEASE OUT
Writes under OUT:
  f32/      queries.npy, corpus.npy (float32, C order, NPY 1.0), query_ids.txt, corpus_ids.txt (rows shuffled)
  f16/      the same vectors as float16, written as NPY 2.0
  bad-*/    one defect each: truncated corpus.npy, a shape that does not match the ids, an id not in the release,
            Fortran order, float64, a document of the release with no row
and prints one JSON document: for "cosine" and "dot" on f32, and "cosine" on f16, numpy's ranking of every query
(float64 scores from the stored values; score descending, ties by id descending, trec_eval's rule) and the metrics
(the trec_eval rules of scripts/golden/run_file.py). Two documents get identical vectors, so their scores tie
exactly and the id rule decides.
"""
import json, math, os, shutil, sys
from collections import defaultdict
import numpy as np

release, out = sys.argv[1], sys.argv[2]
KS = [1, 3, 5, 10]
DIM = 24


def jsonl(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]


queries = sorted(q["_id"] for q in jsonl(os.path.join(release, "queries.jsonl")))
corpus = jsonl(os.path.join(release, "corpus.jsonl"))
docs = [c["_id"] for c in corpus]
task = {c["_id"]: c["task"] for c in corpus}
qrels = defaultdict(dict)
with open(os.path.join(release, "qrels", "test.tsv")) as f:
    next(f)
    for line in f:
        q, d, s = line.rstrip("\n").split("\t")
        qrels[q][d] = int(s)
ok = {}
for r in jsonl(os.path.join(release, "oracle.jsonl")):
    key = (r["task"], r["snippet"])
    ok[key] = ok.get(key, True) and r["status"] == "passed"

rng = np.random.default_rng(27)
centre = {t: rng.standard_normal(DIM) for t in sorted(set(task.values()))}
qtask = {q: task[next(iter(qrels[q]))] for q in queries}
Q = np.stack([centre[qtask[q]] + 0.9 * rng.standard_normal(DIM) for q in queries]).astype(np.float32)
D = np.stack([centre[task[d]] + 0.9 * rng.standard_normal(DIM) for d in docs]).astype(np.float32)
# an exact tie: the canonical of the first task and its first distractor share one vector
first = docs[0]
twin = next(d for d in docs[1:] if task[d] == task[first])
D[docs.index(twin)] = D[docs.index(first)]


def write(folder, q, d, qids, dids, version=(1, 0)):
    os.makedirs(folder, exist_ok=True)
    for name, arr in (("queries.npy", q), ("corpus.npy", d)):
        with open(os.path.join(folder, name), "wb") as f:
            np.lib.format.write_array(f, arr, version=version)
    with open(os.path.join(folder, "query_ids.txt"), "w") as f:
        f.write("".join(i + "\n" for i in qids))
    with open(os.path.join(folder, "corpus_ids.txt"), "w") as f:
        f.write("".join(i + "\n" for i in dids))


# rows in a shuffled order: the ids files say which row is which
qp = rng.permutation(len(queries))
dp = rng.permutation(len(docs))
qids = [queries[i] for i in qp]
dids = [docs[i] for i in dp]
write(os.path.join(out, "f32"), Q[qp], D[dp], qids, dids)
write(os.path.join(out, "f16"), Q[qp].astype(np.float16), D[dp].astype(np.float16), qids, dids, version=(2, 0))


def bad(name, **change):
    folder = os.path.join(out, f"bad-{name}")
    args = dict(q=Q[qp], d=D[dp], qids=qids, dids=list(dids))
    args.update(change)
    write(folder, args["q"], args["d"], args["qids"], args["dids"])
    return folder


folder = bad("truncated")
path = os.path.join(folder, "corpus.npy")
size = os.path.getsize(path)
with open(path, "r+b") as f:
    f.truncate(size - 10)
bad("shape", dids=dids[:-1])
bad("unknown-id", dids=dids[:-1] + ["not_in_release"])
bad("fortran", d=np.asfortranarray(D[dp]))
bad("float64", d=D[dp].astype(np.float64))
bad("missing-doc", d=D[dp][:-1], dids=dids[:-1])


def ranking_and_metrics(q, d, cosine):
    q = q.astype(np.float64)
    d = d.astype(np.float64)
    if cosine:
        q = q / np.linalg.norm(q, axis=1, keepdims=True)
        d = d / np.linalg.norm(d, axis=1, keepdims=True)
    s = q @ d.T
    rankings, per = {}, {}
    for i, qid in enumerate(queries):
        order = sorted(range(len(docs)), key=lambda j: (s[i, j], docs[j]), reverse=True)
        ranking = [docs[j] for j in order]
        rankings[qid] = ranking
        t, rel = qtask[qid], qrels[qid]
        passing = {x for x in docs if task[x] == t and ok.get((t, x), False)}
        m = {}
        for k in KS:
            top = ranking[:k]
            npass = sum(1 for x in top if x in passing)
            m[f"exec@{k}"] = 1.0 if npass else 0.0
            m[f"exec_precision@{k}"] = npass / k
            dcg = sum(rel.get(x, 0) / math.log2(r + 2) for r, x in enumerate(top))
            ideal = sorted(rel.values(), reverse=True)[:k]
            m[f"ndcg@{k}"] = dcg / sum(g / math.log2(r + 2) for r, g in enumerate(ideal))
            m[f"recall@{k}"] = sum(1 for x in top if rel.get(x, 0) > 0) / len(rel)
        firstrel = next(r for r, x in enumerate(ranking) if rel.get(x, 0) > 0)
        m["mrr"] = 1 / (firstrel + 1)
        per[qid] = m
    mean = {k: sum(p[k] for p in per.values()) / len(per) for k in per[queries[0]]}
    return {"rankings": rankings, "metrics": mean}


print(
    json.dumps(
        {
            "numpy": np.__version__,
            "twins": [first, twin],
            "cosine": ranking_and_metrics(Q, D, True),
            "dot": ranking_and_metrics(Q, D, False),
            "f16": ranking_and_metrics(Q.astype(np.float16), D.astype(np.float16), True),
        }
    )
)
