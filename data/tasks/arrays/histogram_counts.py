# query: Count values into `bins` equal-width bins starting at lo, where bin i covers [lo + i*width, lo + (i+1)*width);
# values below lo or at/after the end of the last bin are ignored. Return the list of counts.
def histogram_counts(values, lo, width, bins):
    counts = [0] * bins
    for v in values:
        if v < lo:
            continue
        idx = (v - lo) // width
        if idx < bins:
            counts[idx] += 1
    return counts

# tests
assert histogram_counts([], 0, 10, 3) == [0, 0, 0]
assert histogram_counts([5], 0, 10, 0) == []
assert histogram_counts([0, 9, 10, 29, 30], 0, 10, 3) == [2, 1, 1]
assert histogram_counts([-1, 0], 0, 5, 2) == [1, 0]
assert histogram_counts([12, 15, 19, 20, 25], 10, 5, 3) == [1, 2, 1]
assert histogram_counts([-10, -6, -5, -1], -10, 5, 2) == [2, 2]
assert histogram_counts([3, 3, 3, 7], 1, 2, 4) == [0, 3, 0, 1]
assert histogram_counts([100, 1, 50], 1, 50, 2) == [2, 1]
assert histogram_counts([2, 4, 6, 8], 2, 3, 2) == [2, 1]
