"""Golden values for src/retrieve/sparse/bm25.ts: an independent Okapi BM25 in the style of rank_bm25's
BM25Okapi.get_scores (query terms with repetition, per-document term counts, avgdl over the documents), but with
Lucene's idf ln(1 + (N - df + 0.5) / (df + 0.5)) as execret documents.

Run: /usr/bin/python3 scripts/golden/bm25.py   (writes test/fixtures/golden/bm25-golden.json)
The documents are given as token lists, so this checks the scoring formula; the tokenizer has its own tests.
"""
import json, math, os, sys

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "test", "fixtures", "golden", "bm25-golden.json")
docs = [
    "def clamp ( x , lo , hi ) : if x < lo : return lo if x > hi : return hi return x".split(),
    "def clamp ( x , lo , hi ) : if x <= lo : return lo if x > hi : return hi return x".split(),
    "def gcd ( a , b ) : while b : a , b = b , a % b return a".split(),
    "def is sorted ( xs ) : for i in range ( 1 , len ( xs ) ) : if xs [ i - 1 ] > xs [ i ] : return false return true".split(),
    "def count vowels ( s ) : n = 0 for ch in s : if ch in ' aeiou ' : n += 1 return n".split(),
    [],
]
queries = [
    "clamp a value x into the range lo hi".split(),
    "greatest common divisor gcd gcd".split(),
    "return true when the list xs is sorted".split(),
    "<= <".split(),
    "unknown words only".split(),
]


class BM25:
    def __init__(self, corpus, k1, b):
        self.k1, self.b = k1, b
        self.corpus_size = len(corpus)
        self.doc_len = [len(d) for d in corpus]
        self.avgdl = sum(self.doc_len) / self.corpus_size
        self.doc_freqs = []
        nd = {}
        for d in corpus:
            freqs = {}
            for w in d:
                freqs[w] = freqs.get(w, 0) + 1
            self.doc_freqs.append(freqs)
            for w in freqs:
                nd[w] = nd.get(w, 0) + 1
        self.idf = {w: math.log(1 + (self.corpus_size - n + 0.5) / (n + 0.5)) for w, n in nd.items()}

    def get_scores(self, query):
        scores = [0.0] * self.corpus_size
        for q in query:
            for i, freqs in enumerate(self.doc_freqs):
                tf = freqs.get(q, 0)
                if tf == 0:
                    continue
                denom = tf + self.k1 * (1 - self.b + self.b * self.doc_len[i] / self.avgdl)
                scores[i] += self.idf[q] * (tf * (self.k1 + 1) / denom)
        return scores


cases = []
for k1, b in [(1.2, 0.75), (1.5, 0.0), (0.9, 1.0), (2.0, 0.3)]:
    m = BM25(docs, k1, b)
    cases.append({"k1": k1, "b": b, "scores": [m.get_scores(q) for q in queries]})
with open(OUT, "w") as f:
    json.dump({"produced_by": f"scripts/golden/bm25.py, Python {sys.version.split()[0]}", "docs": docs,
               "queries": queries, "cases": cases}, f, indent=1)
    f.write("\n")
print(f"wrote {len(cases)} BM25 cases")
