# query: Count the subsets of positions of a list of non-negative integers whose values sum exactly to target (the empty
# subset counts for target 0); a negative target gives 0.
def count_subsets_with_sum(nums, target):
    if target < 0:
        return 0
    ways = [1] + [0] * target
    for v in nums:
        for t in range(target, v - 1, -1):
            ways[t] += ways[t - v]
    return ways[target]

# tests
assert count_subsets_with_sum([], 0) == 1
assert count_subsets_with_sum([], 3) == 0
assert count_subsets_with_sum([1, 2], -1) == 0
assert count_subsets_with_sum([1, 2, 3, 3], 6) == 3
assert count_subsets_with_sum([2, 3, 5, 6, 8, 10], 10) == 3
assert count_subsets_with_sum([0, 1], 1) == 2
assert count_subsets_with_sum([0, 0], 0) == 4
assert count_subsets_with_sum([4, 5], 3) == 0
assert count_subsets_with_sum([1, 1, 1, 1], 2) == 6
assert count_subsets_with_sum([7], 7) == 1
