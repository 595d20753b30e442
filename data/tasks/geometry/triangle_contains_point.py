# query: Decide whether integer point p lies inside or on the boundary of the triangle with integer corners a, b and
# c given in either winding order; a triangle with zero area contains no points.
def triangle_contains_point(a, b, c, p):
    def cross(o, u, v):
        return (u[0] - o[0]) * (v[1] - o[1]) - (u[1] - o[1]) * (v[0] - o[0])
    if cross(a, b, c) == 0:
        return False
    d1 = cross(a, b, p)
    d2 = cross(b, c, p)
    d3 = cross(c, a, p)
    has_neg = d1 < 0 or d2 < 0 or d3 < 0
    has_pos = d1 > 0 or d2 > 0 or d3 > 0
    return not (has_neg and has_pos)

# tests
assert triangle_contains_point((0, 0), (6, 0), (0, 6), (1, 1)) is True
assert triangle_contains_point((0, 0), (0, 6), (6, 0), (1, 1)) is True
assert triangle_contains_point((0, 0), (6, 0), (0, 6), (3, 3)) is True
assert triangle_contains_point((0, 0), (6, 0), (0, 6), (6, 0)) is True
assert triangle_contains_point((0, 0), (6, 0), (0, 6), (4, 3)) is False
assert triangle_contains_point((0, 0), (6, 0), (0, 6), (2, -1)) is False
assert triangle_contains_point((0, 0), (6, 0), (0, 6), (-1, 2)) is False
assert triangle_contains_point((0, 0), (2, 2), (4, 4), (1, 1)) is False
assert triangle_contains_point((-2, -1), (3, -4), (1, 5), (0, 0)) is True
assert triangle_contains_point((-2, -1), (3, -4), (1, 5), (3, 2)) is False
