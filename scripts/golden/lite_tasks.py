"""Golden values for src/lite/tasks (MTEB-lite task types and per-item outcomes), from numpy, scipy and
scikit-learn, with mteb's own rules re-written here where mteb is not installed (its threshold search, its
undersampling and its skipping rules are quoted in the comments).

Run: /usr/bin/python3 scripts/golden/lite_tasks.py   (writes test/lite/fixtures/tasks-golden.json)

Each fixture gives texts and a vector per text (dimension 8, seeded numpy draws rounded to 4 decimals), so the
TypeScript tests feed the same vectors through a lookup and compare outcomes and main scores.
"""
import json, math, os, sys
from collections import defaultdict

import numpy as np
import scipy
import sklearn
from scipy.stats import rankdata, spearmanr
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import average_precision_score, f1_score, v_measure_score
from sklearn.cluster import KMeans

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "test", "lite", "fixtures", "tasks-golden.json")
rng = np.random.RandomState(20261130)
D = 8


def vec(center=None, spread=1.0):
    v = rng.normal(size=D) * spread
    if center is not None:
        v = v + center
    # float32 values: what an embedding API returns, so the tests can serve them over HTTP unchanged
    return [float(np.float32(round(float(x), 4))) for x in v]


def cos(a, b):
    a, b = np.asarray(a, float), np.asarray(b, float)
    na, nb = np.linalg.norm(a), np.linalg.norm(b)
    return 0.0 if na == 0 or nb == 0 else float(a @ b / (na * nb))


vectors = {}


def text(prefix, center=None, spread=1.0):
    t = f"{prefix}{len(vectors)}"
    vectors[t] = vec(center, spread)
    return t


out = {"produced_by": f"scripts/golden/lite_tasks.py, Python {sys.version.split()[0]}, numpy {np.__version__}, "
       f"scipy {scipy.__version__}, scikit-learn {sklearn.__version__}"}

# --- numpy RandomState(42).shuffle, applied 3 times to one list (mteb v2's _undersample_data) ----------------
idxs = list(range(25))
shuffles = []
for _ in range(3):
    np.random.RandomState(42).shuffle(idxs)
    shuffles.append(list(idxs))
out["numpy_shuffle"] = {"seed": 42, "n": 25, "after_each": shuffles}

# --- logistic regression: predictions and coefficients of sklearn's LogisticRegression(max_iter=100) ----------
lr_cases = []
for k, per in [(2, 8), (3, 8), (5, 6)]:
    centers = [rng.normal(size=D) * 1.2 for _ in range(k)]
    X = [np.asarray(vec(centers[c])) for c in range(k) for _ in range(per)]
    y = [c * 3 + 1 for c in range(k) for _ in range(per)]  # non-contiguous labels
    Xt = [np.asarray(vec(centers[rng.randint(k)], 1.3)) for _ in range(30)]
    m = LogisticRegression(max_iter=100, random_state=42).fit(np.array(X), np.array(y))
    lr_cases.append({"x": [list(map(float, r)) for r in X], "y": y, "test": [list(map(float, r)) for r in Xt],
                     "pred": [int(p) for p in m.predict(np.array(Xt))],
                     "coef": m.coef_.tolist(), "intercept": m.intercept_.tolist(), "n_iter": int(m.n_iter_[0])})
out["logistic"] = lr_cases

# --- Classification: mteb's experiment loop -----------------------------------------------------------------
# mteb (abstasks/classification.py): for each experiment, idxs is shuffled by a fresh RandomState(seed) and the
# first samples_per_label rows of each label (in shuffled order) train LogisticRegression(max_iter=100).
k = 3
centers = [rng.normal(size=D) for _ in range(k)]
train = [{"text": text("tr", centers[c % k]), "label": ["neg", "neu", "pos"][c % k]} for c in range(30)]
test = [{"text": text("te", centers[c % k], 1.4), "label": ["neg", "neu", "pos"][c % k]} for c in range(18)]
n_exp, spl = 4, 5
labels_sorted = sorted({r["label"] for r in train})
idxs = list(range(len(train)))
correct = np.zeros(len(test))
for e in range(n_exp):
    np.random.RandomState(42).shuffle(idxs)
    counter, sel = defaultdict(int), []
    for i in idxs:
        if counter[train[i]["label"]] < spl:
            sel.append(i)
            counter[train[i]["label"]] += 1
    m = LogisticRegression(max_iter=100, random_state=42).fit(
        np.array([vectors[train[i]["text"]] for i in sel]), np.array([train[i]["label"] for i in sel]))
    pred = m.predict(np.array([vectors[r["text"]] for r in test]))
    correct += np.array([p == r["label"] for p, r in zip(pred, test)], dtype=float)
