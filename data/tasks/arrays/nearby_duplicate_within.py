# query: Return True when some value occurs twice at indices at most k apart in a list, and False otherwise.
def nearby_duplicate_within(values, k):
    last = {}
    for i, v in enumerate(values):
        if v in last and i - last[v] <= k:
            return True
        last[v] = i
    return False

# tests
assert nearby_duplicate_within([], 3) is False
assert nearby_duplicate_within([1], 1) is False
assert nearby_duplicate_within([1, 2, 3, 1], 3) is True
assert nearby_duplicate_within([1, 2, 3, 1], 2) is False
assert nearby_duplicate_within([1, 0, 1, 1], 1) is True
assert nearby_duplicate_within([5, 5], 0) is False
assert nearby_duplicate_within([1, 2, 1, 3, 4, 5, 1], 4) is True
assert nearby_duplicate_within([4, 1, 2, 3, 1, 4], 4) is True
assert nearby_duplicate_within([1, 2, 3], 5) is False
