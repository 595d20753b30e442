# query: Using at most k increments of +1 spread over any elements, return the largest number of equal values a list
# can be made to contain.
def max_frequency_after_increments(nums, k):
    s = sorted(nums)
    left = 0
    total = 0
    best = 0
    for right, v in enumerate(s):
        total += v
        while v * (right - left + 1) - total > k:
            total -= s[left]
            left += 1
        best = max(best, right - left + 1)
    return best

# tests
assert max_frequency_after_increments([], 3) == 0
assert max_frequency_after_increments([5], 0) == 1
assert max_frequency_after_increments([1, 2, 4], 5) == 3
assert max_frequency_after_increments([1, 4, 8, 13], 5) == 2
assert max_frequency_after_increments([3, 9, 6], 2) == 1
assert max_frequency_after_increments([2, 2, 2], 0) == 3
assert max_frequency_after_increments([5, 3, 6], 1) == 2
assert max_frequency_after_increments([1, 2, 3], 2) == 2
assert max_frequency_after_increments([1, 2, 3], 3) == 3
assert max_frequency_after_increments([-3, -1, 0, 10], 4) == 3
