# query: List every integer point on the closed segment between integer points p and q, in order from p to q
# (both endpoints included); when p equals q the list holds that single point.
import math
def segment_lattice_points(p, q):
    dx, dy = q[0] - p[0], q[1] - p[1]
    g = math.gcd(dx, dy)
    if g == 0:
        return [p]
    sx, sy = dx // g, dy // g
    return [(p[0] + i * sx, p[1] + i * sy) for i in range(g + 1)]

# tests
assert segment_lattice_points((2, 3), (2, 3)) == [(2, 3)]
assert segment_lattice_points((0, 0), (3, 0)) == [(0, 0), (1, 0), (2, 0), (3, 0)]
assert segment_lattice_points((0, 0), (4, 6)) == [(0, 0), (2, 3), (4, 6)]
assert segment_lattice_points((4, 6), (0, 0)) == [(4, 6), (2, 3), (0, 0)]
assert segment_lattice_points((0, 0), (3, 5)) == [(0, 0), (3, 5)]
assert segment_lattice_points((1, 1), (1, -2)) == [(1, 1), (1, 0), (1, -1), (1, -2)]
assert segment_lattice_points((-3, 2), (3, -1)) == [(-3, 2), (-1, 1), (1, 0), (3, -1)]
assert segment_lattice_points((0, 0), (1, 1)) == [(0, 0), (1, 1)]
assert segment_lattice_points((5, 0), (-1, 9)) == [(5, 0), (3, 3), (1, 6), (-1, 9)]