out["Classification"] = {"params": {"n_experiments": n_exp, "samples_per_label": spl},
                         "train": train, "test": test, "outcomes": (correct / n_exp).tolist(),
                         "main_score": float(np.mean(correct / n_exp))}


# --- Retrieval: nDCG@10, graded gains, trec_eval's ndcg_cut (ties: doc id descending) ----------------------
def ndcg10(ranking, rels):
    dcg = sum(rels.get(d, 0) / math.log2(i + 2) for i, d in enumerate(ranking[:10]) if rels.get(d, 0) > 0)
    ideal = sorted([r for r in rels.values() if r > 0], reverse=True)[:10]
    idcg = sum(r / math.log2(i + 2) for i, r in enumerate(ideal))
    return dcg / idcg if idcg > 0 else 0.0


corpus = [{"_id": f"d{i:02d}", "text": text("doc")} for i in range(24)]
queries = [{"_id": f"q{i}", "text": text("qry")} for i in range(6)]
qrels = []
for qi, q in enumerate(queries):
    for d in rng.choice(24, size=rng.randint(1, 4), replace=False):
        qrels.append([q["_id"], corpus[d]["_id"], int(rng.randint(1, 3))])
# a duplicate text gives two documents the same score: the tie goes to the larger id
vectors["doc-twin"] = vectors[corpus[3]["text"]]
corpus.append({"_id": "d99", "text": "doc-twin"})
pools = {q["_id"]: sorted(set([corpus[i]["_id"] for i in rng.choice(25, size=14, replace=False)] +
                              [d for (qq, d, s) in qrels if qq == q["_id"]])) for q in queries[:3]}
texts = {c["_id"]: c["text"] for c in corpus}


def ret_outcome(q, cand):
    scored = sorted(cand, key=lambda d: (-cos(vectors[q["text"]], vectors[texts[d]]), [-ord(ch) for ch in d]))
    return ndcg10(scored, {d: s for (qq, d, s) in qrels if qq == q["_id"]})


full = [ret_outcome(q, [c["_id"] for c in corpus]) for q in queries]
pooled = [ret_outcome(q, pools[q["_id"]]) for q in queries if q["_id"] in pools]
out["Retrieval"] = {"corpus": corpus, "queries": queries, "qrels": qrels, "pools": pools, "outcomes": full,
                    "main_score": float(np.mean(full)), "outcomes_pooled": pooled,
                    "main_score_pooled": float(np.mean(pooled))}

# --- Reranking: AP of each sample's candidates (sklearn average_precision_score), and nDCG@10 ----------------
rer, aps, nd = [], [], []
for i in range(7):
    pos = [text("pos") for _ in range(rng.randint(1, 3))]
    neg = [text("neg") for _ in range(rng.randint(2, 6))]
    if i == 2:
        vectors[neg[0]] = vectors[pos[0]]  # a tie between a positive and a negative
    q = text("rq")
    rer.append({"query": q, "positive": pos, "negative": neg})
    cand = pos + neg
    s = [cos(vectors[q], vectors[c]) for c in cand]
    rel = [1] * len(pos) + [0] * len(neg)
    aps.append(float(average_precision_score(rel, s)))
    # nDCG@10: ties keep the candidates' order in the row (positives first), a stable sort
    order = sorted(range(len(cand)), key=lambda j: -s[j])
    nd.append(ndcg10([str(j) for j in order], {str(j): 1 for j in range(len(pos))}))
out["Reranking"] = {"rows": rer, "outcomes_map": aps, "main_score_map": float(np.mean(aps)),
                    "outcomes_ndcg_at_10": nd, "main_score_ndcg_at_10": float(np.mean(nd))}

# --- STS: per item 1 - |pct(cos) - pct(gold)|, pct = (average rank - 1) / (n - 1); main: Spearman -----------
sts = []
for i in range(15):
    a = text("sa")
    b = text("sb", np.asarray(vectors[a]), 0.3 + 0.15 * (i % 5)) if i % 4 else text("sb")
    sts.append({"sentence1": a, "sentence2": b, "score": float([5, 4, 3, 1, 0][i % 5] if i != 7 else 3)})
c = [cos(vectors[r["sentence1"]], vectors[r["sentence2"]]) for r in sts]
g = [r["score"] for r in sts]
pc, pg = (rankdata(c) - 1) / (len(c) - 1), (rankdata(g) - 1) / (len(g) - 1)
out["STS"] = {"rows": sts, "outcomes": (1 - np.abs(pc - pg)).tolist(), "main_score": float(spearmanr(g, c).statistic)}


