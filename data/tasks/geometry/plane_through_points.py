# query: Return the plane through three integer 3-D points as integer coefficients (a, b, c, d) of
# a*x + b*y + c*z + d = 0, divided by gcd(|a|, |b|, |c|, |d|) and signed so the first non-zero of a, b, c is
# positive; collinear or repeated points give None.
import math
def plane_through_points(p, q, r):
    u = (q[0] - p[0], q[1] - p[1], q[2] - p[2])
    v = (r[0] - p[0], r[1] - p[1], r[2] - p[2])
    a = u[1] * v[2] - u[2] * v[1]
    b = u[2] * v[0] - u[0] * v[2]
    c = u[0] * v[1] - u[1] * v[0]
    if a == 0 and b == 0 and c == 0:
        return None
    d = -(a * p[0] + b * p[1] + c * p[2])
    g = math.gcd(math.gcd(a, b), math.gcd(c, d))
    a, b, c, d = a // g, b // g, c // g, d // g
    lead = a if a != 0 else (b if b != 0 else c)
    if lead < 0:
        a, b, c, d = -a, -b, -c, -d
    return (a, b, c, d)

# tests
assert plane_through_points((0, 0, 0), (1, 1, 1), (2, 2, 2)) is None
assert plane_through_points((1, 2, 3), (1, 2, 3), (4, 5, 6)) is None
assert plane_through_points((0, 0, 0), (1, 0, 0), (0, 1, 0)) == (0, 0, 1, 0)
assert plane_through_points((0, 0, 5), (0, 1, 5), (1, 0, 5)) == (0, 0, 1, -5)
assert plane_through_points((2, 0, 0), (2, 1, 0), (2, 0, 1)) == (1, 0, 0, -2)
assert plane_through_points((0, -3, 0), (1, -3, 0), (0, -3, 1)) == (0, 1, 0, 3)
assert plane_through_points((1, 0, 0), (0, 1, 0), (0, 0, 1)) == (1, 1, 1, -1)
assert plane_through_points((2, 0, 0), (0, 4, 0), (0, 0, 4)) == (2, 1, 1, -4)
assert plane_through_points((1, 2, -1), (3, -1, 2), (0, 4, 1)) == (12, 7, -1, -27)
