# query: For each interval [start, end] (starts all distinct), return the index of the interval with the smallest
# start that is >= its end (possibly itself), or -1 when no start is that large.
import bisect
def find_right_interval(intervals):
    starts = sorted((s, i) for i, (s, _) in enumerate(intervals))
    keys = [s for s, _ in starts]
    out = []
    for _, end in intervals:
        k = bisect.bisect_left(keys, end)
        out.append(starts[k][1] if k < len(starts) else -1)
    return out

# tests
assert find_right_interval([]) == []
assert find_right_interval([[1, 2]]) == [-1]
assert find_right_interval([[3, 4], [2, 3], [1, 2]]) == [-1, 0, 1]
assert find_right_interval([[1, 4], [2, 3], [3, 4]]) == [-1, 2, -1]
assert find_right_interval([[1, 1]]) == [0]
assert find_right_interval([[5, 6], [1, 5], [6, 7]]) == [2, 0, -1]
assert find_right_interval([[-3, 0], [0, 2], [4, 9]]) == [1, 2, -1]
assert find_right_interval([[0, 10], [2, 3], [11, 12]]) == [2, 2, -1]
