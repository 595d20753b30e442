# query: Decide whether integer point p lies inside or on the axis-aligned ellipse with integer centre (cx, cy) and
# positive semi-axes a (along x) and b (along y), using exact integer arithmetic.
def ellipse_contains_point(cx, cy, a, b, p):
    dx = p[0] - cx
    dy = p[1] - cy
    return dx * dx * b * b + dy * dy * a * a <= a * a * b * b

# tests
assert ellipse_contains_point(0, 0, 5, 3, (0, 0)) is True
assert ellipse_contains_point(0, 0, 5, 3, (5, 0)) is True
assert ellipse_contains_point(0, 0, 5, 3, (0, 3)) is True
assert ellipse_contains_point(0, 0, 5, 3, (0, 4)) is False
assert ellipse_contains_point(0, 0, 5, 3, (4, 0)) is True
assert ellipse_contains_point(0, 0, 5, 3, (4, 2)) is False
assert ellipse_contains_point(0, 0, 5, 3, (3, 2)) is True
assert ellipse_contains_point(10, -4, 2, 6, (11, 1)) is True
assert ellipse_contains_point(10, -4, 2, 6, (12, -3)) is False
assert ellipse_contains_point(10, -4, 2, 6, (8, -4)) is True
