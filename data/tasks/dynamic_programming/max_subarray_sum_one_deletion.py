# query: Return the largest sum of a non-empty contiguous run of a list from which at most one element may be deleted
# (the run must keep at least one element), or None for an empty list.
def max_subarray_sum_one_deletion(nums):
    if not nums:
        return None
    keep = nums[0]
    deleted = float("-inf")
    best = nums[0]
    for v in nums[1:]:
        deleted = max(deleted + v, keep)
        keep = max(keep + v, v)
        best = max(best, keep, deleted)
    return best

# tests
assert max_subarray_sum_one_deletion([]) is None
assert max_subarray_sum_one_deletion([-7]) == -7
assert max_subarray_sum_one_deletion([1, -2, 0, 3]) == 4
assert max_subarray_sum_one_deletion([1, -2, -2, 3]) == 3
assert max_subarray_sum_one_deletion([-1, -1, -1, -1]) == -1
assert max_subarray_sum_one_deletion([2, 1, -5, 4]) == 7
assert max_subarray_sum_one_deletion([5, -1, 5]) == 10
assert max_subarray_sum_one_deletion([-4, 3]) == 3
assert max_subarray_sum_one_deletion([3, -4]) == 3
assert max_subarray_sum_one_deletion([8, -1, -20, 7, -1, 2]) == 15
