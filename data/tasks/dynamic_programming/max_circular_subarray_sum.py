# query: Return the largest sum of a non-empty contiguous run of a circular list (a run may wrap from the end back to
# the start, using each position at most once), or None for an empty list.
def max_circular_subarray_sum(nums):
    if not nums:
        return None
    best_max = cur_max = nums[0]
    best_min = cur_min = nums[0]
    for v in nums[1:]:
        cur_max = max(v, cur_max + v)
        best_max = max(best_max, cur_max)
        cur_min = min(v, cur_min + v)
        best_min = min(best_min, cur_min)
    total = sum(nums)
    if best_max < 0:
        return best_max
    return max(best_max, total - best_min)

# tests
assert max_circular_subarray_sum([]) is None
assert max_circular_subarray_sum([-2]) == -2
assert max_circular_subarray_sum([1, -2, 3, -2]) == 3
assert max_circular_subarray_sum([5, -3, 5]) == 10
assert max_circular_subarray_sum([-3, -2, -3]) == -2
assert max_circular_subarray_sum([3, -1, 2, -1]) == 4
assert max_circular_subarray_sum([2, 3]) == 5
assert max_circular_subarray_sum([0, -1, 0]) == 0
assert max_circular_subarray_sum([-5, 4, -6, 3]) == 4
assert max_circular_subarray_sum([6, -9, -9, 5, 2]) == 13
