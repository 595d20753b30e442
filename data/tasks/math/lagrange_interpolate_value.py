# query: Evaluate at x the unique polynomial of lowest degree passing through the given (x, y) points, exactly as a
# fraction; no points, or two points with the same x, give None.
from fractions import Fraction
def lagrange_interpolate_value(points, x):
    xs = [p[0] for p in points]
    if not points or len(set(xs)) != len(xs):
        return None
    total = Fraction(0)
    for i, (xi, yi) in enumerate(points):
        term = Fraction(yi)
        for j, (xj, _) in enumerate(points):
            if i != j:
                term *= Fraction(x - xj, xi - xj)
        total += term
    return total

# tests
assert lagrange_interpolate_value([], 3) is None
assert lagrange_interpolate_value([(1, 2), (1, 3)], 0) is None
assert lagrange_interpolate_value([(5, 7)], 100) == 7
assert lagrange_interpolate_value([(0, 1), (2, 5)], 1) == 3
assert lagrange_interpolate_value([(0, 1), (2, 5)], -1) == -1
assert lagrange_interpolate_value([(0, 0), (1, 1), (2, 4)], 3) == 9
assert lagrange_interpolate_value([(2, 4), (0, 0), (1, 1)], -2) == 4
assert lagrange_interpolate_value([(0, 0), (2, 1)], 1) == Fraction(1, 2)
assert lagrange_interpolate_value([(1, 1), (2, 8), (3, 27), (4, 64)], 5) == 125
assert lagrange_interpolate_value([(-1, 2), (0, 1), (3, 10)], 2) == 5
