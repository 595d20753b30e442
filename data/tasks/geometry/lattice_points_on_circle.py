# query: Return the sorted list of integer points (x, y) lying exactly on the circle of integer radius r centred at
# integer point (cx, cy); r of 0 gives just the centre and a negative r gives [].
import math
def lattice_points_on_circle(cx, cy, r):
    if r < 0:
        return []
    points = []
    for dx in range(-r, r + 1):
        rest = r * r - dx * dx
        dy = math.isqrt(rest)
        if dy * dy == rest:
            points.append((cx + dx, cy - dy))
            if dy != 0:
                points.append((cx + dx, cy + dy))
    return points

# tests
assert lattice_points_on_circle(0, 0, -2) == []
assert lattice_points_on_circle(3, 4, 0) == [(3, 4)]
assert lattice_points_on_circle(0, 0, 1) == [(-1, 0), (0, -1), (0, 1), (1, 0)]
assert lattice_points_on_circle(0, 0, 2) == [(-2, 0), (0, -2), (0, 2), (2, 0)]
assert len(lattice_points_on_circle(0, 0, 5)) == 12
assert lattice_points_on_circle(0, 0, 5)[:4] == [(-5, 0), (-4, -3), (-4, 3), (-3, -4)]
assert lattice_points_on_circle(10, -1, 1) == [(9, -1), (10, -2), (10, 0), (11, -1)]
assert len(lattice_points_on_circle(0, 0, 25)) == 20
assert (7, 24) in lattice_points_on_circle(0, 0, 25) and (7, 23) not in lattice_points_on_circle(0, 0, 25)
