# query: Count the index pairs i < j in a list of integers whose values sum to at most limit, by sorting and
# sweeping two pointers inward; lists with fewer than two elements give 0.
def count_pair_sums_at_most(nums, limit):
    ordered = sorted(nums)
    i, j = 0, len(ordered) - 1
    pairs = 0
    while i < j:
        if ordered[i] + ordered[j] <= limit:
            pairs += j - i
            i += 1
        else:
            j -= 1
    return pairs

# tests
assert count_pair_sums_at_most([], 5) == 0
assert count_pair_sums_at_most([1], 5) == 0
assert count_pair_sums_at_most([1, 2], 3) == 1
assert count_pair_sums_at_most([1, 2], 2) == 0
assert count_pair_sums_at_most([5, 1, 3, 2, 4], 5) == 4
assert count_pair_sums_at_most([2, 2, 2, 2], 4) == 6
assert count_pair_sums_at_most([-3, 7, 0, 4], 1) == 2
assert count_pair_sums_at_most([10, 20, 30], 100) == 3
assert count_pair_sums_at_most([6, 1, 9, 3, 8, 2], 10) == 9
