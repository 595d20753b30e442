# query: Return the p-th percentile (integer p from 0 to 100) of a list of numbers by the nearest-rank method: the
# value at 1-based rank ceil(p/100 * n) in ascending order, using rank 1 when that is 0; an empty list gives None.
def percentile_nearest_rank(values, p):
    if not values:
        return None
    ordered = sorted(values)
    rank = -(-p * len(ordered) // 100)
    if rank < 1:
        rank = 1
    return ordered[rank - 1]

# tests
assert percentile_nearest_rank([], 50) is None
assert percentile_nearest_rank([7], 0) == 7
assert percentile_nearest_rank([9, 1, 5], 0) == 1
assert percentile_nearest_rank([15, 20, 35, 40, 50], 40) == 20
assert percentile_nearest_rank([15, 20, 35, 40, 50], 50) == 35
assert percentile_nearest_rank([15, 20, 35, 40, 50], 100) == 50
assert percentile_nearest_rank([3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 25) == 7
assert percentile_nearest_rank([3, 6, 7, 8, 8, 10, 13, 15, 16, 20], 75) == 15
assert percentile_nearest_rank([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 91) == 11
assert percentile_nearest_rank([9, 1, 5, 3], 51) == 5
