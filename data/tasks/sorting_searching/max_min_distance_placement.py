# query: Place k items at distinct positions chosen from a list of integer coordinates so that the smallest gap
# between any two placed items is as large as possible, and return that gap; return 0 if k < 2 and -1 if k is
# larger than the number of positions.
def max_min_distance_placement(positions, k):
    if k > len(positions):
        return -1
    if k < 2:
        return 0
    pts = sorted(positions)
    def fits(gap):
        placed, last = 1, pts[0]
        for p in pts[1:]:
            if p - last >= gap:
                placed += 1
                last = p
        return placed >= k
    lo, hi = 0, pts[-1] - pts[0]
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid - 1
    return lo

# tests
assert max_min_distance_placement([1, 2], 3) == -1
assert max_min_distance_placement([5], 1) == 0
assert max_min_distance_placement([], 0) == 0
assert max_min_distance_placement([1, 2, 4, 8, 9], 3) == 3
assert max_min_distance_placement([1, 2, 4, 8, 9], 2) == 8
assert max_min_distance_placement([9, 1, 5], 3) == 4
assert max_min_distance_placement([0, 3, 4, 7, 10, 9], 4) == 3
assert max_min_distance_placement([1, 2, 3, 4, 5], 5) == 1
assert max_min_distance_placement([-10, -5, 0, 6], 3) == 6
assert max_min_distance_placement([2, 2, 2, 8], 2) == 6
