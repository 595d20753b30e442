# query: Return the largest number of the given integer points (x, y) that lie on one straight line, where repeated
# points each count; an empty list gives 0.
import math
def most_collinear_points(points):
    n = len(points)
    best = 0
    for i in range(n):
        slopes = {}
        same = 1
        top = 0
        for j in range(i + 1, n):
            dx = points[j][0] - points[i][0]
            dy = points[j][1] - points[i][1]
            if dx == 0 and dy == 0:
                same += 1
                continue
            g = math.gcd(dx, dy)
            dx, dy = dx // g, dy // g
            if dx < 0 or (dx == 0 and dy < 0):
                dx, dy = -dx, -dy
            slopes[(dx, dy)] = slopes.get((dx, dy), 0) + 1
            top = max(top, slopes[(dx, dy)])
        best = max(best, top + same)
    return best

# tests
assert most_collinear_points([]) == 0
assert most_collinear_points([(1, 1)]) == 1
assert most_collinear_points([(1, 1), (2, 2), (3, 3)]) == 3
assert most_collinear_points([(1, 1), (3, 2), (5, 3), (4, 1), (2, 3), (1, 4)]) == 4
assert most_collinear_points([(0, 0), (0, 0), (1, 1)]) == 3
assert most_collinear_points([(0, 0), (0, 5), (0, -3), (1, 1)]) == 3
assert most_collinear_points([(0, 0), (1, -1), (-2, 2), (5, 0)]) == 3
assert most_collinear_points([(2, 3), (2, 3), (2, 3)]) == 3
assert most_collinear_points([(0, 0), (1, 2), (2, 4), (3, 1), (-1, -2), (4, 0)]) == 4
