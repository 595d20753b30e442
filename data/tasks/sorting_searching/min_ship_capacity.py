# query: Packages with the given positive weights must be shipped in order within a number of days, each day
# loading a contiguous run whose total is at most the ship capacity; return the minimum capacity, or 0 if
# there are no packages, or -1 if days is less than 1.
def min_ship_capacity(weights, days):
    if days < 1:
        return -1
    if not weights:
        return 0
    def days_needed(cap):
        used, load = 1, 0
        for w in weights:
            if load + w > cap:
                used += 1
                load = 0
            load += w
        return used
    lo, hi = max(weights), sum(weights)
    while lo < hi:
        mid = (lo + hi) // 2
        if days_needed(mid) <= days:
            hi = mid
        else:
            lo = mid + 1
    return lo

# tests
assert min_ship_capacity([1, 2, 3], 0) == -1
assert min_ship_capacity([], 3) == 0
assert min_ship_capacity([7], 1) == 7
assert min_ship_capacity([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5) == 15
assert min_ship_capacity([3, 2, 2, 4, 1, 4], 3) == 6
assert min_ship_capacity([1, 2, 3, 1, 1], 4) == 3
assert min_ship_capacity([5, 5, 5], 10) == 5
assert min_ship_capacity([5, 5, 5], 1) == 15
assert min_ship_capacity([4, 1, 1, 4], 2) == 5
assert min_ship_capacity([2, 3, 4, 1], 3) == 5
