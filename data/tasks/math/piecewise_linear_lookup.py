# query: Look up x in a calibration table of (x, y) points sorted by increasing x: interpolate linearly between the two
# surrounding points, return the first or last y for x outside the table, and round to 4 decimals; an empty table
# gives None.
def piecewise_linear_lookup(table, x):
    if not table:
        return None
    if x <= table[0][0]:
        return table[0][1]
    if x >= table[-1][0]:
        return table[-1][1]
    for (x0, y0), (x1, y1) in zip(table, table[1:]):
        if x0 <= x <= x1:
            return round(y0 + (y1 - y0) * (x - x0) / (x1 - x0), 4)

# tests
assert piecewise_linear_lookup([], 3) is None
assert piecewise_linear_lookup([(5, 50)], 0) == 50
assert piecewise_linear_lookup([(0, 0), (10, 100)], -5) == 0
assert piecewise_linear_lookup([(0, 0), (10, 100)], 15) == 100
assert piecewise_linear_lookup([(0, 0), (10, 100)], 2.5) == 25.0
assert piecewise_linear_lookup([(0, 0), (10, 100), (20, 0)], 15) == 50.0
assert piecewise_linear_lookup([(0, 0), (10, 100), (20, 0)], 10) == 100
assert piecewise_linear_lookup([(0, 10), (3, 4)], 1) == 8.0
assert piecewise_linear_lookup([(-4, 1), (-1, 2), (5, -1)], 1) == 1.0
assert piecewise_linear_lookup([(0, 0), (3, 1)], 1) == 0.3333
