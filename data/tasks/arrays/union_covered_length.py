# query: Return the total length covered by the union of half-open intervals [start, end) given as pairs in any order,
# counting overlaps once and ignoring intervals with end <= start.
def union_covered_length(intervals):
    total = 0
    cur_start = cur_end = None
    for s, e in sorted(intervals):
        if s >= e:
            continue
        if cur_end is None or s > cur_end:
            if cur_end is not None:
                total += cur_end - cur_start
            cur_start, cur_end = s, e
        elif e > cur_end:
            cur_end = e
    if cur_end is not None:
        total += cur_end - cur_start
    return total

# tests
assert union_covered_length([]) == 0
assert union_covered_length([(2, 5)]) == 3
assert union_covered_length([(1, 3), (2, 6)]) == 5
assert union_covered_length([(1, 3), (3, 6)]) == 5
assert union_covered_length([(5, 7), (1, 2)]) == 3
assert union_covered_length([(1, 10), (2, 3), (4, 5)]) == 9
assert union_covered_length([(4, 4), (6, 2), (0, 1)]) == 1
assert union_covered_length([(-5, -1), (-3, 2), (8, 9)]) == 8
assert union_covered_length([(0, 2), (1, 2), (2, 3), (10, 12), (11, 15)]) == 8
