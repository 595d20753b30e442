"""The scipy.sparse BM25 reference that bench/bm25-scale-bench.ts times beside execret. Not part of the product.

Run: /usr/bin/python3 -I scripts/bench/bm25_scipy.py CORPUS.txt QUERIES.txt K
(one text a line, newlines inside texts written as \\n). The same formula and tokenizer as execret's bm25
(src/retrieve/sparse/bm25.ts, src/retrieve/tokenize.ts, ported for ASCII text): Lucene idf ln(1 + (N - df + 0.5) /
(df + 0.5)), k1 = 1.2, b = 0.75, query terms counted with repetition. Index: tokenize, a vocabulary dict, term ids in a
typed array, one CSR matrix of BM25 weights (terms x documents: each row a posting list). Queries, one at a time: the
rows of the query's terms times its term counts (a sparse matrix-vector product in C over its postings only, never a
queries x documents matrix), then np.argpartition for the top K and a sort (score descending, ties by document index
descending, which is execret's id rule for ids that sort as their indices). Prints one JSON line: index seconds, query seconds,
peak RSS, and each query's top 1 and its score."""
import json, re, resource, sys, time
from array import array
import numpy as np
import scipy
import scipy.sparse as sp

OPS = [">>>=", "===", "!==", "**=", "//=", "<<=", ">>=", ">>>", "...", "??=", "&&=", "||=", "==", "!=", "<=", ">=",
       "**", "//", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=", "&&", "||", "??", "?.", "<<", ">>", "->",
       "=>", "++", "--", ":="]
TOKEN = re.compile(r"(\w+)|(" + "|".join(re.escape(o) for o in OPS) + r")|([^\s\w])")
PART = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|[0-9]+|[A-Za-z]+")


_words = {}


def word_tokens(word):
    """The parts of one identifier (split at _, camelCase, digits), lower-cased; memoised (code repeats names)."""
    got = _words.get(word)
    if got is None:
        got = [p.lower() for chunk in word.split("_") for p in PART.findall(chunk)]
        if len(_words) < 2_000_000:
            _words[word] = got
    return got


def tokenize(text):
    out = []
    for word, op, other in TOKEN.findall(text):
        if word:
            out += word_tokens(word)
        else:
            out.append(op or other)
    return out


def read(path):
    with open(path) as f:
        return [l.rstrip("\n").replace("\\n", "\n") for l in f]


corpus_file, queries_file, K = sys.argv[1], sys.argv[2], int(sys.argv[3])
docs = read(corpus_file)
queries = read(queries_file)
k1, b = 1.2, 0.75

t0 = time.perf_counter()
c0 = time.process_time()
vocab = {}
# term ids in a typed array (4 bytes each), not a list of Python ints: 60M postings stay 240 MB
indices = array("i")
indptr = array("q", [0])
for text in docs:
    indices.extend([vocab.setdefault(t, len(vocab)) for t in tokenize(text)])
    indptr.append(len(indices))
del docs
indices = np.frombuffer(indices, dtype=np.int32)
indptr = np.frombuffer(indptr, dtype=np.int64)
N = len(indptr) - 1
counts = sp.csr_matrix((np.ones(len(indices), dtype=np.float64), indices, indptr), shape=(N, len(vocab)))
counts.sum_duplicates()
del indices
dl = np.diff(indptr).astype(np.float64)
avgdl = dl.mean()
df = np.bincount(counts.indices, minlength=len(vocab))
idf = np.log(1 + (N - df + 0.5) / (df + 0.5))
norm = k1 * (1 - b + b * dl / avgdl)
tf = counts.data
rows = np.repeat(np.arange(N, dtype=np.int32), np.diff(counts.indptr))
counts.data = idf[counts.indices] * tf * (k1 + 1) / (tf + norm[rows])
del rows, tf
# terms x documents, CSR: a query's score row is the weighted sum of its terms' rows (posting lists)
W = counts.T.tocsr()
del counts
index_s = time.perf_counter() - t0
index_cpu = time.process_time() - c0

t1 = time.perf_counter()
c1 = time.process_time()
top1, top1s = [], []
kk = min(K, N)
desc_index = -np.arange(N, dtype=np.int64)
for text in queries:
    # the query's terms with their counts; its score row is (counts) x (those terms' rows of W): a sparse
    # matrix-vector product in C over exactly the query's postings, no queries x documents matrix
    terms = {}
    for t in tokenize(text):
        j = vocab.get(t)
        if j is not None:
            terms[j] = terms.get(j, 0) + 1
    if terms:
        js = np.fromiter(terms.keys(), dtype=np.int64, count=len(terms))
        cs = np.fromiter(terms.values(), dtype=np.float64, count=len(terms))
        s = W[js].T @ cs
    else:
        s = np.zeros(N)
    part = np.argpartition(-s, kk - 1)[:kk]
    ps = s[part]
    order = np.lexsort((desc_index[part], -ps))  # score descending, then index descending
    top1.append(int(part[order[0]]))
    top1s.append(float(ps[order[0]]))
query_s = time.perf_counter() - t1
query_cpu = time.process_time() - c1
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({"indexSeconds": index_s, "querySeconds": query_s, "indexCpuSeconds": index_cpu, "queryCpuSeconds": query_cpu, "peakRssBytes": peak, "top1": top1,
                  "top1Score": top1s, "numpy": np.__version__, "scipy": scipy.__version__, "terms": len(vocab)}))
