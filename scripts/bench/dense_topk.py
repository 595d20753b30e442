"""numpy's exact dense top k, the reference the dense benches time beside execret (bench/score-bench.ts,
bench/dense-scale-bench.ts). Not part of the product.

Run: /usr/bin/python3 -I scripts/bench/dense_topk.py QUERIES.npy CORPUS.npy K RUNS [CHUNK]

Loads both matrices (np.load with mmap_mode='r'; the corpus is read CHUNK rows at a time, default all), L2-normalises
rows, then per chunk: float32 matrix product (BLAS), np.argpartition for each query's k best, merged with the
running best; finally a sort of each query's k by score descending. Prints one JSON line: the seconds of each run, wall and CPU
(all threads; loading excluded) and the top 1 of the first queries, so the caller can compare rankings."""
import json, sys, time
import numpy as np

qf, cf, k, runs = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
chunk = int(sys.argv[5]) if len(sys.argv) > 5 else 0
q = np.load(qf).astype(np.float32)
c = np.load(cf, mmap_mode="r")
chunk = chunk or c.shape[0]


def normalise(x):
    n = np.linalg.norm(x, axis=1, keepdims=True)
    n[n == 0] = 1
    return (x / n).astype(np.float32)


def once():
    qn = normalise(q)
    best_s = np.full((qn.shape[0], 0), -np.inf, dtype=np.float32)
    best_i = np.zeros((qn.shape[0], 0), dtype=np.int64)
    for c0 in range(0, c.shape[0], chunk):
        block = normalise(np.asarray(c[c0 : c0 + chunk], dtype=np.float32))
        s = qn @ block.T
        kk = min(k, s.shape[1])
        part = np.argpartition(-s, kk - 1, axis=1)[:, :kk]
        ps = np.take_along_axis(s, part, axis=1)
        best_s = np.concatenate([best_s, ps], axis=1)
        best_i = np.concatenate([best_i, part + c0], axis=1)
        if best_s.shape[1] > k:
            keep = np.argpartition(-best_s, k - 1, axis=1)[:, :k]
            best_s = np.take_along_axis(best_s, keep, axis=1)
            best_i = np.take_along_axis(best_i, keep, axis=1)
    order = np.argsort(-best_s, axis=1, kind="stable")
    return np.take_along_axis(best_i, order, axis=1)


seconds, cpu, top = [], [], None
for _ in range(runs):
    t = time.perf_counter()
    c_start = time.process_time()
    top = once()
    seconds.append(time.perf_counter() - t)
    cpu.append(time.process_time() - c_start)
import resource

peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
print(json.dumps({"seconds": seconds, "cpuSeconds": cpu, "numpy": np.__version__, "top1": top[:, 0].tolist(), "peakRssBytes": peak}))
