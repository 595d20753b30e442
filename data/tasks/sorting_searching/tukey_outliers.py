# query: Return the values lying strictly outside Tukey's fences [Q1 - 1.5*IQR, Q3 + 1.5*IQR], in input order, where Q1
# and Q3 are the medians of the lower and upper halves of the sorted data (the middle value excluded for odd sizes);
# fewer than 4 values give [].
def tukey_outliers(values):
    n = len(values)
    if n < 4:
        return []
    s = sorted(values)
    def median(xs):
        m = len(xs) // 2
        return xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2
    lower = s[:n // 2]
    upper = s[(n + 1) // 2:]
    q1, q3 = median(lower), median(upper)
    iqr = q3 - q1
    lo, hi = q1 - 1.5 * iqr, q3 + 1.5 * iqr
    return [v for v in values if v < lo or v > hi]

# tests
assert tukey_outliers([1, 100, 2]) == []
assert tukey_outliers([5]) == []
assert tukey_outliers([1, 2, 3, 4, 100]) == []
assert tukey_outliers([-100, 10, 11, 12, 13, 14]) == [-100]
assert tukey_outliers([10, 12, 11, 13, 30, 12, 11]) == [30]
assert tukey_outliers([0, 1, 3, 4, 5, 7, 9, 17]) == []
assert tukey_outliers([0, 1, 3, 4, 5, 7, 9, 18]) == [18]
assert tukey_outliers([-7, 1, 3, 4, 5, 7, 9, 10]) == []
assert tukey_outliers([-8, 1, 3, 4, 5, 7, 9, 10]) == [-8]
assert tukey_outliers([9, 0, 3, 18, 9, -20, 20, 0]) == []
