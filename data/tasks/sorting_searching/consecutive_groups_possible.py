# query: Decide whether a list of integers can be split entirely into groups of exactly `size` consecutive values
# (like 3,4,5), each value used once; size <= 0 or a length not divisible by size gives False.
def consecutive_groups_possible(hand, size):
    if size <= 0:
        return False
    counts = {}
    for v in hand:
        counts[v] = counts.get(v, 0) + 1
    for v in sorted(counts):
        need = counts[v]
        if need == 0:
            continue
        for x in range(v, v + size):
            if counts.get(x, 0) < need:
                return False
            counts[x] -= need
    return True

# tests
assert consecutive_groups_possible([], 3) is True
assert consecutive_groups_possible([1, 2], 0) is False
assert consecutive_groups_possible([1, 2, 3, 6, 2, 3, 4, 7, 8], 3) is True
assert consecutive_groups_possible([1, 2, 3, 4, 5], 4) is False
assert consecutive_groups_possible([1, 2, 4, 5], 2) is True
assert consecutive_groups_possible([1, 3], 2) is False
assert consecutive_groups_possible([5, 5, 6, 6], 2) is True
assert consecutive_groups_possible([1, 1, 2, 2, 3, 4], 3) is False
assert consecutive_groups_possible([3, 1, 2], 3) is True
assert consecutive_groups_possible([-1, 0, 1, 0, 1, 2], 3) is True
