"""Golden values for `execret eval -r run:FILE` (test/retrieve/files/run.test.ts): an independent BM25 written
here in Python scores release-mini and writes a TREC run file; the metrics are then computed from that run file,
the qrels and the oracle alone, with trec_eval's rules. Nothing here imports or reads execret's code.

Run: /usr/bin/python3 -I scripts/golden/run_file.py
Writes test/fixtures/golden/run-mini-bm25.trec and test/fixtures/golden/run-mini-bm25.json.

The run is made to exercise the edges: scores rounded to one decimal (ties, broken by docno descending, as
trec_eval's form_res_rels.c does), at most 4 documents per query (fewer than k = 5 and 10: unretrieved documents
score nothing), one query left out of the run entirely (it scores 0 at every k, trec_eval -c), lines written in a
shuffled order and with rank columns that are not the score order (trec_eval ignores them).

Metrics (per query, then the mean over every query of the release):
  exec@k            1 if a snippet in the top k passes every oracle row of the query's task (success.k on the
                    passing set)
  exec_precision@k  passing snippets in the top k / k (P.k on the passing set)
  ndcg@k            trec_eval ndcg_cut.k: sum over ranks i <= k of gain / log2(i + 1), gain = qrels score; ideal
                    DCG over the qrels scores sorted descending, cut at k
  recall@k          relevant in the top k / relevant
  mrr               1 / rank of the first relevant document in the run (recip_rank), 0 if none
"""
import json, math, os, random, re
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
REL = os.path.join(ROOT, "test", "fixtures", "release-mini")
OUT = os.path.join(ROOT, "test", "fixtures", "golden")
KS = [1, 3, 5, 10]
DEPTH = 4
LEFT_OUT = "is_sorted"


def jsonl(path):
    with open(path) as f:
        return [json.loads(l) for l in f if l.strip()]


queries = jsonl(os.path.join(REL, "queries.jsonl"))
corpus = jsonl(os.path.join(REL, "corpus.jsonl"))
oracle = jsonl(os.path.join(REL, "oracle.jsonl"))
qrels = defaultdict(dict)
with open(os.path.join(REL, "qrels", "test.tsv")) as f:
    next(f)
    for line in f:
        q, d, s = line.rstrip("\n").split("\t")
        qrels[q][d] = int(s)

# --- an independent BM25 (Okapi, k1 = 1.2, b = 0.75, idf = ln(1 + (N - df + 0.5) / (df + 0.5))) ---
def tokens(text):
    out = []
    for w in re.findall(r"[A-Za-z0-9]+", text):
        out += [p.lower() for p in re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|[0-9]+", w)]
    return out


docs = [(c["_id"], Counter(tokens(c["text"]))) for c in corpus]
N = len(docs)
avgdl = sum(sum(tf.values()) for _, tf in docs) / N
df = Counter(t for _, tf in docs for t in tf)


def bm25(query, tf, k1=1.2, b=0.75):
    dl = sum(tf.values())
    s = 0.0
    for t in set(tokens(query)):
        if t not in tf:
            continue
        idf = math.log(1 + (N - df[t] + 0.5) / (df[t] + 0.5))
        s += idf * tf[t] * (k1 + 1) / (tf[t] + k1 * (1 - b + b * dl / avgdl))
    return s


rng = random.Random(27)
lines = []
for q in queries:
    if q["_id"] == LEFT_OUT:
        continue
    scored = sorted(((round(bm25(q["text"], tf), 1), d) for d, tf in docs), key=lambda x: (-x[0], x[1]))
    for rank, (s, d) in enumerate(scored[:DEPTH]):
        lines.append(f"{q['_id']} Q0 {d} {DEPTH - rank} {s} py-bm25")
rng.shuffle(lines)
run_text = "".join(l + "\n" for l in lines)
with open(os.path.join(OUT, "run-mini-bm25.trec"), "w") as f:
    f.write(run_text)

# --- the metrics, from the run file, the qrels and the oracle only ---
run = defaultdict(list)
for line in run_text.splitlines():
    q, _, d, _, s, _ = line.split()
    run[q].append((float(s), d))
ok = {}
for r in oracle:
    key = (r["task"], r["snippet"])
    ok[key] = ok.get(key, True) and r["status"] == "passed"
in_corpus = {c["_id"]: c["task"] for c in corpus}


def task_of(q):
    return in_corpus[next(iter(qrels[q]))]


def trec_order(entries):
    # trec_eval: score descending, then docno descending (strcmp)
    return [d for s, d in sorted(entries, key=lambda x: (x[0], x[1]), reverse=True)]


per_query = {}
for q in sorted(x["_id"] for x in queries):
    ranking = trec_order(run.get(q, []))
    t = task_of(q)
    passing = {d for (tt, d), v in ok.items() if tt == t and v and d in in_corpus}
    rel = qrels[q]
    m = {}
    for k in KS:
        top = ranking[:k]
        npass = sum(1 for d in top if d in passing)
        m[f"exec@{k}"] = 1.0 if npass else 0.0
        m[f"exec_precision@{k}"] = npass / k
        dcg = sum(rel.get(d, 0) / math.log2(i + 2) for i, d in enumerate(top))
        ideal = sorted(rel.values(), reverse=True)[:k]
        idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
        m[f"ndcg@{k}"] = dcg / idcg if idcg > 0 else 0.0
        m[f"recall@{k}"] = sum(1 for d in top if rel.get(d, 0) > 0) / sum(1 for g in rel.values() if g > 0)
    first = next((i for i, d in enumerate(ranking) if rel.get(d, 0) > 0), None)
    m["mrr"] = 0.0 if first is None else 1 / (first + 1)
    per_query[q] = {"ranking": ranking, "metrics": m}

keys = list(next(iter(per_query.values()))["metrics"])
mean = {k: sum(p["metrics"][k] for p in per_query.values()) / len(per_query) for k in keys}
with open(os.path.join(OUT, "run-mini-bm25.json"), "w") as f:
    json.dump(
        {
            "producedBy": "scripts/golden/run_file.py (independent BM25 and trec_eval-rule metrics, Python stdlib only)",
            "run": "run-mini-bm25.trec",
            "leftOut": LEFT_OUT,
            "depth": DEPTH,
            "metrics": mean,
            "perQuery": per_query,
        },
        f,
        indent=2,
        sort_keys=True,
    )
    f.write("\n")
print(json.dumps(mean, indent=1))
