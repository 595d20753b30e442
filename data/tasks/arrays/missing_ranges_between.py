# query: Given sorted distinct integers that all lie in [lo, hi], return the gaps of [lo, hi] they leave uncovered as
# inclusive (start, end) pairs in ascending order; an empty list leaves the whole range (lo, hi) missing.
def missing_ranges_between(nums, lo, hi):
    out = []
    prev = lo - 1
    for x in nums + [hi + 1]:
        if x - prev > 1:
            out.append((prev + 1, x - 1))
        prev = x
    return out

# tests
assert missing_ranges_between([], 1, 1) == [(1, 1)]
assert missing_ranges_between([], 0, 9) == [(0, 9)]
assert missing_ranges_between([0, 1, 3, 50, 75], 0, 99) == [(2, 2), (4, 49), (51, 74), (76, 99)]
assert missing_ranges_between([1, 2, 3], 1, 3) == []
assert missing_ranges_between([2], 1, 3) == [(1, 1), (3, 3)]
assert missing_ranges_between([1, 3], 1, 3) == [(2, 2)]
assert missing_ranges_between([-2, 0], -3, 1) == [(-3, -3), (-1, -1), (1, 1)]
assert missing_ranges_between([5, 6, 8], 4, 10) == [(4, 4), (7, 7), (9, 10)]
assert missing_ranges_between([10], 10, 12) == [(11, 12)]
