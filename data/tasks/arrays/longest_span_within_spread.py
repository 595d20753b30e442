# query: Return the length of the longest contiguous stretch of a list whose largest and smallest values differ by
# at most limit (0 for an empty list).
from collections import deque
def longest_span_within_spread(values, limit):
    lows = deque()
    highs = deque()
    left = 0
    best = 0
    for right, v in enumerate(values):
        while lows and values[lows[-1]] > v:
            lows.pop()
        lows.append(right)
        while highs and values[highs[-1]] < v:
            highs.pop()
        highs.append(right)
        while values[highs[0]] - values[lows[0]] > limit:
            left += 1
            if lows[0] < left:
                lows.popleft()
            if highs[0] < left:
                highs.popleft()
        best = max(best, right - left + 1)
    return best

# tests
assert longest_span_within_spread([], 3) == 0
assert longest_span_within_spread([5], 0) == 1
assert longest_span_within_spread([8, 2, 4, 7], 4) == 2
assert longest_span_within_spread([10, 1, 2, 4, 7, 2], 5) == 4
assert longest_span_within_spread([4, 2, 2, 2, 4, 4, 2, 2], 0) == 3
assert longest_span_within_spread([0, 1, 0, 5, 3], 4) == 3
assert longest_span_within_spread([6, 4, 5, 2, 4], 2) == 3
assert longest_span_within_spread([-2, 0, -1, 3, 1, 2], 2) == 3
assert longest_span_within_spread([1, 2, 3, 4, 5], 10) == 5
assert longest_span_within_spread([7, 1, 6, 2, 5, 3], 2) == 2
