# query: Return the shortest Euclidean distance from point p to the closed line segment a-b (all (x, y) pairs); when a
# and b coincide the segment is a single point.
import math
def point_to_segment_distance(p, a, b):
    abx, aby = b[0] - a[0], b[1] - a[1]
    apx, apy = p[0] - a[0], p[1] - a[1]
    length_sq = abx * abx + aby * aby
    if length_sq == 0:
        return math.hypot(apx, apy)
    t = (apx * abx + apy * aby) / length_sq
    if t < 0:
        t = 0
    elif t > 1:
        t = 1
    cx = a[0] + t * abx
    cy = a[1] + t * aby
    return math.hypot(p[0] - cx, p[1] - cy)

# tests
assert abs(point_to_segment_distance((0, 5), (-3, 0), (3, 0)) - 5.0) < 1e-9
assert abs(point_to_segment_distance((6, 4), (-3, 0), (3, 0)) - 5.0) < 1e-9
assert abs(point_to_segment_distance((-6, -4), (-3, 0), (3, 0)) - 5.0) < 1e-9
assert abs(point_to_segment_distance((1, 0), (-3, 0), (3, 0)) - 0.0) < 1e-9
assert abs(point_to_segment_distance((3, 4), (0, 0), (0, 0)) - 5.0) < 1e-9
assert abs(point_to_segment_distance((0, 2), (0, 0), (2, 2)) - 1.4142135623730951) < 1e-9
assert abs(point_to_segment_distance((4, 4), (0, 0), (2, 2)) - 2.8284271247461903) < 1e-9
assert abs(point_to_segment_distance((1, 5), (1, 1), (1, 3)) - 2.0) < 1e-9
assert abs(point_to_segment_distance((3, 2), (1, 1), (1, 3)) - 2.0) < 1e-9
