# query: Split a list of non-negative integers into two groups (either may be empty) so that the difference between the
# group sums is as small as possible, and return that difference.
def min_subset_sum_difference(nums):
    total = sum(nums)
    half = total // 2
    can = [True] + [False] * half
    for v in nums:
        for s in range(half, v - 1, -1):
            if can[s - v]:
                can[s] = True
    for s in range(half, -1, -1):
        if can[s]:
            return total - 2 * s

# tests
assert min_subset_sum_difference([]) == 0
assert min_subset_sum_difference([7]) == 7
assert min_subset_sum_difference([1, 6, 11, 5]) == 1
assert min_subset_sum_difference([3, 3]) == 0
assert min_subset_sum_difference([1, 2, 7]) == 4
assert min_subset_sum_difference([2, 2, 3]) == 1
assert min_subset_sum_difference([10, 20, 15, 5, 25]) == 5
assert min_subset_sum_difference([0, 0, 5]) == 5
assert min_subset_sum_difference([8, 6, 5]) == 3
assert min_subset_sum_difference([6, 6, 5, 5, 5]) == 3
