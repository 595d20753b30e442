# query: Return the single point where the closed segments p1-p2 and q1-q2 (integer endpoints, each of positive
# length) meet, as a pair of exact fractions, or None when they do not meet or are parallel (collinear included).
from fractions import Fraction
def segment_intersection_point(p1, p2, q1, q2):
    rx, ry = p2[0] - p1[0], p2[1] - p1[1]
    sx, sy = q2[0] - q1[0], q2[1] - q1[1]
    denom = rx * sy - ry * sx
    if denom == 0:
        return None
    wx, wy = q1[0] - p1[0], q1[1] - p1[1]
    t = Fraction(wx * sy - wy * sx, denom)
    u = Fraction(wx * ry - wy * rx, denom)
    if t < 0 or t > 1 or u < 0 or u > 1:
        return None
    return (p1[0] + t * rx, p1[1] + t * ry)

# tests
assert segment_intersection_point((0, 0), (4, 4), (0, 4), (4, 0)) == (2, 2)
assert segment_intersection_point((0, 0), (3, 1), (0, 1), (3, 0)) == (Fraction(3, 2), Fraction(1, 2))
assert segment_intersection_point((0, 0), (4, 0), (2, 0), (2, 3)) == (2, 0)
assert segment_intersection_point((0, 0), (2, 2), (2, 2), (4, 0)) == (2, 2)
assert segment_intersection_point((0, 0), (1, 1), (3, 0), (0, 3)) is None
assert segment_intersection_point((0, 0), (4, 4), (3, 0), (5, -2)) is None
assert segment_intersection_point((0, 0), (4, 4), (-1, 5), (1, 3)) is None
assert segment_intersection_point((0, 0), (4, 0), (0, 1), (4, 1)) is None
assert segment_intersection_point((0, 0), (4, 0), (2, 0), (6, 0)) is None
assert segment_intersection_point((1, -2), (1, 6), (-3, 1), (5, 3)) == (1, 2)
