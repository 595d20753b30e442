# query: Return the largest total of two non-overlapping windows of consecutive values, one of length first_len and one
# of length second_len, in either order; None when the list is too short for both.
def max_two_window_sum(nums, first_len, second_len):
    n = len(nums)
    prefix = [0]
    for v in nums:
        prefix.append(prefix[-1] + v)
    def window(i, length):
        return prefix[i + length] - prefix[i]
    best = None
    for a, b in ((first_len, second_len), (second_len, first_len)):
        best_left = None
        for j in range(a, n - b + 1):
            left = window(j - a, a)
            if best_left is None or left > best_left:
                best_left = left
            total = best_left + window(j, b)
            if best is None or total > best:
                best = total
    return best

# tests
assert max_two_window_sum([1, 2], 2, 1) is None
assert max_two_window_sum([1, 2], 1, 1) == 3
assert max_two_window_sum([0, 6, 5, 2, 2, 5, 1, 9, 4], 1, 2) == 20
assert max_two_window_sum([3, 8, 1, 3, 2, 1, 8, 9, 0], 3, 2) == 29
assert max_two_window_sum([2, 1, 5, 6, 0, 9, 5, 0, 3, 8], 4, 3) == 31
assert max_two_window_sum([5, -1, -1, 5], 1, 1) == 10
assert max_two_window_sum([-2, -3, -1], 1, 2) == -6
assert max_two_window_sum([9, 1, 1, 1, 9], 2, 1) == 19
assert max_two_window_sum([1, 1, 9, 9, 1], 1, 2) == 19
