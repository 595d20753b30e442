# query: Given a list of integers sorted in non-decreasing order, count how many elements lie in the closed
# range [low, high] using binary searches for both boundaries; return 0 when low > high or the list is empty.
def count_values_in_range(nums, low, high):
    if low > high:
        return 0
    def boundary(value, inclusive):
        lo, hi = 0, len(nums)
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] < value or (inclusive and nums[mid] == value):
                lo = mid + 1
            else:
                hi = mid
        return lo
    return boundary(high, True) - boundary(low, False)

# tests
assert count_values_in_range([], 1, 5) == 0
assert count_values_in_range([1, 2, 3, 4, 5], 2, 4) == 3
assert count_values_in_range([1, 2, 3, 4, 5], 5, 2) == 0
assert count_values_in_range([1, 2, 2, 2, 3], 2, 2) == 3
assert count_values_in_range([1, 2, 2, 2, 3], 0, 10) == 5
assert count_values_in_range([1, 3, 5], 6, 9) == 0
assert count_values_in_range([-5, -3, -3, 0, 4], -3, 0) == 3
assert count_values_in_range([1, 3, 5, 7], 2, 6) == 2
assert count_values_in_range([4, 4, 4], 3, 4) == 3
