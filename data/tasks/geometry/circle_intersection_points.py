# query: Return the points where two circles (x, y, r) with integer values and positive radii cross, as a sorted list
# of 0, 1 (tangent) or 2 points with coordinates rounded to 6 decimals; identical circles give None. Whether they
# touch, cross or miss is decided exactly with integers.
import math
def circle_intersection_points(c1, c2):
    x1, y1, r1 = c1
    x2, y2, r2 = c2
    dx, dy = x2 - x1, y2 - y1
    d2 = dx * dx + dy * dy
    if d2 == 0:
        return None if r1 == r2 else []
    if d2 > (r1 + r2) ** 2 or d2 < (r1 - r2) ** 2:
        return []
    d = math.sqrt(d2)
    a = (r1 * r1 - r2 * r2 + d2) / (2 * d)
    mx, my = x1 + a * dx / d, y1 + a * dy / d
    if d2 == (r1 + r2) ** 2 or d2 == (r1 - r2) ** 2:
        return [(round(mx, 6) + 0.0, round(my, 6) + 0.0)]
    h = math.sqrt(max(r1 * r1 - a * a, 0.0))
    p = (round(mx - h * dy / d, 6) + 0.0, round(my + h * dx / d, 6) + 0.0)
    q = (round(mx + h * dy / d, 6) + 0.0, round(my - h * dx / d, 6) + 0.0)
    return sorted([p, q])

# tests
assert circle_intersection_points((0, 0, 5), (0, 0, 5)) is None
assert circle_intersection_points((0, 0, 5), (0, 0, 3)) == []
assert circle_intersection_points((0, 0, 5), (6, 0, 5)) == [(3.0, -4.0), (3.0, 4.0)]
assert circle_intersection_points((0, 0, 2), (4, 0, 2)) == [(2.0, 0.0)]
assert circle_intersection_points((0, 0, 2), (5, 0, 2)) == []
assert circle_intersection_points((0, 0, 5), (2, 0, 3)) == [(5.0, 0.0)]
assert circle_intersection_points((0, 0, 5), (1, 0, 3)) == []
assert circle_intersection_points((1, 1, 5), (1, 9, 5)) == [(-2.0, 5.0), (4.0, 5.0)]
assert circle_intersection_points((0, 0, 1), (1, 1, 1)) == [(0.0, 1.0), (1.0, 0.0)]
assert circle_intersection_points((0, 0, 3), (0, -4, 2)) == [(-1.452369, -2.625), (1.452369, -2.625)]
