# query: Return the line through two distinct integer points as integer coefficients (a, b, c) of a*x + b*y + c = 0,
# reduced so that gcd(|a|, |b|, |c|) is 1 and the first non-zero of a, b is positive; identical points give None.
import math
def line_through_points(p, q):
    if p == q:
        return None
    a = q[1] - p[1]
    b = p[0] - q[0]
    c = -(a * p[0] + b * p[1])
    g = math.gcd(math.gcd(a, b), c)
    a, b, c = a // g, b // g, c // g
    if a < 0 or (a == 0 and b < 0):
        a, b, c = -a, -b, -c
    return (a, b, c)

# tests
assert line_through_points((1, 1), (1, 1)) is None
assert line_through_points((0, 0), (1, 1)) == (1, -1, 0)
assert line_through_points((1, 1), (0, 0)) == (1, -1, 0)
assert line_through_points((0, 3), (5, 3)) == (0, 1, -3)
assert line_through_points((5, 3), (0, 3)) == (0, 1, -3)
assert line_through_points((2, -4), (2, 7)) == (1, 0, -2)
assert line_through_points((0, 0), (4, 2)) == (1, -2, 0)
assert line_through_points((2, 0), (0, 4)) == (2, 1, -4)
assert line_through_points((-1, 5), (3, -3)) == (2, 1, -3)
assert line_through_points((0, -2), (6, 2)) == (2, -3, -6)
