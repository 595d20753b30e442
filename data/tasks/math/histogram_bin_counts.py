# query: Count values into n equal-width bins spanning [lo, hi]: bin i covers [lo + i*w, lo + (i+1)*w) with
# w = (hi - lo) / n, except that the last bin also includes hi; values outside [lo, hi] are ignored, and n < 1 or
# hi <= lo gives [].
def histogram_bin_counts(values, lo, hi, n):
    if n < 1 or hi <= lo:
        return []
    counts = [0] * n
    for v in values:
        if v < lo or v > hi:
            continue
        i = int((v - lo) * n // (hi - lo))
        if i == n:
            i = n - 1
        counts[i] += 1
    return counts

# tests
assert histogram_bin_counts([1, 2], 0, 10, 0) == []
assert histogram_bin_counts([1, 2], 5, 5, 2) == []
assert histogram_bin_counts([], 0, 10, 2) == [0, 0]
assert histogram_bin_counts([0, 4, 5, 9, 10], 0, 10, 2) == [2, 3]
assert histogram_bin_counts([-1, 11, 3], 0, 10, 2) == [1, 0]
assert histogram_bin_counts([0, 1, 2, 3, 4, 5, 6], 0, 6, 3) == [2, 2, 3]
assert histogram_bin_counts([2.5, 2.49, 7.5], 0, 10, 4) == [1, 1, 0, 1]
assert histogram_bin_counts([-5, -4.5, 0, 5], -5, 5, 5) == [2, 0, 1, 0, 1]
assert histogram_bin_counts([1, 1, 1], 1, 2, 1) == [3]
