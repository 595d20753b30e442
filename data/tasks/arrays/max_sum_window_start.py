# query: Return the start index of the window of k consecutive values with the largest sum, preferring the earliest
# such window; return -1 when k < 1 or k exceeds the number of values.
def max_sum_window_start(values, k):
    if k < 1 or k > len(values):
        return -1
    total = sum(values[:k])
    best, best_start = total, 0
    for i in range(k, len(values)):
        total += values[i] - values[i - k]
        if total > best:
            best, best_start = total, i - k + 1
    return best_start

# tests
assert max_sum_window_start([], 1) == -1
assert max_sum_window_start([1, 2], 0) == -1
assert max_sum_window_start([1, 2], 3) == -1
assert max_sum_window_start([1, 2], 2) == 0
assert max_sum_window_start([1, 4, 2, 10, 23, 3, 1, 0, 20], 4) == 1
assert max_sum_window_start([5, 1, 1, 5], 1) == 0
assert max_sum_window_start([3, 3, 3, 3], 2) == 0
assert max_sum_window_start([-5, -1, -3, -2], 2) == 1
assert max_sum_window_start([1, 9, 1, 1, 9, 2], 2) == 4
assert max_sum_window_start([0, 0, 1], 2) == 1
