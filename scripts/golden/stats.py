"""Golden values for src/stats, from scipy and numpy.

Run: /usr/bin/python3 scripts/golden/stats.py   (writes test/fixtures/golden/stats-golden.json)

- mcnemar: scipy.stats.binomtest(n10, n01 + n10, 0.5, alternative="two-sided").pvalue for a grid of
  discordant counts, small to large (p = 1 when n01 + n10 = 0, where binomtest is undefined).
- quantile: numpy.percentile(x, q) (method "linear", Hyndman-Fan type 7) on fixed vectors.
"""
import json, os, sys
import numpy as np
import scipy
from scipy.stats import binomtest

OUT = os.path.join(os.path.dirname(__file__), "..", "..", "test", "fixtures", "golden", "stats-golden.json")
cases = [(0, 0), (0, 1), (1, 0), (0, 5), (5, 0), (1, 4), (2, 2), (3, 3), (3, 4), (7, 1), (10, 20), (12, 13),
         (0, 30), (25, 75), (100, 130), (180, 200), (450, 550), (1000, 1100), (4900, 5100), (20000, 20400),
         (49000, 51000), (0, 1074), (3, 2000), (150000, 151500)]
mcnemar = []
for n01, n10 in cases:
    n = n01 + n10
    p = 1.0 if n == 0 else float(binomtest(n10, n, 0.5, alternative="two-sided").pvalue)
    mcnemar.append({"n01": n01, "n10": n10, "p": p})
rng = np.random.default_rng(7)
vectors = [[0.5], [1.0, 0.0], [0.1, 0.4, 0.2, 0.3], list(rng.random(101)), list(rng.integers(0, 2, 5000) / 3)]
quantile = []
for x in vectors:
    for q in [0.0, 0.025, 0.25, 0.5, 0.975, 1.0]:
        quantile.append({"x": [float(v) for v in x], "q": q, "value": float(np.percentile(x, 100 * q))})
doc = {"produced_by": f"scripts/golden/stats.py, Python {sys.version.split()[0]}, scipy {scipy.__version__}, numpy {np.__version__}",
       "mcnemar": mcnemar, "quantile": quantile}
with open(OUT, "w") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")
print(f"wrote {len(mcnemar)} McNemar and {len(quantile)} quantile golden values")
