# query: Decide whether a closed polygon given by integer (x, y) vertices in order is rectilinear: at least four
# vertices, every edge (including the closing one) horizontal or vertical with positive length, and horizontal and
# vertical edges alternating all the way around.
def polygon_is_rectilinear(vertices):
    n = len(vertices)
    if n < 4:
        return False
    kinds = []
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        if x1 == x2 and y1 != y2:
            kinds.append("v")
        elif y1 == y2 and x1 != x2:
            kinds.append("h")
        else:
            return False
    for i in range(n):
        if kinds[i] == kinds[i - 1]:
            return False
    return True

# tests
assert polygon_is_rectilinear([(0, 0), (4, 0), (4, 3), (0, 3)]) is True
assert polygon_is_rectilinear([(0, 0), (0, 3), (4, 3), (4, 0)]) is True
assert polygon_is_rectilinear([(0, 0), (4, 0), (4, 3)]) is False
assert polygon_is_rectilinear([(0, 0), (4, 0), (4, 3), (1, 4)]) is False
assert polygon_is_rectilinear([(0, 0), (3, 0), (3, 1), (1, 1), (1, 3), (0, 3)]) is True
assert polygon_is_rectilinear([(0, 0), (2, 0), (2, 1), (1, 1), (1, 0)]) is False
assert polygon_is_rectilinear([(0, 0), (2, 0), (4, 0), (4, 2), (0, 2)]) is False
assert polygon_is_rectilinear([(0, 0), (4, 0), (4, 0), (4, 3), (0, 3)]) is False
assert polygon_is_rectilinear([(-2, -2), (2, -2), (2, 5), (-2, 5)]) is True
assert polygon_is_rectilinear([(0, 0), (1, 1), (2, 0), (1, -1)]) is False
