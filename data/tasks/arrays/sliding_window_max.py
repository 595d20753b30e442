# query: Return the maximum of every contiguous window of k elements of a list, sliding one position at a time
# from left to right; if k is below 1 or larger than the list length return an empty list.
from collections import deque
def sliding_window_max(nums, k):
    if k < 1:
        return []
    window = deque()
    out = []
    for i, x in enumerate(nums):
        while window and nums[window[-1]] <= x:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(nums[window[0]])
    return out

# tests
assert sliding_window_max([], 1) == []
assert sliding_window_max([1, 2], 0) == []
assert sliding_window_max([1, 2], 3) == []
assert sliding_window_max([1, 3, -1, -3, 5, 3, 6, 7], 3) == [3, 3, 5, 5, 6, 7]
assert sliding_window_max([4, 2], 2) == [4]
assert sliding_window_max([9, 8, 7, 6], 2) == [9, 8, 7]
assert sliding_window_max([1, 2, 3], 1) == [1, 2, 3]
assert sliding_window_max([5, 1, 3], 2) == [5, 3]
assert sliding_window_max([5, 1, 1, 1], 3) == [5, 1]
assert sliding_window_max([2, 2, 1], 2) == [2, 2]
