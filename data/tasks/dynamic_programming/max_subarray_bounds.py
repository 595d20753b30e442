# query: Find a non-empty contiguous run of a list with the largest sum and return (sum, start, end) with inclusive
# indices; among equal sums prefer the run that ends first and then the shortest one; an empty list gives None.
def max_subarray_bounds(nums):
    if not nums:
        return None
    best = (nums[0], 0, 0)
    cur = nums[0]
    start = 0
    for i in range(1, len(nums)):
        if cur <= 0:
            cur = nums[i]
            start = i
        else:
            cur += nums[i]
        if cur > best[0]:
            best = (cur, start, i)
    return best

# tests
assert max_subarray_bounds([]) is None
assert max_subarray_bounds([-3]) == (-3, 0, 0)
assert max_subarray_bounds([-2, 1, -3, 4, -1, 2, 1, -5, 4]) == (6, 3, 6)
assert max_subarray_bounds([-5, -2, -7]) == (-2, 1, 1)
assert max_subarray_bounds([1, 2, 3]) == (6, 0, 2)
assert max_subarray_bounds([0, 0, 3]) == (3, 2, 2)
assert max_subarray_bounds([3, -3, 3]) == (3, 0, 0)
assert max_subarray_bounds([2, -1, 2, -10, 4]) == (4, 4, 4)
assert max_subarray_bounds([5, -6, 1, 1]) == (5, 0, 0)
assert max_subarray_bounds([-1, 0, -2]) == (0, 1, 1)
