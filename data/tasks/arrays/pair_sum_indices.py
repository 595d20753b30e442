# query: Find two different positions i < j in a list with nums[i] + nums[j] == target and return [i, j] for the
# pair whose j is smallest, taking the smallest i for that j; return an empty list when no pair exists.
def pair_sum_indices(nums, target):
    first_at = {}
    for j, x in enumerate(nums):
        need = target - x
        if need in first_at:
            return [first_at[need], j]
        if x not in first_at:
            first_at[x] = j
    return []

# tests
assert pair_sum_indices([], 5) == []
assert pair_sum_indices([5], 10) == []
assert pair_sum_indices([2, 7, 11, 15], 9) == [0, 1]
assert pair_sum_indices([3, 2, 4], 6) == [1, 2]
assert pair_sum_indices([3, 3], 6) == [0, 1]
assert pair_sum_indices([1, 1, 1, 2], 3) == [0, 3]
assert pair_sum_indices([1, 2, 3], 7) == []
assert pair_sum_indices([-3, 4, 3, 90], 0) == [0, 2]
assert pair_sum_indices([5, 1, 5], 10) == [0, 2]
