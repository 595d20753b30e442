# query: Count the distinct value pairs (x, y) with x <= y taken from an integer list such that y - x equals k; for
# k = 0 a value qualifies only if it occurs at least twice, and a negative k gives 0.
def count_pairs_with_difference(nums, k):
    if k < 0:
        return 0
    counts = {}
    for x in nums:
        counts[x] = counts.get(x, 0) + 1
    pairs = 0
    for x in counts:
        if k == 0:
            if counts[x] > 1:
                pairs += 1
        elif x + k in counts:
            pairs += 1
    return pairs

# tests
assert count_pairs_with_difference([], 1) == 0
assert count_pairs_with_difference([1, 2], -1) == 0
assert count_pairs_with_difference([3, 1, 4, 1, 5], 2) == 2
assert count_pairs_with_difference([1, 2, 3, 4, 5], 1) == 4
assert count_pairs_with_difference([1, 3, 1, 5, 4], 0) == 1
assert count_pairs_with_difference([1, 1, 1, 2, 2], 0) == 2
assert count_pairs_with_difference([1, 2, 4], 0) == 0
assert count_pairs_with_difference([-1, -3, 1], 2) == 2
assert count_pairs_with_difference([5, 5, 7], 2) == 1
