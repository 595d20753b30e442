# query: For a simple polygon with integer vertices given in order, return the number of lattice points strictly inside
# it (via the shoelace area and the lattice points on its edges); fewer than three vertices give 0.
import math
def pick_interior_points(vertices):
    n = len(vertices)
    if n < 3:
        return 0
    twice_area = 0
    boundary = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice_area += x1 * y2 - x2 * y1
        boundary += math.gcd(abs(x2 - x1), abs(y2 - y1))
    twice_area = abs(twice_area)
    return (twice_area - boundary + 2) // 2

# tests
assert pick_interior_points([(0, 0), (1, 1)]) == 0
assert pick_interior_points([(0, 0), (2, 0), (2, 2), (0, 2)]) == 1
assert pick_interior_points([(0, 0), (0, 2), (2, 2), (2, 0)]) == 1
assert pick_interior_points([(0, 0), (4, 0), (0, 4)]) == 3
assert pick_interior_points([(0, 0), (1, 0), (0, 1)]) == 0
assert pick_interior_points([(0, 0), (5, 0), (5, 3), (0, 3)]) == 8
assert pick_interior_points([(0, 0), (6, 0), (6, 6), (3, 2), (0, 6)]) == 15
assert pick_interior_points([(-2, -2), (2, -2), (2, 2), (-2, 2)]) == 9
assert pick_interior_points([(0, 0), (3, 1), (1, 3)]) == 3
