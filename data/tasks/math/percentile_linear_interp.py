# query: Return the p-th percentile (0 to 100) of a list of numbers using linear interpolation between closest ranks:
# sort the values, take position (n - 1) * p / 100 and interpolate between its neighbours, rounding to 4 decimals; an
# empty list or p outside [0, 100] gives None.
def percentile_linear_interp(values, p):
    if not values or p < 0 or p > 100:
        return None
    s = sorted(values)
    pos = (len(s) - 1) * p / 100
    lo = int(pos)
    hi = min(lo + 1, len(s) - 1)
    frac = pos - lo
    return round(s[lo] + (s[hi] - s[lo]) * frac, 4)

# tests
assert percentile_linear_interp([], 50) is None
assert percentile_linear_interp([1, 2], -1) is None
assert percentile_linear_interp([1, 2], 101) is None
assert percentile_linear_interp([7], 90) == 7
assert percentile_linear_interp([1, 2, 3, 4], 50) == 2.5
assert percentile_linear_interp([4, 1, 3, 2], 0) == 1
assert percentile_linear_interp([4, 1, 3, 2], 100) == 4
assert percentile_linear_interp([10, 20, 30, 40, 50], 25) == 20
assert percentile_linear_interp([15, 20, 35, 40, 50], 90) == 46.0
assert percentile_linear_interp([3, 1, 2], 75) == 2.5
