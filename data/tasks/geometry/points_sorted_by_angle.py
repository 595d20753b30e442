# query: Sort integer points counter-clockwise by their angle around a centre point, starting from the direction of
# the positive x-axis (angle 0 comes first), breaking angle ties by distance from the centre (nearer first); points
# equal to the centre come before all others. Exact integer arithmetic, no floating-point angles.
from functools import cmp_to_key
def points_sorted_by_angle(points, center):
    cx, cy = center
    def half(v):
        x, y = v
        if x == 0 and y == 0:
            return 0
        return 1 if y > 0 or (y == 0 and x > 0) else 2
    def compare(p, q):
        a = (p[0] - cx, p[1] - cy)
        b = (q[0] - cx, q[1] - cy)
        ha, hb = half(a), half(b)
        if ha != hb:
            return ha - hb
        cross = a[0] * b[1] - a[1] * b[0]
        if cross != 0:
            return -1 if cross > 0 else 1
        return (a[0] ** 2 + a[1] ** 2) - (b[0] ** 2 + b[1] ** 2)
    return sorted(points, key=cmp_to_key(compare))

# tests
assert points_sorted_by_angle([], (0, 0)) == []
assert points_sorted_by_angle([(0, 1), (1, 0)], (0, 0)) == [(1, 0), (0, 1)]
assert points_sorted_by_angle([(0, -1), (-1, 0), (0, 1), (1, 0)], (0, 0)) == [(1, 0), (0, 1), (-1, 0), (0, -1)]
assert points_sorted_by_angle([(1, -1), (1, 1)], (0, 0)) == [(1, 1), (1, -1)]
assert points_sorted_by_angle([(2, 2), (1, 1), (0, 0)], (0, 0)) == [(0, 0), (1, 1), (2, 2)]
assert points_sorted_by_angle([(-1, 0), (-3, 1), (-1, -5)], (0, 0)) == [(-3, 1), (-1, 0), (-1, -5)]
assert points_sorted_by_angle([(5, 5), (3, 5), (5, 3), (4, 4)], (4, 4)) == [(4, 4), (5, 5), (3, 5), (5, 3)]
assert points_sorted_by_angle([(2, -1), (1, 3), (3, 1), (-2, -2)], (0, 0)) == [(3, 1), (1, 3), (-2, -2), (2, -1)]
assert points_sorted_by_angle([(4, 0), (2, 0), (-2, 0)], (0, 0)) == [(2, 0), (4, 0), (-2, 0)]
assert points_sorted_by_angle([(1, 2), (2, 4), (-1, -2)], (0, 0)) == [(1, 2), (2, 4), (-1, -2)]
