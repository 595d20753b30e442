# query: Given an ascending sorted list of numbers and a target, use binary search to return the element closest
# to the target; on a tie between two elements return the smaller one, and return None for an empty list.
def closest_value_sorted(nums, target):
    if not nums:
        return None
    lo, hi = 0, len(nums)
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid
    if lo == len(nums):
        return nums[-1]
    if lo == 0:
        return nums[0]
    before, after = nums[lo - 1], nums[lo]
    if target - before <= after - target:
        return before
    return after

# tests
assert closest_value_sorted([], 5) is None
assert closest_value_sorted([4], -10) == 4
assert closest_value_sorted([1, 3, 8, 10], 9) == 8
assert closest_value_sorted([1, 3, 8, 10], 12) == 10
assert closest_value_sorted([1, 3, 8, 10], -2) == 1
assert closest_value_sorted([1, 3, 8, 10], 2) == 1
assert closest_value_sorted([1, 3, 8, 10], 7) == 8
assert closest_value_sorted([1, 3, 8, 10], 8) == 8
assert closest_value_sorted([-6, -2, 5], -3) == -2
assert closest_value_sorted([1, 4, 6, 9, 12, 20], 13) == 12
