"""An independent check of `execret lite pools`: Okapi BM25 (k1, b; Lucene idf ln(1 + (N - df + 0.5)/(df + 0.5)),
query terms counted with repetition, as scripts/golden/bm25.py) over the whole corpus, the top k of each query
with ties broken by document id descending (trec_eval's order), and the 16-hex SHA-1 of each text.

Reads JSON on stdin: {"k1", "b", "top", "docs": [[id, text, tokens]], "queries": [[id, text, tokens]]} (the tokens
come from execret's tokenizer, which has its own tests) and prints {"bm25": {qid: [ids]}, "sha1": {id: hex}}.
Run by test/lite/pools.test.ts with /usr/bin/python3.
"""
import hashlib, json, math, sys
from collections import Counter

import numpy as np

inp = json.load(sys.stdin)
k1, b, top = inp["k1"], inp["b"], inp["top"]
docs = inp["docs"]
n = len(docs)
lens = [len(t) for _, _, t in docs]
avgdl = sum(lens) / n
postings = {}  # term -> ([doc index], [tf]) in document order
for d, (_, _, toks) in enumerate(docs):
    for term, tf in Counter(toks).items():
        p = postings.setdefault(term, ([], []))
        p[0].append(d)
        p[1].append(tf)
lens_a = np.array(lens, dtype=float)
weights = {}  # term -> per-document BM25 weight (idf times the saturated tf), computed once


def weight(term):
    if term not in weights:
        idx, tf = np.array(postings[term][0]), np.array(postings[term][1], dtype=float)
        idf = math.log(1 + (n - len(idx) + 0.5) / (len(idx) + 0.5))
        w = np.zeros(n)
        w[idx] = idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * lens_a[idx] / avgdl))
        weights[term] = w
    return weights[term]


# rank of each document when ids are sorted in descending order (the tie-break)
id_rank = np.empty(n, dtype=np.int64)
id_rank[sorted(range(n), key=lambda d: docs[d][0], reverse=True)] = np.arange(n)
out = {}
for qid, _, qtoks in inp["queries"]:
    scores = np.zeros(n)
    for term in qtoks:  # query terms in order, with repetition: the same additions as a loop over postings
        if term in postings:
            scores = scores + weight(term)
    # score descending, then id descending (np.lexsort: the last key is the primary one)
    order = np.lexsort((id_rank, -scores))
    out[qid] = [docs[d][0] for d in order[:top]]
sha = {i: hashlib.sha1(t.encode("utf-8")).hexdigest()[:16] for i, t, _ in docs + inp["queries"]}
json.dump({"bm25": out, "sha1": sha}, sys.stdout)
