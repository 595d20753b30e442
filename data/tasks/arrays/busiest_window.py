# query: Given sorted event timestamps, find the window [t, t + window) starting at an event time t that contains the
# most events; return (t, count), preferring the earliest t on ties, or (None, 0) when there are no events.
def busiest_window(timestamps, window):
    best_start, best = None, 0
    right = 0
    for left, t in enumerate(timestamps):
        while right < len(timestamps) and timestamps[right] < t + window:
            right += 1
        if right - left > best:
            best_start, best = t, right - left
    return best_start, best

# tests
assert busiest_window([], 10) == (None, 0)
assert busiest_window([5], 10) == (5, 1)
assert busiest_window([1, 2, 3, 20], 10) == (1, 3)
assert busiest_window([0, 10, 20], 10) == (0, 1)
assert busiest_window([0, 9, 10, 11, 25], 10) == (9, 3)
assert busiest_window([0, 5, 30, 31, 32, 33], 5) == (30, 4)
assert busiest_window([3, 3, 3, 4], 1) == (3, 3)
assert busiest_window([1, 4, 8, 12, 13], 5) == (1, 2)
assert busiest_window([-5, -1, 0, 100], 6) == (-5, 3)