# --- PairClassification: mteb's find_best_acc_and_threshold; main score AP of the cosine --------------------
def best_acc(scores, labels):
    # mteb: rows sorted by score descending (a stable sort); predict positive for rows 0..i; keep the first best
    rows = sorted(zip(scores, labels, range(len(scores))), key=lambda x: x[0], reverse=True)
    max_acc, best_i = 0, -1
    pos_so_far, rem_neg = 0, sum(1 for l in labels if l == 0)
    for i in range(len(rows) - 1):
        if rows[i][1] == 1:
            pos_so_far += 1
        else:
            rem_neg -= 1
        acc = (pos_so_far + rem_neg) / len(labels)
        if acc > max_acc:
            max_acc, best_i = acc, i
    pred = [0] * len(scores)
    for r in rows[: best_i + 1]:
        pred[r[2]] = 1
    return max_acc, pred


pcs = []
for i in range(16):
    a = text("pa")
    lab = int(rng.rand() < 0.5)
    b = text("pb", np.asarray(vectors[a]), 0.6 if lab else 1.6)
    pcs.append({"sentence1": a, "sentence2": b, "label": lab})
s = [cos(vectors[r["sentence1"]], vectors[r["sentence2"]]) for r in pcs]
lab = [r["label"] for r in pcs]
acc, pred = best_acc(s, lab)
# on a subset, AP with sample weights that restore the whole task's share of positives
sub = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12]
prior = sum(lab) / len(lab)
pos = sum(lab[i] for i in sub) / len(sub)
w = [prior / pos if lab[i] else (1 - prior) / (1 - pos) for i in sub]
out["PairClassification"] = {"rows": pcs, "outcomes": [float(p == l) for p, l in zip(pred, lab)],
                             "max_accuracy": acc, "main_score": float(average_precision_score(lab, s)),
                             "subset": sub, "subset_ap_reweighted": float(average_precision_score(
                                 [lab[i] for i in sub], [s[i] for i in sub], sample_weight=w))}

# --- Clustering: k-means with k = number of labels on well-separated blobs; per item 1 when its cluster's ------
# majority label (ties: the smallest label) is its own; main score V-measure (sklearn)
blob = [rng.normal(size=D) * 6 for _ in range(3)]
cl = []
for i in range(21):
    c = i % 3
    label = ["a", "b", "c"][c] if i not in (4, 10) else "c"  # two items carry another blob's label
    cl.append({"text": text("cl", blob[c], 0.5), "label": label})
X = np.array([vectors[r["text"]] for r in cl])
km = KMeans(n_clusters=3, n_init=10, random_state=0).fit(X)
maj = {}
for c in set(km.labels_):
    labs = sorted(r["label"] for r, l in zip(cl, km.labels_) if l == c)
    counts = {x: labs.count(x) for x in labs}
    maj[c] = sorted(counts, key=lambda x: (-counts[x], x))[0]
out["Clustering"] = {"rows": cl, "outcomes": [float(maj[l] == r["label"]) for r, l in zip(cl, km.labels_)],
                     "main_score": float(v_measure_score([r["label"] for r in cl], km.labels_))}

# --- Summarization: per item Spearman(relevance, max cosine to the human summaries) ----------------------------
# mteb (SummarizationEvaluator) skips a sample whose human scores, or whose cosine predictions, are all equal
summ, so = [], []
for i in range(6):
    hs = [text("hs") for _ in range(2)]
    ms = [text("ms", np.asarray(vectors[hs[0]]), 0.5 + 0.4 * j) for j in range(4)]
    rel = [float(x) for x in rng.randint(1, 6, size=4)]
    if i == 3:
        rel = [3.0, 3.0, 3.0, 3.0]  # skipped: not an item of the task
    summ.append({"human_summaries": hs, "machine_summaries": ms, "relevance": rel})
    if len(set(rel)) > 1:
        pred = [max(cos(vectors[m], vectors[h]) for h in hs) for m in ms]
        so.append(float(spearmanr(rel, pred).statistic))
out["Summarization"] = {"rows": summ, "outcomes": so, "main_score": float(np.mean(so))}

# --- BitextMining: nearest target (cosine; ties: lower index) of each source; main score weighted F1 ----------
bt = []
for i in range(12):
    a = text("src")
    bt.append({"sentence1": a, "sentence2": text("tgt", np.asarray(vectors[a]), 0.9)})
S = [[cos(vectors[r["sentence1"]], vectors[t["sentence2"]]) for t in bt] for r in bt]
pred = [int(np.argmax(row)) for row in S]
out["BitextMining"] = {"rows": bt, "outcomes": [float(p == i) for i, p in enumerate(pred)],
                       "main_score": float(f1_score(list(range(len(bt))), pred, average="weighted", zero_division=0))}

out["vectors"] = vectors
with open(OUT, "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print("wrote", OUT, {k: v.get("main_score") for k, v in out.items() if isinstance(v, dict) and "main_score" in v})
