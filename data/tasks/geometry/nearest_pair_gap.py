# query: Return the smallest Euclidean distance between any two of the given (x, y) points (duplicates give 0.0);
# with fewer than two points return -1.0.
import math
def nearest_pair_gap(points):
    if len(points) < 2:
        return -1.0
    best = None
    for i in range(len(points)):
        for j in range(i + 1, len(points)):
            dx = points[i][0] - points[j][0]
            dy = points[i][1] - points[j][1]
            d = dx * dx + dy * dy
            if best is None or d < best:
                best = d
    return math.sqrt(best)

# tests
assert nearest_pair_gap([]) == -1.0
assert nearest_pair_gap([(1, 1)]) == -1.0
assert nearest_pair_gap([(0, 0), (3, 4)]) == 5.0
assert nearest_pair_gap([(0, 0), (10, 10), (3, 4), (4, 4)]) == 1.0
assert nearest_pair_gap([(2, 2), (2, 2), (5, 5)]) == 0.0
assert nearest_pair_gap([(-3, 0), (3, 0), (0, 8)]) == 6.0
assert nearest_pair_gap([(0, 0), (5, 0), (5, 2), (9, 9)]) == 2.0
assert nearest_pair_gap([(1, 7), (6, 7), (1, 2), (9, 1)]) == 5.0
