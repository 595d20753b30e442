# query: Return the circle through three points as (cx, cy, radius) with each value rounded to 6 decimals, or None when
# the points are collinear (including repeated points).
import math
def circumcircle_of_triangle(a, b, c):
    ax, ay = a
    bx, by = b
    cx, cy = c
    d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
    if d == 0:
        return None
    a2 = ax * ax + ay * ay
    b2 = bx * bx + by * by
    c2 = cx * cx + cy * cy
    ux = (a2 * (by - cy) + b2 * (cy - ay) + c2 * (ay - by)) / d
    uy = (a2 * (cx - bx) + b2 * (ax - cx) + c2 * (bx - ax)) / d
    r = math.hypot(ax - ux, ay - uy)
    return (round(ux, 6), round(uy, 6), round(r, 6))

# tests
assert circumcircle_of_triangle((0, 0), (2, 0), (0, 2)) == (1.0, 1.0, 1.414214)
assert circumcircle_of_triangle((1, 0), (0, 1), (-1, 0)) == (0.0, 0.0, 1.0)
assert circumcircle_of_triangle((0, 0), (1, 1), (2, 2)) == None
assert circumcircle_of_triangle((3, 3), (3, 3), (5, 1)) == None
assert circumcircle_of_triangle((0, 0), (6, 0), (3, 4)) == (3.0, 0.875, 3.125)
assert circumcircle_of_triangle((2, 3), (8, 3), (2, 11)) == (5.0, 7.0, 5.0)
assert circumcircle_of_triangle((-1, -1), (1, -1), (0, 1)) == (0.0, -0.25, 1.25)
assert circumcircle_of_triangle((5, 1), (1, 5), (1, 1)) == (3.0, 3.0, 2.828427)
