# query: Classify integer point p against the axis-aligned ellipse with integer centre (cx, cy) and semi-axes a (along
# x) and b (along y) as "inside", "boundary" or "outside", using exact integer arithmetic; a semi-axis that is not
# positive gives None.
def ellipse_contains_point(cx, cy, a, b, p):
    if a <= 0 or b <= 0:
        return None
    dx = p[0] - cx
    dy = p[1] - cy
    lhs = dx * dx * b * b + dy * dy * a * a
    rhs = a * a * b * b
    if lhs < rhs:
        return "inside"
    if lhs == rhs:
        return "boundary"
    return "outside"

# tests
assert ellipse_contains_point(0, 0, 0, 3, (0, 0)) is None
assert ellipse_contains_point(0, 0, 5, -1, (0, 0)) is None
assert ellipse_contains_point(0, 0, 5, 3, (0, 0)) == "inside"
assert ellipse_contains_point(0, 0, 5, 3, (5, 0)) == "boundary"
assert ellipse_contains_point(0, 0, 5, 3, (0, -3)) == "boundary"
assert ellipse_contains_point(0, 0, 5, 3, (0, 4)) == "outside"
assert ellipse_contains_point(0, 0, 5, 3, (4, 2)) == "outside"
assert ellipse_contains_point(0, 0, 5, 3, (3, 2)) == "inside"
assert ellipse_contains_point(10, -4, 2, 6, (11, 1)) == "inside"
assert ellipse_contains_point(10, -4, 2, 6, (12, -3)) == "outside"
