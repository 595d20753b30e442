"""Golden values for src/retrieve/sparse/tfidf.ts from scikit-learn:
TfidfVectorizer(analyzer="char", ngram_range=r) fitted on the documents; scores = cosine (rows are l2-normalised)
of the transformed queries against the documents.

Run: /usr/bin/python3 scripts/golden/tfidf.py   (writes test/fixtures/golden/tfidf-golden.json)
"""
import json, os, sys
import sklearn
from sklearn.feature_extraction.text import TfidfVectorizer

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "test", "fixtures", "golden", "tfidf-golden.json")
docs = [
    "def clamp(x, lo, hi):\n    if x < lo:\n        return lo\n    return min(x, hi)\n",
    "def clamp(x, lo, hi):\n    if x <= lo:\n        return lo\n    return min(x, hi)\n",
    "function isSorted(xs) {\n  for (let i = 1; i < xs.length; i++) if (xs[i - 1] > xs[i]) return false;\n  return true;\n}\n",
    "def gcd(a, b):\n\twhile b:\n\t\ta, b = b, a % b\n\treturn a\n",
    "x",
    "Straße café naïve — Ünïcode",
]
queries = ["Clamp x into [lo, hi].", "Greatest common divisor", "is the array sorted?", "zzz", "  CAFÉ  naive "]
cases = []
for r in [(3, 5), (2, 4), (1, 1), (4, 4)]:
    v = TfidfVectorizer(analyzer="char", ngram_range=r)
    D = v.fit_transform(docs)
    Q = v.transform(queries)
    cases.append({"ngram": list(r), "scores": (Q @ D.T).toarray().tolist()})
with open(OUT, "w") as f:
    json.dump({"produced_by": f"scripts/golden/tfidf.py, Python {sys.version.split()[0]}, scikit-learn {sklearn.__version__}",
               "docs": docs, "queries": queries, "cases": cases}, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(f"wrote {len(cases)} TF-IDF cases")
