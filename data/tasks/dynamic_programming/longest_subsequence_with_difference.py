# query: Return the length of the longest subsequence of a list in which each element minus the previous one equals
# exactly diff (0 for an empty list).
def longest_subsequence_with_difference(nums, diff):
    best = {}
    result = 0
    for v in nums:
        best[v] = best.get(v - diff, 0) + 1
        result = max(result, best[v])
    return result

# tests
assert longest_subsequence_with_difference([], 1) == 0
assert longest_subsequence_with_difference([7], 3) == 1
assert longest_subsequence_with_difference([1, 2, 3, 4], 1) == 4
assert longest_subsequence_with_difference([1, 3, 5, 7], 1) == 1
assert longest_subsequence_with_difference([1, 5, 7, 8, 5, 3, 4, 2, 1], -2) == 4
assert longest_subsequence_with_difference([4, 4, 4], 0) == 3
assert longest_subsequence_with_difference([3, 0, 6, 2, 9], 3) == 3
assert longest_subsequence_with_difference([5, 2, 7, 4, 9], 2) == 3
assert longest_subsequence_with_difference([10, 7, 4, 8, 1], -3) == 4
