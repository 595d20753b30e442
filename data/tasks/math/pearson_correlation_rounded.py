# query: Return Pearson's correlation coefficient between two equal-length lists of numbers, rounded to 4 decimals; if
# the lengths differ, there are fewer than two pairs, or either list has no variation, return None.
import math
def pearson_correlation_rounded(xs, ys):
    n = len(xs)
    if n != len(ys) or n < 2:
        return None
    mx = sum(xs) / n
    my = sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    if sxx == 0 or syy == 0:
        return None
    return round(sxy / math.sqrt(sxx * syy), 4)

# tests
assert pearson_correlation_rounded([1], [2]) is None
assert pearson_correlation_rounded([1, 2], [1, 2, 3]) is None
assert pearson_correlation_rounded([1, 1, 1], [1, 2, 3]) is None
assert pearson_correlation_rounded([1, 2, 3], [4, 4, 4]) is None
assert pearson_correlation_rounded([1, 2, 3], [2, 4, 6]) == 1.0
assert pearson_correlation_rounded([1, 2, 3], [6, 4, 2]) == -1.0
assert pearson_correlation_rounded([1, 2, 3, 4], [1, 3, 2, 4]) == 0.8
assert pearson_correlation_rounded([1, 2, 3, 4, 5], [2, 1, 4, 3, 5]) == 0.8
assert pearson_correlation_rounded([1, 2, 3, 4], [2, 1, 1, 2]) == 0.0
assert pearson_correlation_rounded([10, 20, 30], [1, 5, 6]) == 0.9449
