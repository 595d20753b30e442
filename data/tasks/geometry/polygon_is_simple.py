# query: Decide whether a closed polygon with integer (x, y) vertices in order is simple: at least three vertices, no
# edge of zero length, edges that are not neighbours never touch or cross, and neighbouring edges share only their
# common vertex (no doubling back along the same line).
def polygon_is_simple(vertices):
    n = len(vertices)
    if n < 3:
        return False
    def cross(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
    def on(p, a, b):
        return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])
    def touch(a, b, c, d):
        d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
        if d1 * d2 < 0 and d3 * d4 < 0:
            return True
        return (d1 == 0 and on(a, c, d)) or (d2 == 0 and on(b, c, d)) or (d3 == 0 and on(c, a, b)) or (d4 == 0 and on(d, a, b))
    for i in range(n):
        a, b, c = vertices[i], vertices[(i + 1) % n], vertices[(i + 2) % n]
        if a == b:
            return False
        ux, uy, vx, vy = b[0] - a[0], b[1] - a[1], c[0] - b[0], c[1] - b[1]
        if ux * vy - uy * vx == 0 and ux * vx + uy * vy < 0:
            return False
    for i in range(n):
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue
            if touch(vertices[i], vertices[(i + 1) % n], vertices[j], vertices[(j + 1) % n]):
                return False
    return True

# tests
assert polygon_is_simple([(0, 0), (4, 0)]) is False
assert polygon_is_simple([(0, 0), (4, 0), (0, 3)]) is True
assert polygon_is_simple([(0, 0), (4, 0), (4, 4), (0, 4)]) is True
assert polygon_is_simple([(0, 0), (4, 4), (4, 0), (0, 4)]) is False
assert polygon_is_simple([(0, 0), (4, 0), (4, 0), (0, 4)]) is False
assert polygon_is_simple([(0, 0), (4, 0), (2, 0), (2, 3)]) is False
assert polygon_is_simple([(0, 0), (4, 0), (4, 4), (2, 0), (0, 4)]) is False
assert polygon_is_simple([(0, 0), (6, 0), (6, 6), (3, 2), (0, 6)]) is True
assert polygon_is_simple([(0, 0), (2, 0), (4, 0), (2, 3)]) is True
assert polygon_is_simple([(2, 0), (0, 0), (4, 0), (2, 3)]) is False
