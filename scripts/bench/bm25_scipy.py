"""The scipy.sparse BM25 reference that bench/bm25-scale-bench.ts times beside execret. Not part of the product.

Run: /usr/bin/python3 -I scripts/bench/bm25_scipy.py CORPUS.txt QUERIES.txt K
(one text a line, newlines inside texts written as \\n). The same formula and tokenizer as execret's bm25
(src/retrieve/sparse/bm25.ts, src/retrieve/tokenize.ts, ported for ASCII text): Lucene idf ln(1 + (N - df + 0.5) /
(df + 0.5)), k1 = 1.2, b = 0.75, query terms counted with repetition. Index: tokenize, a vocabulary dict, one CSR
matrix of BM25 weights (documents x terms). Queries: a CSR matrix of term counts, multiplied by the weights' transpose
in batches, then np.argpartition for the top K and a sort (score descending, ties by document index descending,
which is execret's id rule for ids that sort as their indices). Prints one JSON line: index seconds, query seconds,
peak RSS, and each query's top 1 and its score."""
import json, re, resource, sys, time
import numpy as np
import scipy
import scipy.sparse as sp

OPS = [">>>=", "===", "!==", "**=", "//=", "<<=", ">>=", ">>>", "...", "??=", "&&=", "||=", "==", "!=", "<=", ">=",
       "**", "//", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "&&", "||", "??", "?.", "<<", ">>", "->",
       "=>", "++", "--", ":="]
TOKEN = re.compile(r"(\w+)|(" + "|".join(re.escape(o) for o in OPS) + r")|([^\s\w])")
PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+|[A-Za-z]+")


def tokenize(text):
    out = []
    for m in TOKEN.finditer(text):
        if m.group(1) is not None:
            for chunk in m.group(1).split("_"):
                out += [p.lower() for p in PART.findall(chunk)]
        else:
            out.append(m.group(0))
    return out


def read(path):
    with open(path) as f:
        return [l.rstrip("\n").replace("\\n", "\n") for l in f]


corpus_file, queries_file, K = sys.argv[1], sys.argv[2], int(sys.argv[3])
docs = read(corpus_file)
queries = read(queries_file)
k1, b = 1.2, 0.75

t0 = time.perf_counter()
vocab = {}
indptr, indices = [0], []
for text in docs:
    for t in tokenize(text):
        indices.append(vocab.setdefault(t, len(vocab)))
    indptr.append(len(indices))
indices = np.asarray(indices, dtype=np.int32)
counts = sp.csr_matrix((np.ones(len(indices), dtype=np.float64), indices, np.asarray(indptr, dtype=np.int64)),
                       shape=(len(docs), len(vocab)))
counts.sum_duplicates()
N = len(docs)
dl = np.diff(np.asarray(indptr))
avgdl = dl.mean()
df = np.bincount(counts.indices, minlength=len(vocab))
idf = np.log(1 + (N - df + 0.5) / (df + 0.5))
norm = k1 * (1 - b + b * dl / avgdl)
tf = counts.data
rows = np.repeat(np.arange(N), np.diff(counts.indptr))
counts.data = idf[counts.indices] * tf * (k1 + 1) / (tf + norm[rows])
W = counts.T.tocsr()  # terms x documents
index_s = time.perf_counter() - t0

t1 = time.perf_counter()
qi, qj, qv = [], [], []
for i, text in enumerate(queries):
    for t in tokenize(text):
        j = vocab.get(t)
        if j is not None:
            qi.append(i); qj.append(j); qv.append(1.0)
Q = sp.csr_matrix((qv, (qi, qj)), shape=(len(queries), len(vocab)))
top1, top1s = [], []
B = 64
for q0 in range(0, len(queries), B):
    S = (Q[q0:q0 + B] @ W).toarray()
    kk = min(K, N)
    part = np.argpartition(-S, kk - 1, axis=1)[:, :kk]
    ps = np.take_along_axis(S, part, axis=1)
    order = np.lexsort((-part, -ps), axis=1)  # score descending, then index descending
    best = np.take_along_axis(part, order, axis=1)
    top1 += best[:, 0].tolist()
    top1s += np.take_along_axis(ps, order, axis=1)[:, 0].tolist()
query_s = time.perf_counter() - t1
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({"indexSeconds": index_s, "querySeconds": query_s, "peakRssBytes": peak, "top1": top1,
                  "top1Score": top1s, "numpy": np.__version__, "scipy": scipy.__version__, "terms": len(vocab)}))
