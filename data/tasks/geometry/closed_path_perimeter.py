# query: Return the perimeter of a closed polygon given its (x, y) vertices in order (the last vertex connects back to
# the first); an empty list or a single vertex gives 0.0 and two vertices count the segment twice.
import math
def closed_path_perimeter(vertices):
    n = len(vertices)
    if n < 2:
        return 0.0
    total = 0.0
    prev = vertices[-1]
    for cur in vertices:
        total += math.hypot(cur[0] - prev[0], cur[1] - prev[1])
        prev = cur
    return total

# tests
assert closed_path_perimeter([]) == 0.0
assert closed_path_perimeter([(3, 3)]) == 0.0
assert closed_path_perimeter([(0, 0), (3, 4)]) == 10.0
assert closed_path_perimeter([(0, 0), (4, 0), (4, 3)]) == 12.0
assert closed_path_perimeter([(0, 0), (2, 0), (2, 2), (0, 2)]) == 8.0
assert closed_path_perimeter([(-1, -1), (1, -1), (1, 1), (-1, 1)]) == 8.0
assert closed_path_perimeter([(0, 0), (5, 0), (5, 12)]) == 30.0
assert closed_path_perimeter([(1, 1), (1, 1), (4, 5)]) == 10.0
