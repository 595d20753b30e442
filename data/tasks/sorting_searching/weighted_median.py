# query: Return the lower weighted median of values with positive weights: the smallest value v such that the values
# <= v carry at least half of the total weight; no values give None.
def weighted_median(values, weights):
    total = sum(weights)
    running = 0
    for v, w in sorted(zip(values, weights)):
        running += w
        if 2 * running >= total:
            return v
    return None

# tests
assert weighted_median([], []) is None
assert weighted_median([5], [2]) == 5
assert weighted_median([1, 2, 3], [1, 1, 1]) == 2
assert weighted_median([1, 2, 3, 4], [1, 1, 1, 1]) == 2
assert weighted_median([1, 2, 3], [1, 1, 5]) == 3
assert weighted_median([10, 20, 30], [5, 1, 1]) == 10
assert weighted_median([3, 1, 2], [1, 3, 1]) == 1
assert weighted_median([1, 2, 3, 4], [1, 2, 1, 3]) == 3
assert weighted_median([-4, 8, 0], [2, 2, 1]) == 0
