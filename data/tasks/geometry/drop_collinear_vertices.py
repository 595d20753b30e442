# query: Simplify an open polyline of integer (x, y) points by dropping consecutive repeated points and every interior
# point where the path continues straight on in the same direction; the first and last points stay, and points
# where the path doubles back are kept.
def drop_collinear_vertices(path):
    out = []
    for p in path:
        if out and p == out[-1]:
            continue
        if len(out) >= 2:
            a, b = out[-2], out[-1]
            ux, uy = b[0] - a[0], b[1] - a[1]
            vx, vy = p[0] - b[0], p[1] - b[1]
            if ux * vy - uy * vx == 0 and ux * vx + uy * vy > 0:
                out[-1] = p
                continue
        out.append(p)
    return out

# tests
assert drop_collinear_vertices([]) == []
assert drop_collinear_vertices([(1, 1)]) == [(1, 1)]
assert drop_collinear_vertices([(1, 1), (1, 1), (1, 1)]) == [(1, 1)]
assert drop_collinear_vertices([(0, 0), (1, 0), (2, 0), (3, 0)]) == [(0, 0), (3, 0)]
assert drop_collinear_vertices([(0, 0), (1, 0), (1, 1)]) == [(0, 0), (1, 0), (1, 1)]
assert drop_collinear_vertices([(0, 0), (2, 0), (1, 0)]) == [(0, 0), (2, 0), (1, 0)]
assert drop_collinear_vertices([(0, 0), (1, 1), (1, 1), (3, 3), (3, 4)]) == [(0, 0), (3, 3), (3, 4)]
assert drop_collinear_vertices([(0, 0), (0, 2), (0, 5), (4, 5), (6, 5), (6, 0)]) == [(0, 0), (0, 5), (6, 5), (6, 0)]
assert drop_collinear_vertices([(0, 0), (2, 1), (4, 2), (5, 2)]) == [(0, 0), (4, 2), (5, 2)]
assert drop_collinear_vertices([(0, 0), (-1, 0), (-3, 0), (-3, 1)]) == [(0, 0), (-3, 0), (-3, 1)]
