# query: Return the weighted median of values with positive weights: after sorting by value, the first value at which
# the running weight reaches at least half of the total weight; empty input gives None.
def weighted_median_value(values, weights):
    if not values:
        return None
    pairs = sorted(zip(values, weights))
    total = sum(weights)
    running = 0
    for v, w in pairs:
        running += w
        if 2 * running >= total:
            return v
    return pairs[-1][0]

# tests
assert weighted_median_value([], []) is None
assert weighted_median_value([42], [3]) == 42
assert weighted_median_value([1, 2, 3], [1, 1, 1]) == 2
assert weighted_median_value([1, 2], [1, 1]) == 1
assert weighted_median_value([1, 2, 3], [1, 1, 5]) == 3
assert weighted_median_value([3, 1, 2], [5, 1, 1]) == 3
assert weighted_median_value([10, 20, 30, 40], [4, 1, 1, 2]) == 10
assert weighted_median_value([10, 20, 30, 40], [3, 1, 1, 3]) == 20
assert weighted_median_value([-5, 0, 5], [2, 2, 3]) == 0
