# query: Return Spearman's rank correlation between two equal-length lists, ranking each list with tied values given the
# average of their ranks and taking the Pearson correlation of the ranks, rounded to 4 decimals; different lengths,
# fewer than two pairs, or a list whose values are all equal give None.
import math
def spearman_rank_correlation(xs, ys):
    n = len(xs)
    if n != len(ys) or n < 2:
        return None
    def ranks(values):
        order = sorted(range(n), key=lambda i: values[i])
        r = [0.0] * n
        i = 0
        while i < n:
            j = i
            while j + 1 < n and values[order[j + 1]] == values[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2 + 1
            i = j + 1
        return r
    rx, ry = ranks(xs), ranks(ys)
    mx, my = sum(rx) / n, sum(ry) / n
    sxy = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    sxx = sum((a - mx) ** 2 for a in rx)
    syy = sum((b - my) ** 2 for b in ry)
    if sxx == 0 or syy == 0:
        return None
    return round(sxy / math.sqrt(sxx * syy), 4)

# tests
assert spearman_rank_correlation([1], [1]) is None
assert spearman_rank_correlation([1, 2], [1, 2, 3]) is None
assert spearman_rank_correlation([5, 5, 5], [1, 2, 3]) is None
assert spearman_rank_correlation([1, 2, 3], [10, 100, 1000]) == 1.0
assert spearman_rank_correlation([1, 2, 3], [9, 4, 1]) == -1.0
assert spearman_rank_correlation([1, 2, 3, 4], [1, 3, 2, 4]) == 0.8
assert spearman_rank_correlation([1, 2, 2, 3], [1, 2, 3, 4]) == 0.9487
assert spearman_rank_correlation([3, 1, 2], [30, 20, 10]) == 0.5
assert spearman_rank_correlation([10, 20, 30, 40, 50], [5, 1, 4, 2, 3]) == -0.3
