"""Golden values for execret's lite stage and correlation statistics.

Run with Debian's interpreter (numpy, scipy, scikit-learn importable only there):
    /usr/bin/python3 scripts/golden/lite_golden.py
Writes test/lite/fixtures/lite-golden.json and test/stats/fixtures/correlation-golden.json. CI does not rerun it;
the committed JSON records the library versions that produced it.
"""
import json
import os
import warnings

import numpy as np
import scipy
import scipy.stats as st
import sklearn
from sklearn.cluster import KMeans
from sklearn.linear_model import LogisticRegression, Ridge

ROOT = os.path.join(os.path.dirname(__file__), '..', '..')
rng = np.random.default_rng(20261130)
warnings.filterwarnings('ignore')  # newton-cg's tol=1e-14 is below what it reports reaching; gradients are ~1e-9
versions = {'numpy': np.__version__, 'scipy': scipy.__version__, 'sklearn': sklearn.__version__}

# --- correlations (with ties) -------------------------------------------------------------------------------
cases = []
pairs = [
    ([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]),
    ([1, 2, 2, 3, 3, 3, 4], [1, 1, 2, 2, 3, 4, 4]),
    ([0.5, 0.5, 0.5, 0.1, 0.9, 0.2], [3, 1, 2, 2, 5, 0]),
    ([5, 4, 3, 2, 1], [1, 2, 3, 4, 5]),
]
for _ in range(4):
    n = int(rng.integers(8, 30))
    x = np.round(rng.normal(size=n), 1)  # rounding makes ties
    y = np.round(x + rng.normal(scale=0.7, size=n), 1)
    pairs.append((x.tolist(), y.tolist()))
for x, y in pairs:
    cases.append({
        'x': list(map(float, x)), 'y': list(map(float, y)),
        'pearson': float(st.pearsonr(x, y)[0]),
        'spearman': float(st.spearmanr(x, y)[0]),
        'kendall_b': float(st.kendalltau(x, y, variant='b')[0]),
        'ranks_x': st.rankdata(x, method='average').tolist(),
    })
os.makedirs(os.path.join(ROOT, 'test/stats/fixtures'), exist_ok=True)
with open(os.path.join(ROOT, 'test/stats/fixtures/correlation-golden.json'), 'w') as f:
    json.dump({'versions': versions, 'cases': cases}, f, indent=1)

# --- 2PL logistic fits: LogisticRegression(C, penalty='l2'), intercept not penalised -------------------------
m = 21
theta = rng.normal(size=m)
theta = (theta - theta.mean()) / theta.std()
logistic = []
for C in (0.5, 1.0, 10.0):
    for _ in range(4):
        a, b = rng.normal(1.5, 0.8), rng.normal(0, 1)
        p = 1 / (1 + np.exp(-(a * theta + b)))
        y = (rng.random(m) < p).astype(float)
        if y.min() == y.max():
            y[0] = 1 - y[0]
        lr = LogisticRegression(C=C, penalty='l2', solver='newton-cg', tol=1e-14, max_iter=10000)
        lr.fit(theta.reshape(-1, 1), y)
        logistic.append({'C': C, 'y': y.tolist(), 'a': float(lr.coef_[0, 0]), 'b': float(lr.intercept_[0])})
ridge = []
for C in (0.5, 1.0, 10.0):
    y = np.clip(0.5 + 0.1 * theta + rng.normal(scale=0.08, size=m), 0, 1)
    r = Ridge(alpha=1 / C).fit(theta.reshape(-1, 1), y)
    ridge.append({'C': C, 'y': y.tolist(), 'a': float(r.coef_[0]), 'b': float(r.intercept_)})

# --- k-means (Lloyd) from given initial centers --------------------------------------------------------------
km_cases = []
for (n, d, k) in ((60, 5, 4), (200, 12, 8)):
    centers_true = rng.normal(scale=3, size=(k, d))
    X = centers_true[rng.integers(0, k, size=n)] + rng.normal(size=(n, d))
    init = X[rng.choice(n, size=k, replace=False)]
    km = KMeans(n_clusters=k, init=init, n_init=1, algorithm='lloyd', tol=0, max_iter=300).fit(X)
    km_cases.append({'n': n, 'd': d, 'k': k, 'points': X.ravel().tolist(), 'init': init.ravel().tolist(),
                     'labels': km.labels_.tolist(), 'centers': km.cluster_centers_.ravel().tolist(),
                     'inertia': float(km.inertia_)})
# (Binary item vectors are left out: their many exact distance ties are broken by float rounding in
# scikit-learn's ||c||² − 2x·c, so labels can differ there without either being wrong.)

os.makedirs(os.path.join(ROOT, 'test/lite/fixtures'), exist_ok=True)
with open(os.path.join(ROOT, 'test/lite/fixtures/lite-golden.json'), 'w') as f:
    json.dump({'versions': versions, 'theta': theta.tolist(), 'logistic': logistic, 'ridge': ridge,
               'kmeans': km_cases}, f, indent=1)
print('wrote golden values', versions)
