# query: Return the mean of a list of numbers after discarding the k smallest and the k largest values, rounded to 4
# decimals; a negative k, or too few values to leave at least one, gives None.
def trimmed_mean_rounded(values, k):
    if k < 0 or len(values) <= 2 * k:
        return None
    kept = sorted(values)[k:len(values) - k]
    return round(sum(kept) / len(kept), 4)

# tests
assert trimmed_mean_rounded([1, 2, 3], -1) is None
assert trimmed_mean_rounded([], 0) is None
assert trimmed_mean_rounded([1, 2], 1) is None
assert trimmed_mean_rounded([5], 0) == 5.0
assert trimmed_mean_rounded([1, 2, 3], 1) == 2.0
assert trimmed_mean_rounded([1, 2, 3, 4], 0) == 2.5
assert trimmed_mean_rounded([100, 1, 2, 3, -50], 1) == 2.0
assert trimmed_mean_rounded([9, 1, 1, 1, 5, 7], 1) == 3.5
assert trimmed_mean_rounded([10, 20, 30, 40, 50, 1000], 2) == 35.0
assert trimmed_mean_rounded([2, 4, 4, 5], 1) == 4.0
