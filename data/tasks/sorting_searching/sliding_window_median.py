# query: Return the median of every window of k consecutive values, in order (the middle value for odd k, the mean of
# the two middle values for even k); k < 1 or k larger than the list gives [].
import bisect
def sliding_window_median(values, k):
    if k < 1:
        return []
    window = sorted(values[:k])
    out = []
    for i in range(k, len(values) + 1):
        if k % 2:
            out.append(window[k // 2])
        else:
            out.append((window[k // 2 - 1] + window[k // 2]) / 2)
        if i < len(values):
            window.pop(bisect.bisect_left(window, values[i - k]))
            bisect.insort(window, values[i])
    return out

# tests
assert sliding_window_median([], 1) == []
assert sliding_window_median([1, 2], 0) == []
assert sliding_window_median([1, 2], 3) == []
assert sliding_window_median([1, 3, -1, -3, 5, 3, 6, 7], 3) == [1, -1, -1, 3, 5, 6]
assert sliding_window_median([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]
assert sliding_window_median([5, 2, 8], 1) == [5, 2, 8]
assert sliding_window_median([4, 1, 7, 1, 8], 4) == [2.5, 4.0]
assert sliding_window_median([2, 2, 2, 9], 3) == [2, 2]
assert sliding_window_median([6, 5, 4, 3, 2], 5) == [4]
