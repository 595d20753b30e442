# query: Return the median absolute deviation of a list of numbers, the median of the absolute differences from the
# list's median (medians of even-sized lists are the mean of the two middle values); an empty list gives None.
def median_absolute_deviation(values):
    if not values:
        return None
    def median(xs):
        s = sorted(xs)
        n = len(s)
        mid = n // 2
        return s[mid] if n % 2 else (s[mid - 1] + s[mid]) / 2
    m = median(values)
    return median([abs(v - m) for v in values])

# tests
assert median_absolute_deviation([]) is None
assert median_absolute_deviation([5]) == 0
assert median_absolute_deviation([1, 1, 2, 2, 4, 6, 9]) == 1
assert median_absolute_deviation([1, 2, 3, 4]) == 1.0
assert median_absolute_deviation([3, 3, 3]) == 0
assert median_absolute_deviation([6, 9]) == 1.5
assert median_absolute_deviation([-5, 0, 5, 100]) == 5.0
assert median_absolute_deviation([2, 9, 4, 7, 3]) == 2
