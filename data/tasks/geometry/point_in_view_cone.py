# query: Decide whether point p is visible from an observer at origin facing heading degrees (measured
# counter-clockwise from the positive x-axis) with a field of view of half_angle degrees to each side and a view
# distance radius (edge included); the observer's own position counts as visible.
import math
def point_in_view_cone(origin, heading, half_angle, radius, p):
    dx, dy = p[0] - origin[0], p[1] - origin[1]
    if dx == 0 and dy == 0:
        return True
    if dx * dx + dy * dy > radius * radius:
        return False
    angle = math.degrees(math.atan2(dy, dx))
    diff = abs((angle - heading + 180) % 360 - 180)
    return diff <= half_angle

# tests
assert point_in_view_cone((0, 0), 0, 30, 10, (0, 0)) is True
assert point_in_view_cone((0, 0), 0, 30, 10, (5, 1)) is True
assert point_in_view_cone((0, 0), 0, 30, 10, (10, 0)) is True
assert point_in_view_cone((0, 0), 0, 30, 10, (11, 0)) is False
assert point_in_view_cone((0, 0), 0, 30, 10, (5, 5)) is False
assert point_in_view_cone((0, 0), 0, 30, 10, (-5, 0)) is False
assert point_in_view_cone((0, 0), 350, 30, 10, (5, 1)) is True
assert point_in_view_cone((2, 3), 90, 10, 5, (2, 7)) is True
assert point_in_view_cone((2, 3), 90, 10, 5, (3, 7)) is False
assert point_in_view_cone((0, 0), 180, 45, 20, (-10, -9)) is True
