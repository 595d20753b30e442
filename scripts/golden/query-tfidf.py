"""Golden values for src/construct/cross/query-similarity.ts from scikit-learn: TfidfVectorizer() with its
defaults (word tokens `(?u)\\b\\w\\w+\\b`, lower-case, smooth idf, l2 rows) fitted on the queries; cosine = row dot
products. The same vectorizer scripts/check-tasks.py flags near-duplicate queries with (cosine > 0.8).

Run: /usr/bin/python3 scripts/golden/query-tfidf.py   (writes test/fixtures/golden/query-tfidf-golden.json)
"""
import json, os, sys
import sklearn
from sklearn.feature_extraction.text import TfidfVectorizer

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "test", "fixtures", "golden", "query-tfidf-golden.json")
queries = [
    "Merge overlapping closed intervals and return them sorted by start.",
    "Merge overlapping intervals, returning them sorted by their start.",
    "Return the greatest common divisor of two non-negative integers.",
    "Greatest common divisor of a and b (both non-negative).",
    "Count the items of xs that lie in the half-open window [a, b).",
    "Parse an ISO 8601 date like 2024-02-29 into (year, month, day); x_y is one token, a is none.",
    "Straße café naïve — Ünïcode ÜBER über 3.14 π",
    "a b c",
    "",
]
m = TfidfVectorizer().fit_transform(queries)
cos = (m @ m.T).toarray().tolist()
with open(OUT, "w") as f:
    json.dump({"produced_by": f"scripts/golden/query-tfidf.py, Python {sys.version.split()[0]}, scikit-learn {sklearn.__version__}",
               "queries": queries, "cosine": cos}, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(f"wrote a {len(queries)} x {len(queries)} cosine matrix")
