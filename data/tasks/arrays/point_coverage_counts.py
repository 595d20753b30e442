# query: For each query point, count how many of the given closed intervals (start, end) contain it, endpoints
# included; return the counts in the order of the points.
import bisect
def point_coverage_counts(intervals, points):
    starts = sorted(s for s, _ in intervals)
    ends = sorted(e for _, e in intervals)
    out = []
    for p in points:
        started = bisect.bisect_right(starts, p)
        ended = bisect.bisect_left(ends, p)
        out.append(started - ended)
    return out

# tests
assert point_coverage_counts([], [1, 2]) == [0, 0]
assert point_coverage_counts([(1, 5)], []) == []
assert point_coverage_counts([(1, 5)], [0, 1, 3, 5, 6]) == [0, 1, 1, 1, 0]
assert point_coverage_counts([(1, 5), (3, 8)], [2, 3, 5, 8, 9]) == [1, 2, 2, 1, 0]
assert point_coverage_counts([(2, 2), (2, 4)], [1, 2, 3]) == [0, 2, 1]
assert point_coverage_counts([(-3, 0), (-1, 1), (0, 0)], [0, -2, 1]) == [3, 1, 1]
assert point_coverage_counts([(1, 4), (1, 4), (4, 6)], [4, 1, 6]) == [3, 2, 1]
assert point_coverage_counts([(10, 20), (0, 5)], [7, 5, 10]) == [0, 1, 1]
