# query: Decide whether all the given integer (x, y) points lie on one straight line, with exact arithmetic;
# repeated points are allowed, and fewer than three distinct points are always collinear.
def all_points_collinear(points):
    distinct = list(dict.fromkeys(points))
    if len(distinct) < 3:
        return True
    x0, y0 = distinct[0]
    x1, y1 = distinct[1]
    for x, y in distinct[2:]:
        if (x1 - x0) * (y - y0) - (y1 - y0) * (x - x0) != 0:
            return False
    return True

# tests
assert all_points_collinear([]) is True
assert all_points_collinear([(3, 4)]) is True
assert all_points_collinear([(0, 0), (5, 1)]) is True
assert all_points_collinear([(1, 1), (1, 1), (4, 9)]) is True
assert all_points_collinear([(0, 0), (1, 1), (2, 2), (-3, -3)]) is True
assert all_points_collinear([(0, 0), (1, 1), (2, 3)]) is False
assert all_points_collinear([(2, 2), (2, 2), (0, 0), (1, 2)]) is False
assert all_points_collinear([(0, 5), (0, -1), (0, 2)]) is True
assert all_points_collinear([(0, 0), (2, 1), (4, 2), (6, 3), (8, 5)]) is False
assert all_points_collinear([(-2, 7), (1, 1), (3, -3)]) is True
