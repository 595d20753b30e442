# query: Count the integer points lying on the boundary of a closed polygon whose vertices are integer (x, y)
# pairs given in order (each vertex counted once); fewer than three vertices give 0.
import math
def polygon_boundary_lattice_count(vertices):
    n = len(vertices)
    if n < 3:
        return 0
    total = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        total += math.gcd(x2 - x1, y2 - y1)
    return total

# tests
assert polygon_boundary_lattice_count([]) == 0
assert polygon_boundary_lattice_count([(0, 0), (4, 0)]) == 0
assert polygon_boundary_lattice_count([(0, 0), (1, 0), (0, 1)]) == 3
assert polygon_boundary_lattice_count([(0, 0), (4, 0), (4, 3), (0, 3)]) == 14
assert polygon_boundary_lattice_count([(0, 0), (4, 0), (0, 3)]) == 8
assert polygon_boundary_lattice_count([(0, 0), (0, 3), (4, 0)]) == 8
assert polygon_boundary_lattice_count([(0, 0), (6, 0), (3, 3)]) == 12
assert polygon_boundary_lattice_count([(-2, -2), (2, -2), (2, 2), (-2, 2)]) == 16
assert polygon_boundary_lattice_count([(0, 0), (3, 1), (1, 3)]) == 4
assert polygon_boundary_lattice_count([(1, 1), (5, 1), (5, 2)]) == 6
