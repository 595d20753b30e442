# query: Return the median of data given as a frequency table of (value, count) pairs without expanding it (the mean of
# the two middle values when the total count is even); pairs with count 0 are ignored and an empty table gives None.
def median_from_counts(pairs):
    items = sorted(p for p in pairs if p[1] > 0)
    total = sum(c for _, c in items)
    if total == 0:
        return None
    def kth(k):
        running = 0
        for v, c in items:
            running += c
            if running > k:
                return v
    if total % 2:
        return kth(total // 2)
    return (kth(total // 2 - 1) + kth(total // 2)) / 2

# tests
assert median_from_counts([]) is None
assert median_from_counts([(5, 0)]) is None
assert median_from_counts([(5, 1)]) == 5
assert median_from_counts([(1, 2), (2, 2)]) == 1.5
assert median_from_counts([(3, 1), (1, 1), (2, 1)]) == 2
assert median_from_counts([(10, 3), (20, 1)]) == 10.0
assert median_from_counts([(10, 1), (20, 3)]) == 20.0
assert median_from_counts([(4, 2), (1, 2), (7, 0), (9, 1)]) == 4
assert median_from_counts([(-1, 5), (100, 4)]) == -1
assert median_from_counts([(2, 2), (6, 2), (3, 0)]) == 4.0
