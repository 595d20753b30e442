# query: Return the n vertices of a regular polygon centred at (cx, cy) with the given circumradius, the first vertex
# at the given start angle in degrees (counter-clockwise from the positive x-axis) and the rest following
# counter-clockwise, each coordinate rounded to 6 decimals with -0.0 shown as 0.0; n below 3 gives [].
import math
def regular_polygon_vertices(n, cx, cy, radius, start_deg):
    if n < 3:
        return []
    out = []
    for i in range(n):
        t = math.radians(start_deg + 360.0 * i / n)
        x = round(cx + radius * math.cos(t), 6) + 0.0
        y = round(cy + radius * math.sin(t), 6) + 0.0
        out.append((x, y))
    return out

# tests
assert regular_polygon_vertices(2, 0, 0, 1, 0) == []
assert regular_polygon_vertices(4, 0, 0, 1, 0) == [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0)]
assert regular_polygon_vertices(4, 0, 0, 2, 90) == [(0.0, 2.0), (-2.0, 0.0), (0.0, -2.0), (2.0, 0.0)]
assert regular_polygon_vertices(4, 5, -3, 1, 0) == [(6.0, -3.0), (5.0, -2.0), (4.0, -3.0), (5.0, -4.0)]
assert regular_polygon_vertices(3, 0, 0, 2, 90) == [(0.0, 2.0), (-1.732051, -1.0), (1.732051, -1.0)]
assert regular_polygon_vertices(6, 0, 0, 1, 0)[1] == (0.5, 0.866025)
assert regular_polygon_vertices(6, 0, 0, 1, 0)[3] == (-1.0, 0.0)
assert len(regular_polygon_vertices(7, 1, 1, 3, 10)) == 7
assert regular_polygon_vertices(4, 0, 0, 1, 45) == [(0.707107, 0.707107), (-0.707107, 0.707107), (-0.707107, -0.707107), (0.707107, -0.707107)]
