# query: Return the sample variance (sum of squared deviations from the mean divided by n - 1) of a list of numbers,
# computed in a single pass over the values (numerically stable for large offsets) and rounded to 6 decimals; fewer
# than two values give None.
def sample_variance_rounded(values):
    n = 0
    mean = 0.0
    m2 = 0.0
    for x in values:
        n += 1
        delta = x - mean
        mean += delta / n
        m2 += delta * (x - mean)
    if n < 2:
        return None
    return round(m2 / (n - 1), 6)

# tests
assert sample_variance_rounded([]) is None
assert sample_variance_rounded([5]) is None
assert sample_variance_rounded([1, 1]) == 0.0
assert sample_variance_rounded([1, 3]) == 2.0
assert sample_variance_rounded([2, 4, 4, 4, 5, 5, 7, 9]) == 4.571429
assert sample_variance_rounded([1, 2, 3, 4]) == 1.666667
assert sample_variance_rounded([-5, 5]) == 50.0
assert sample_variance_rounded([10, 12, 23, 23, 16, 23, 21, 16]) == 27.428571
assert sample_variance_rounded([1000000000.5, 1000000001.5, 1000000002.5]) == 1.0
