# query: Fill each run of None values that lies between two numbers by linear interpolation between those neighbours,
# rounding filled values to 2 decimals; Nones before the first or after the last number stay None.
def interpolate_none_gaps(values):
    out = list(values)
    prev = None
    for i, v in enumerate(values):
        if v is None:
            continue
        if prev is not None:
            step = (v - values[prev]) / (i - prev)
            for j in range(prev + 1, i):
                out[j] = round(values[prev] + step * (j - prev), 2)
        prev = i
    return out

# tests
assert interpolate_none_gaps([]) == []
assert interpolate_none_gaps([None, None]) == [None, None]
assert interpolate_none_gaps([1, None, 3]) == [1, 2.0, 3]
assert interpolate_none_gaps([0, None, None, 3]) == [0, 1.0, 2.0, 3]
assert interpolate_none_gaps([10, None, None, None, 2]) == [10, 8.0, 6.0, 4.0, 2]
assert interpolate_none_gaps([None, 4, None, 8, None]) == [None, 4, 6.0, 8, None]
assert interpolate_none_gaps([1, 2, 3]) == [1, 2, 3]
assert interpolate_none_gaps([1.111, None, 3.125]) == [1.111, 2.12, 3.125]
assert interpolate_none_gaps([0, None, None, 1]) == [0, 0.33, 0.67, 1]
assert interpolate_none_gaps([5, None, 5, None, None, -1]) == [5, 5.0, 5, 3.0, 1.0, -1]
