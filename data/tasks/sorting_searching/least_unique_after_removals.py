# query: Remove exactly k elements from a list so that as few distinct values as possible remain, and return that
# number of distinct values.
def least_unique_after_removals(nums, k):
    counts = {}
    for v in nums:
        counts[v] = counts.get(v, 0) + 1
    freqs = sorted(counts.values())
    remaining = len(freqs)
    for f in freqs:
        if k < f:
            break
        k -= f
        remaining -= 1
    return remaining

# tests
assert least_unique_after_removals([], 0) == 0
assert least_unique_after_removals([5, 5, 4], 1) == 1
assert least_unique_after_removals([4, 3, 1, 1, 3, 3, 2], 3) == 2
assert least_unique_after_removals([1, 2, 3], 0) == 3
assert least_unique_after_removals([1, 2, 3], 3) == 0
assert least_unique_after_removals([7, 7, 7, 8, 8], 2) == 1
assert least_unique_after_removals([7, 7, 7, 8, 8], 1) == 2
assert least_unique_after_removals([1, 1, 2, 2, 3, 3], 4) == 1
assert least_unique_after_removals([9, 9, 9, 9], 3) == 1
