# query: Given meetings as half-open [start, end) intervals, return the largest number of them one person can attend
# without overlap; a meeting may start exactly when the previous one ends.
def max_non_overlapping_meetings(intervals):
    count = 0
    last_end = None
    for start, end in sorted(intervals, key=lambda iv: iv[1]):
        if last_end is None or start >= last_end:
            count += 1
            last_end = end
    return count

# tests
assert max_non_overlapping_meetings([]) == 0
assert max_non_overlapping_meetings([(1, 2)]) == 1
assert max_non_overlapping_meetings([(1, 2), (2, 3), (3, 4)]) == 3
assert max_non_overlapping_meetings([(1, 3), (2, 4), (3, 5)]) == 2
assert max_non_overlapping_meetings([(1, 10), (2, 3), (4, 5), (6, 7)]) == 3
assert max_non_overlapping_meetings([(5, 6), (1, 2), (3, 4), (0, 6)]) == 3
assert max_non_overlapping_meetings([(1, 4), (1, 4), (1, 4)]) == 1
assert max_non_overlapping_meetings([(-3, -1), (-2, 0), (-1, 1)]) == 2
assert max_non_overlapping_meetings([(0, 5), (5, 5), (5, 7)]) == 3
