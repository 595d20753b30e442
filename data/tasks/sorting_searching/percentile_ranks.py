# query: For each score return its percentile rank within the list, (number of scores below it + half the number equal
# to it, itself included) / count * 100, rounded to 1 decimal.
import bisect
def percentile_ranks(scores):
    s = sorted(scores)
    n = len(s)
    out = []
    for v in scores:
        below = bisect.bisect_left(s, v)
        equal = bisect.bisect_right(s, v) - below
        out.append(round((below + 0.5 * equal) * 100 / n, 1))
    return out

# tests
assert percentile_ranks([]) == []
assert percentile_ranks([7]) == [50.0]
assert percentile_ranks([1, 2]) == [25.0, 75.0]
assert percentile_ranks([10, 20, 30, 40]) == [12.5, 37.5, 62.5, 87.5]
assert percentile_ranks([5, 5, 5]) == [50.0, 50.0, 50.0]
assert percentile_ranks([3, 1, 2]) == [83.3, 16.7, 50.0]
assert percentile_ranks([1, 2, 2, 3, 4, 5]) == [8.3, 33.3, 33.3, 58.3, 75.0, 91.7]
assert percentile_ranks([9, 7, 9, 1]) == [75.0, 37.5, 75.0, 12.5]
